/** PostgreSQL's own error, whether thrown as is or wrapped by Drizzle's query error (its `cause`). */
export function pgErrorOf(error: unknown, depth = 0): { code: string; constraint?: string } | null {
  if (!error || typeof error !== 'object' || depth > 5) return null;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string') return error as { code: string; constraint?: string };
  return pgErrorOf(cause, depth + 1);
}

export const FOREIGN_KEY_VIOLATION = '23503';
export const UNIQUE_VIOLATION = '23505';

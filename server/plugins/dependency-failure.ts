/**
 * Errors that mean a dependency (the database, the disk, the document
 * store) cannot serve now, as opposed to a fault in the request or a bug.
 * The error handler answers them with 503 and Retry-After.
 */

// SQLSTATE classes: 08 connection, 53 insufficient resources (disk full, out of
// memory, too many connections), 57P shutdown or not yet accepting, 58 I/O.
const SQLSTATE_CLASSES = /^(08|53|57P|58)[0-9A-Z]{2,3}$/;
// A statement cancelled by its timeout, a read-only server (a replica being
// promoted), a conflict a retry resolves.
const SQLSTATES = new Set(['57014', '25006', '40001', '40P01']);
const SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EIO',
]);
// node-postgres reports a lost or unobtainable connection without a code.
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

interface ErrorFields {
  code?: unknown;
  message?: unknown;
  name?: unknown;
  cause?: unknown;
  errors?: unknown;
  $metadata?: { httpStatusCode?: number };
}

function isOne(error: ErrorFields): boolean {
  const { code, message, name, $metadata } = error;
  if (
    typeof code === 'string' &&
    (SYSTEM_CODES.has(code) || SQLSTATES.has(code) || SQLSTATE_CLASSES.test(code))
  )
    return true;
  if (typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message)) return true;
  // The AWS SDK's own deadline, and an S3 service answering 5xx (after its retries).
  return name === 'TimeoutError' || ($metadata?.httpStatusCode ?? 0) >= 500;
}

/** Looks through wrappers (Drizzle's query error, AggregateError) for the cause. */
export function isDependencyFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const fields = error as ErrorFields;
  if (isOne(fields)) return true;
  if (Array.isArray(fields.errors) && fields.errors.some((e) => isDependencyFailure(e, depth + 1)))
    return true;
  return isDependencyFailure(fields.cause, depth + 1);
}

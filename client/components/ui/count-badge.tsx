/**
 * A count beside a section's name in the panel's navigation (messages not read, files to review): drawn
 * only when something waits; `what` finishes it for a screen reader ("3 nuovi").
 */
export function CountBadge({ count, what }: { count: number; what: string }) {
  if (count === 0) return null;
  return (
    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
      {count}
      <span className="sr-only"> {what}</span>
    </span>
  );
}

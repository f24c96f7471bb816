import { useNewUploadsCount } from '../api/received-uploads';

/** The number of files no one at the firm has opened yet, for the tab's label; nothing when there are none. */
export function NewUploadsCount() {
  const count = useNewUploadsCount();
  if (count === 0) return null;
  return (
    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
      {count}
      <span className="sr-only"> nuovi</span>
    </span>
  );
}

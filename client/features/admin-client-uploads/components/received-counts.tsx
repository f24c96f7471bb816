import { formatInteger } from '@common/format';
import type { ClientUploadCounts } from '@common/schemas/client-uploads';

const plural: Record<keyof ClientUploadCounts, string> = {
  new: 'Nuovi',
  seen: 'Visti',
  archived: 'Archiviati',
};

/** How many match the other filters in each state, as the database counts them. */
export function ReceivedCounts({ counts }: { counts: ClientUploadCounts | undefined }) {
  if (!counts) return null;
  return (
    <p className="text-sm text-slate-700">
      {(Object.keys(plural) as (keyof ClientUploadCounts)[]).map((state, i) => (
        <span key={state}>
          {i > 0 && ' · '}
          {plural[state]}: <span className="font-medium text-slate-900">{formatInteger(counts[state])}</span>
        </span>
      ))}
    </p>
  );
}

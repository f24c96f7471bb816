import { notePreview } from '../received-filters';

/** The client's note, short in the row: a long one unfolds where it is, so the table keeps its height. */
export function NoteText({ note }: { note: string | null }) {
  if (!note) return <span className="text-slate-600">—</span>;
  const preview = notePreview(note);
  if (preview === null) return <span className="break-words whitespace-pre-line">{note}</span>;
  return (
    <details className="group">
      <summary className="cursor-pointer rounded-sm">
        <span className="break-words group-open:hidden">{preview} </span>
        <span className="font-medium text-brand-700 underline underline-offset-2">
          <span className="group-open:hidden">Leggi tutta</span>
          <span className="hidden group-open:inline">Riduci la nota</span>
        </span>
      </summary>
      <p className="mt-1 break-words whitespace-pre-line">{note}</p>
    </details>
  );
}

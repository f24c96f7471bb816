import { textParts } from '../text-links';

/**
 * A message as its writer typed it: line breaks kept, web addresses as links opening apart from the
 * portal. Only React elements and text: whatever markup the text holds is shown as written.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="break-words whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
      {textParts(text).map((part, i) =>
        part.kind === 'link' ? (
          <a
            // The parts of one text never move: their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

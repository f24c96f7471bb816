import { formatInteger } from '@common/format';
import { MESSAGE_TEXT_MAX } from '@common/messages';

/** '120 di 5.000 caratteri' under a message's box; red past the limit, which the form then refuses. */
export function TextLength({ text }: { text: string }) {
  const over = text.length > MESSAGE_TEXT_MAX;
  return (
    <span className={over ? 'font-medium text-red-700' : undefined}>
      {formatInteger(text.length)} di {formatInteger(MESSAGE_TEXT_MAX)} caratteri
    </span>
  );
}

import type { Passkey } from '@common/schemas/passkeys';
import { formatDateTime, isoDateTime } from '~/lib/dates';

interface PasskeyDetailsProps {
  passkey: Passkey;
  /** The second line when the passkey has not signed in yet. */
  neverUsed: string;
  /** The date lines' text style. */
  dateClassName: string;
}

/** A passkey's name, when it was added and when it last signed in: the text of its list item. */
export function PasskeyDetails({ passkey, neverUsed, dateClassName }: PasskeyDetailsProps) {
  return (
    <>
      <p className="break-words font-medium text-slate-900">{passkey.name}</p>
      <p className={dateClassName}>
        Aggiunta il <time dateTime={isoDateTime(passkey.createdAt)}>{formatDateTime(passkey.createdAt)}</time>
      </p>
      <p className={dateClassName}>
        {passkey.lastUsedAt ? (
          <>
            Ultimo accesso:{' '}
            <time dateTime={isoDateTime(passkey.lastUsedAt)}>{formatDateTime(passkey.lastUsedAt)}</time>
          </>
        ) : (
          neverUsed
        )}
      </p>
    </>
  );
}

import { deviceLabel } from '@common/device-label';
import type { UserSession } from '@common/schemas/sessions';
import { CircleHelp, LogOut, Monitor, Smartphone, Tablet } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { formatDateTime, isoDateTime } from '~/lib/dates';

const icons = { phone: Smartphone, tablet: Tablet, computer: Monitor, unknown: CircleHelp } as const;

interface SessionItemProps {
  session: UserSession;
  ending: boolean;
  /** Absent for the current session: leaving this browser is 'Esci'. */
  onEnd?: () => void;
}

/** One signed-in browser: facts stacked on a phone, the button beside them on wider screens. */
export function SessionItem({ session, ending, onEnd }: SessionItemProps) {
  const Icon = icons[session.kind];
  const label = deviceLabel(session);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-slate-600" aria-hidden="true" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="font-medium break-words text-slate-900">{label}</h3>
            {session.current && (
              <span className="inline-flex items-center rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                Questa sessione
              </span>
            )}
          </div>
          <dl className="mt-1 grid gap-0.5 text-sm text-slate-700">
            <div>
              <dt className="inline">Indirizzo approssimativo: </dt>
              <dd className="inline break-all">{session.address}</dd>
            </div>
            <div>
              <dt className="inline">Accesso effettuato: </dt>
              <dd className="inline">
                <time dateTime={isoDateTime(session.createdAt)}>{formatDateTime(session.createdAt)}</time>
              </dd>
            </div>
            <div>
              <dt className="inline">Ultima attività: </dt>
              <dd className="inline">
                {session.current ? (
                  'adesso'
                ) : (
                  <time dateTime={isoDateTime(session.lastSeenAt)}>{formatDateTime(session.lastSeenAt)}</time>
                )}
              </dd>
            </div>
          </dl>
        </div>
      </div>
      {onEnd && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          icon={<LogOut aria-hidden="true" />}
          pending={ending}
          onClick={onEnd}
        >
          Termina<span className="sr-only"> la sessione {label}</span>
        </Button>
      )}
    </li>
  );
}

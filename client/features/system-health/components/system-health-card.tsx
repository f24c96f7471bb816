import type { SystemHealth } from '@common/schemas/system-health';
import { AlertTriangle, CheckCircle2, RefreshCw } from 'lucide-react';
import type * as React from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { LoadingStatus } from '~/components/ui/loading-status';
import { errorText } from '~/lib/api-client';
import { formatShortDateTime, isoDateTime } from '~/lib/dates';
import { cn } from '~/lib/utils';
import { useSystemHealth } from '../api/use-system-health';
import { databaseName, databaseState, freeSpaceText, mailState } from '../health-format';

/** The admin's 'Stato del sistema': what needs attention first, then each figure. */
export function SystemHealthCard() {
  const health = useSystemHealth();
  return (
    <section aria-labelledby="system-health-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="system-health-heading" className="text-xl font-semibold text-slate-900">
          Stato del sistema
        </h2>
        <Button
          variant="outline"
          size="sm"
          className="aria-disabled:cursor-progress"
          // aria-disabled, not disabled: a disabled button would drop the keyboard focus on each click.
          aria-disabled={health.isFetching}
          onClick={() => {
            if (!health.isFetching) void health.refetch();
          }}
        >
          <RefreshCw aria-hidden="true" className={cn(health.isFetching && 'motion-safe:animate-spin')} />
          Aggiorna
        </Button>
      </div>
      <div className="mt-4">
        {health.isPending ? (
          <LoadingStatus>Controllo in corso...</LoadingStatus>
        ) : health.isError ? (
          <p role="alert" className="font-medium text-red-700">
            {errorText(health.error, 'Stato del sistema non disponibile: riprova tra qualche istante.')}
          </p>
        ) : (
          <HealthFigures health={health.data} />
        )}
      </div>
    </section>
  );
}

function HealthFigures({ health }: { health: SystemHealth }) {
  const { problems } = health;
  return (
    <Card className="grid gap-5 p-4 sm:p-6">
      {problems.length === 0 ? (
        <p className="flex items-center gap-2 font-medium text-emerald-800">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          Nessun problema rilevato.
        </p>
      ) : (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle aria-hidden="true" className="size-5" />
            Attenzione
          </p>
          <ul className="mt-1 list-disc pl-6">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <dl className="grid gap-4 sm:grid-cols-2">
        <Figure label={databaseName(health.database)} warn={!health.database.ok}>
          {databaseState(health.database)}
        </Figure>
        {health.storage.map((place) => (
          <Figure key={place.label} label={`Spazio: ${place.label}`} warn={place.low} detail={place.location}>
            {freeSpaceText(place)}
          </Figure>
        ))}
        <Figure label="E-mail in uscita" warn={health.mail.failingSince !== null}>
          {mailState(health.mail)}
          {health.mail.oldestPendingAt && (
            <span className="block text-sm font-normal text-slate-700">
              La più vecchia in attesa dal <Time value={health.mail.oldestPendingAt} />
            </span>
          )}
          {health.mail.failingSince && (
            <span className="block text-sm font-normal text-slate-700">
              Invio non riuscito, si ritenta: in attesa dal <Time value={health.mail.failingSince} />
            </span>
          )}
        </Figure>
        <Figure label="Notizie fiscali">
          {health.feeds.length === 0 ? (
            'Nessuna fonte configurata'
          ) : (
            <ul className="grid gap-1 text-sm font-normal">
              {health.feeds.map((feed) => (
                <li key={feed.source}>
                  <span className="font-medium">{feed.source}</span>: ultimo aggiornamento{' '}
                  {feed.lastSuccessAt ? <Time value={feed.lastSuccessAt} /> : 'mai'}
                  {feed.lastError && (
                    <span className="block text-slate-700">Ultimo errore: {feed.lastError}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Figure>
      </dl>
      <p className="text-sm text-slate-700">
        Controllato il <Time value={health.checkedAt} />. Lo stesso controllo è scritto ogni giorno nel
        registro del server e, se qualcosa non va, inviato per e-mail allo studio.
      </p>
    </Card>
  );
}

function Figure({
  label,
  warn = false,
  detail,
  children,
}: {
  label: string;
  warn?: boolean;
  detail?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('rounded-lg border p-3', warn ? 'border-amber-300 bg-amber-50' : 'border-slate-200')}>
      <dt className="text-sm text-slate-700">
        {label}
        {warn && <span className="ml-2 font-semibold text-amber-900">(attenzione)</span>}
      </dt>
      <dd className="mt-1 font-medium break-words text-slate-900">
        {children}
        {detail && <span className="block text-xs font-normal break-all text-slate-600">{detail}</span>}
      </dd>
    </div>
  );
}

function Time({ value }: { value: string }) {
  return <time dateTime={isoDateTime(value)}>{formatShortDateTime(value)}</time>;
}

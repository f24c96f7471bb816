import { romeToday } from '@common/calendar-date';
import { RotateCw, TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { errorText, isSessionEnded } from '~/lib/api-client';
import { useRequests } from '../api/requests';
import { answeredCounts, groupRequests, progressAnnouncement } from '../requests-view';
import { RequestCards } from './lazy-request-cards';

/**
 * The client's 'Richieste dello studio', first in their area: a card for each
 * request still open, the completed ones folded below. Nothing at all for a
 * client the firm has asked nothing (the area stays as it was).
 */
export function RequestsSection() {
  const { data, error, isFetching, refetch } = useRequests();
  const requests = data ?? [];
  const today = romeToday();
  // Every request shown open on this visit: completed now, it keeps its card (see groupRequests).
  const seenOpen = React.useRef(new Set<number>());
  for (const r of requests) if (r.state !== 'complete') seenOpen.current.add(r.id);
  const { open, completed } = groupRequests(requests, seenOpen.current);

  const [announcement, setAnnouncement] = React.useState('');
  const counts = React.useRef<Map<number, number> | null>(null);
  React.useEffect(() => {
    if (!data) return;
    const before = counts.current;
    counts.current = answeredCounts(data);
    const said = before && progressAnnouncement(before, data);
    if (said) setAnnouncement(said);
  }, [data]);

  if (error && !data) {
    if (isSessionEnded(error)) return null;
    return (
      <section aria-labelledby="requests-title">
        <h2 id="requests-title" className="text-xl font-semibold text-brand-900">
          Richieste dello studio
        </h2>
        <div className="mt-3 flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex gap-2">
            <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {errorText(error, 'Non è stato possibile caricare le richieste dello studio.')}
          </p>
          <Button
            variant="outline"
            size="lg"
            icon={<RotateCw aria-hidden="true" />}
            pending={isFetching}
            onClick={() => refetch()}
          >
            Riprova
          </Button>
        </div>
      </section>
    );
  }
  if (requests.length === 0) return null;

  return (
    <section aria-labelledby="requests-title">
      <h2 id="requests-title" className="text-xl font-semibold text-brand-900">
        Richieste dello studio
      </h2>
      <p className="mt-1 text-slate-700">
        {requests.every((r) => r.state === 'complete')
          ? 'Hai risposto a tutte le richieste dello studio.'
          : 'Lo studio ti chiede questi documenti. Per ognuno invia i file, oppure indica che non lo hai.'}
      </p>
      {/* Requests that came after the page (its loader found none) wait for their cards' code here. */}
      <React.Suspense fallback={null}>
        <RequestCards open={open} completed={completed} today={today} />
      </React.Suspense>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

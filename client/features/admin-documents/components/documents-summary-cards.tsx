import { CalendarClock, FileText, Users } from 'lucide-react';
import type * as React from 'react';
import { Card } from '~/components/ui/card';
import { formatShortDateTime, isoDateTime } from '~/lib/dates';
import type { documentsSummary } from '../documents-overview';

type Summary = ReturnType<typeof documentsSummary>;

/** The overview's three figures: documents, clients, last upload. */
export function DocumentsSummaryCards({ summary }: { summary: Summary }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <SummaryCard icon={<FileText aria-hidden="true" />} label={summary.count.label}>
        {summary.count.value}
      </SummaryCard>
      <SummaryCard icon={<Users aria-hidden="true" />} label={summary.clients.label}>
        {summary.clients.value}
      </SummaryCard>
      <SummaryCard icon={<CalendarClock aria-hidden="true" />} label="Ultimo caricamento">
        {summary.lastUploadAt ? (
          <time dateTime={isoDateTime(summary.lastUploadAt)}>
            {formatShortDateTime(summary.lastUploadAt)}
          </time>
        ) : (
          'Nessuno'
        )}
      </SummaryCard>
    </dl>
  );
}

function SummaryCard({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  // A dl group holds only its dt and dd: the icon lives inside the dt.
  return (
    <Card className="grid gap-1 p-4">
      <dt className="flex items-center gap-2 text-sm text-slate-700">
        <span className="rounded-lg bg-brand-50 p-1.5 text-brand-700 [&_svg]:size-4">{icon}</span>
        {label}
      </dt>
      <dd className="text-xl font-semibold break-words text-slate-900">{children}</dd>
    </Card>
  );
}

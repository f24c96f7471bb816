import { type FilePage, filePages } from '@common/routes';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Download, Printer, RotateCw } from 'lucide-react';
import * as React from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form-alert';
import { LoadingStatus } from '~/components/ui/loading-status';
import { errorText } from '~/lib/api-client';
import { formatDateTime, isoDateTime } from '~/lib/dates';
import { formatFileSize } from '~/lib/file-size';
import { useFileDetails } from '../api/file-details';
import { FileDetailsView } from './file-details-view';

/** Where each list's files lead back to, by its own name. */
const BACK: Record<FilePage['list'], { to: string; label: string }> = {
  '/area-clienti/documenti': { to: '/area-clienti', label: 'Torna ai documenti' },
  '/area-clienti/inviati': { to: '/area-clienti?scheda=invia', label: 'Torna ai documenti inviati' },
  '/admin/documenti': { to: '/admin?scheda=documenti', label: 'Torna ai documenti' },
  '/admin/ricevuti': { to: '/admin?scheda=ricevuti', label: 'Torna ai documenti ricevuti' },
};

/**
 * The lists a file's reading changes, as its download does: the client's 'Nuovo', the firm's. A list's
 * queries are keyed by its API address (`['/api/documents', …]`), so that is what is asked again.
 */
const CHANGES_ITS_LIST: ReadonlySet<FilePage['list']> = new Set([
  '/area-clienti/documenti',
  '/admin/ricevuti',
]);

/**
 * A file's own page: which file it is, then what it says (an invoice, a signature, an SdI notice), the same
 * for the client and for the firm, and printable as the file alone.
 */
export function FileReading({ page }: { page: FilePage }) {
  const query = useFileDetails(page.api);
  const file = query.data?.file;
  const queryClient = useQueryClient();
  const read = query.isSuccess;
  React.useEffect(() => {
    if (read && CHANGES_ITS_LIST.has(page.list))
      void queryClient.invalidateQueries({ queryKey: [filePages[page.list].api] });
  }, [read, page.list, queryClient]);
  return (
    <div
      data-print-alone
      className="mx-auto grid max-w-3xl min-w-0 gap-6 px-4 py-8 sm:py-10 print:max-w-none print:p-0"
    >
      <BackLink {...BACK[page.list]} />
      <header className="grid min-w-0 gap-1">
        <h1 className="text-2xl font-bold tracking-tight break-words text-brand-900 sm:text-3xl">
          {file?.title ?? 'Documento'}
        </h1>
        {file && (
          <p className="text-sm break-words text-slate-700 [overflow-wrap:anywhere]">
            {file.clientName && <>Cliente: {file.clientName} · </>}
            {file.filename} · {formatFileSize(file.size)} · caricato il{' '}
            <time dateTime={isoDateTime(file.uploadedAt)}>{formatDateTime(file.uploadedAt)}</time>
          </p>
        )}
      </header>
      {query.isPending ? (
        <LoadingStatus>Lettura del file in corso...</LoadingStatus>
      ) : query.isError ? (
        <div className="grid justify-items-start gap-3">
          <FormAlert>{errorText(query.error, 'File non letto: riprova tra qualche istante.')}</FormAlert>
          <Button
            variant="outline"
            icon={<RotateCw aria-hidden="true" />}
            pending={query.isFetching}
            onClick={() => void query.refetch()}
          >
            Riprova
          </Button>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap gap-2 print:hidden">
            {page.download && (
              <Button asChild variant="outline">
                <a href={page.download} download={query.data.file.filename}>
                  <Download aria-hidden="true" />
                  Scarica il file originale
                </a>
              </Button>
            )}
            <Button variant="outline" icon={<Printer aria-hidden="true" />} onClick={() => window.print()}>
              Stampa
            </Button>
          </div>
          <FileDetailsView
            details={query.data}
            api={page.api}
            fileName={query.data.file.filename}
            download={page.download}
          />
        </>
      )}
    </div>
  );
}

/**
 * Back to the list: through the browser's history when the list is where the person came from (its
 * filters, its place on the screen), else to the list's address (a shared link, a reload).
 */
function BackLink({ to, label }: { to: string; label: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const onClick = (event: React.MouseEvent) => {
    if (location.key === 'default' || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link
      to={to}
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-1.5 justify-self-start font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900 print:hidden"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}

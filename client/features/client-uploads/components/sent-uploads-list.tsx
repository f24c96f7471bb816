import type { ClientUpload } from '@common/schemas/client-uploads';
import { RotateCw } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { LoadMore } from '~/components/ui/load-more';
import { LoadingStatus } from '~/components/ui/loading-status';
import { errorText } from '~/lib/api-client';
import { lazyComponent, useKeptOnceOpened } from '~/lib/lazy-component';
import { useClientUploads } from '../api/client-uploads';
import { SentUploadItem } from './sent-upload-item';

// Its dialog library (about 10 KB) comes when a deletion is first asked for, not with the tab.
const DeleteUploadDialog = lazyComponent(() =>
  import('./delete-upload-dialog').then((m) => m.DeleteUploadDialog),
);

/** 'Documenti inviati': what the client sent, newest first, with the firm's side of it. */
export function SentUploadsList({ headingRef }: { headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const list = useClientUploads();
  const { items: uploads, error, isPending, isFetching, refetch } = list;
  const [deleting, setDeleting] = React.useState<ClientUpload | null>(null);
  const deleteAsked = useKeptOnceOpened(deleting !== null);

  return (
    <section aria-labelledby="sent-title">
      <h2
        id="sent-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-brand-900 focus:outline-none!"
      >
        Documenti inviati
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Finché lo studio non apre o accetta un documento puoi eliminarlo; poi risulta «Ricevuto dallo studio».
      </p>
      <div className="mt-4">
        {isPending ? (
          <LoadingStatus>Caricamento dei documenti inviati...</LoadingStatus>
        ) : error ? (
          <div className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
            <p>
              {errorText(error, 'Non è stato possibile caricare i documenti inviati.')} Riprova tra qualche
              istante.
            </p>
            <Button className="mt-3" variant="outline" disabled={isFetching} onClick={() => refetch()}>
              <RotateCw className={isFetching ? 'motion-safe:animate-spin' : undefined} aria-hidden="true" />
              Riprova
            </Button>
          </div>
        ) : list.total === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
            Non hai ancora inviato documenti allo studio.
          </p>
        ) : (
          <>
            <ul
              aria-labelledby="sent-title"
              className="divide-y divide-slate-200 rounded-lg border border-slate-200"
            >
              {uploads.map((upload) => (
                <SentUploadItem
                  key={upload.id}
                  upload={upload}
                  onDelete={setDeleting}
                  preloadDelete={DeleteUploadDialog.preload}
                />
              ))}
            </ul>
            <LoadMore list={list} noun="documenti inviati" />
          </>
        )}
      </div>
      {deleteAsked && (
        <React.Suspense>
          <DeleteUploadDialog
            upload={deleting}
            onClose={() => setDeleting(null)}
            afterDelete={() => headingRef.current?.focus()}
          />
        </React.Suspense>
      )}
    </section>
  );
}

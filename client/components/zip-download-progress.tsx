import { LabelledProgress } from '~/components/ui/labelled-progress';
import { formatFileSize, percentOf } from '~/lib/file-size';
import type { ZipDownloadState } from '~/lib/use-zip-download';

const documents = (n: number) => (n === 1 ? '1 documento' : `${n} documenti`);

/** The ZIP's byte progress while it downloads, and a status line for screen readers. */
export function ZipDownloadProgress({ state }: { state: ZipDownloadState }) {
  return (
    <>
      {state.phase === 'running' && (
        <LabelledProgress
          label={`Download di ${documents(state.count)} in un file ZIP`}
          percent={percentOf(state.loaded, state.total)}
          detail={
            state.total ? `${formatFileSize(state.loaded)} di ${formatFileSize(state.total)}` : undefined
          }
        />
      )}
      <p role="status" className="sr-only">
        {state.phase === 'running'
          ? `Download di ${documents(state.count)} in corso`
          : state.phase === 'done'
            ? `${documents(state.count)} ${state.count === 1 ? 'scaricato' : 'scaricati'} in un file ZIP`
            : ''}
      </p>
    </>
  );
}

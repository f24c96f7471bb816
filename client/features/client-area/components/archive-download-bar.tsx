import { FileArchive, LoaderCircle } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { ZipDownloadProgress } from '~/components/zip-download-progress';
import type { ZipDownloadState } from '~/lib/use-zip-download';

interface ArchiveDownloadBarProps {
  allState: boolean | 'indeterminate';
  /** How many documents are shown, and selected among them. */
  shownCount: number;
  selectedCount: number;
  state: ZipDownloadState;
  onToggleAll: () => void;
  onDownload: () => void;
}

/** 'Seleziona tutti' over the shown documents, and one ZIP of the selected ones. */
export function ArchiveDownloadBar({
  allState,
  shownCount,
  selectedCount,
  state,
  onToggleAll,
  onDownload,
}: ArchiveDownloadBarProps) {
  const running = state.phase === 'running';
  const selectAllId = React.useId();
  return (
    <div className="grid gap-3 rounded-lg bg-slate-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label
          htmlFor={selectAllId}
          className="flex min-h-11 cursor-pointer items-center gap-3 px-1 font-medium text-slate-900"
        >
          <Checkbox
            id={selectAllId}
            checked={allState}
            disabled={shownCount === 0}
            onCheckedChange={onToggleAll}
          />
          Seleziona tutti
        </label>
        <Button
          className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:w-auto"
          size="lg"
          // aria-disabled, not disabled: the selection empties after a download, and a disabled
          // button would drop the keyboard focus.
          aria-disabled={running || selectedCount === 0}
          onClick={() => {
            if (!running && selectedCount > 0) onDownload();
          }}
        >
          {running ? (
            <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />
          ) : (
            <FileArchive aria-hidden="true" />
          )}
          Scarica selezionati ({selectedCount})
        </Button>
      </div>
      <ZipDownloadProgress state={state} />
    </div>
  );
}

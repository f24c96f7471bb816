import { formatInteger } from '@common/format';
import { FileArchive } from 'lucide-react';
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
  /** Every document matching the filters, in every year, shown or not. */
  matching: number;
  /** Whether the download is of every matching document rather than the ticked ones. */
  allMatching: boolean;
  state: ZipDownloadState;
  onToggleAll: () => void;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onDownload: () => void;
}

/**
 * 'Seleziona tutti' over the shown documents, then the offer of every
 * matching one (closed years and pages not loaded included), and one ZIP.
 */
export function ArchiveDownloadBar({
  allState,
  shownCount,
  selectedCount: ticked,
  matching,
  allMatching,
  state,
  onToggleAll,
  onSelectAllMatching,
  onClear,
  onDownload,
}: ArchiveDownloadBarProps) {
  const running = state.phase === 'running';
  const selectAllId = React.useId();
  const selectedCount = allMatching ? matching : ticked;
  const clearButton = React.useRef<HTMLButtonElement>(null);
  const selectAllBox = React.useRef<HTMLButtonElement>(null);
  return (
    <div className="grid gap-3 rounded-lg bg-slate-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label
          htmlFor={selectAllId}
          className="flex min-h-11 cursor-pointer items-center gap-3 px-1 font-medium text-slate-900"
        >
          <Checkbox
            ref={selectAllBox}
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
          aria-disabled={selectedCount === 0}
          icon={<FileArchive aria-hidden="true" />}
          pending={running}
          onClick={() => {
            if (selectedCount > 0) onDownload();
          }}
        >
          Scarica selezionati ({selectedCount})
        </Button>
      </div>
      {/* Always in the page, so the change is announced; the buttons hand the focus on as they go. */}
      <div role="status" className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700 empty:hidden">
        {allMatching && <span>Tutti i {formatInteger(matching)} documenti selezionati</span>}
      </div>
      {allMatching ? (
        <Button
          ref={clearButton}
          variant="link"
          className="min-h-11 justify-start px-1"
          onClick={() => {
            onClear();
            selectAllBox.current?.focus();
          }}
        >
          Annulla selezione
        </Button>
      ) : (
        allState === true &&
        matching > shownCount && (
          <Button
            variant="link"
            className="min-h-11 justify-start px-1"
            onClick={() => {
              onSelectAllMatching();
              // The button is replaced by 'Annulla selezione': the focus goes there, not to the page.
              requestAnimationFrame(() => clearButton.current?.focus());
            }}
          >
            Seleziona tutti i {formatInteger(matching)} documenti
          </Button>
        )
      )}
      <ZipDownloadProgress state={state} />
    </div>
  );
}

import { CLIENT_UPLOAD_ACCEPT } from '@common/client-uploads';
import { CircleCheck, LoaderCircle, Paperclip, RotateCcw, TriangleAlert, X } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { CameraPickerButton, FilePickerButton } from '~/components/ui/file-drop-zone';
import type { MessageFiles, PickedFile } from '../api/use-message-files';

/** 'Allega file' (and on a phone 'Scatta una foto'), and the files picked with how each is doing. */
export function MessageFilesField({
  files,
  accept = CLIENT_UPLOAD_ACCEPT,
}: {
  files: MessageFiles;
  accept?: string;
}) {
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <FilePickerButton
          variant="outline"
          size="sm"
          accept={accept}
          multiple
          icon={<Paperclip aria-hidden="true" />}
          onFiles={files.add}
        >
          Allega file
        </FilePickerButton>
        <CameraPickerButton size="sm" multiple onFiles={files.add} />
      </div>
      {files.notice && (
        <p role="alert" className="text-sm font-medium text-amber-900">
          {files.notice}
        </p>
      )}
      {files.files.length > 0 && (
        <ul aria-label="Allegati" className="grid gap-1">
          {files.files.map((f) => (
            <PickedFileRow key={f.key} entry={f} files={files} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PickedFileRow({ entry, files }: { entry: PickedFile; files: MessageFiles }) {
  return (
    <li className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-slate-900">
      {entry.state === 'sending' && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
      {entry.state === 'sent' && <CircleCheck className="size-4 text-emerald-700" aria-hidden="true" />}
      {entry.state === 'failed' && <TriangleAlert className="size-4 text-red-700" aria-hidden="true" />}
      <span className="min-w-0 break-words [overflow-wrap:anywhere]">{entry.file.name}</span>
      <span className="text-slate-700">
        {entry.state === 'sending' ? 'in invio…' : entry.state === 'sent' ? 'pronto' : entry.error}
      </span>
      {entry.state === 'failed' && (
        <Button
          variant="ghost"
          size="sm"
          icon={<RotateCcw aria-hidden="true" />}
          onClick={() => files.retry(entry)}
        >
          Riprova<span className="sr-only"> {entry.file.name}</span>
        </Button>
      )}
      {entry.state !== 'sending' && (
        <Button
          variant="ghost"
          size="sm"
          icon={<X aria-hidden="true" />}
          onClick={() => files.remove(entry.key)}
        >
          Rimuovi<span className="sr-only"> {entry.file.name}</span>
        </Button>
      )}
    </li>
  );
}

import { FileText } from 'lucide-react';
import { formatFileSize } from '~/lib/file-size';

/** The name and size of a file picked for upload, at the head of its row in an upload list. */
export function PickedFile({ file }: { file: File }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <FileText className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-medium break-all text-slate-900">{file.name}</p>
        <p className="text-sm text-slate-600">{formatFileSize(file.size)}</p>
      </div>
    </div>
  );
}

import { CLIENT_UPLOAD_ACCEPT, CLIENT_UPLOAD_TYPES_TEXT } from '@common/client-uploads';
import { formatEuro } from '@common/format';
import type { Payment } from '@common/schemas/payments';
import { Check, FolderOpen, X } from 'lucide-react';
import * as React from 'react';
import { PickedFile } from '~/components/picked-file';
import { Button } from '~/components/ui/button';
import { DialogClose, DialogFooter } from '~/components/ui/dialog';
import { DialogShell } from '~/components/ui/dialog-shell';
import { CameraPickerButton, FilePickerButton } from '~/components/ui/file-drop-zone';
import { FormAlert } from '~/components/ui/form-alert';
import { LabelledProgress } from '~/components/ui/labelled-progress';
import { errorText, isSessionEnded } from '~/lib/api-client';
import { fileProblem } from '~/lib/upload-files';
import { useMarkPaid } from '../api/payments';

interface MarkPaidDialogProps {
  payment: Payment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes once it is paid: the button that opened the dialog goes away. */
  onPaid: () => void;
}

/** 'Segna come pagato': the receipt (quietanza) is optional, a photo of it is enough. */
export function MarkPaidDialog({ payment, open, onOpenChange, onPaid }: MarkPaidDialogProps) {
  const [busy, setBusy] = React.useState(false);
  const paid = React.useRef(false);
  return (
    <DialogShell
      open={open}
      // Stays open while the payment is being recorded: its outcome is told here.
      onOpenChange={(next) => !busy && onOpenChange(next)}
      onCloseAutoFocus={(event) => {
        if (!paid.current) return;
        paid.current = false;
        event.preventDefault();
        onPaid();
      }}
      title="Segna come pagato"
      description={
        <>
          {payment.title}: {formatEuro(payment.amountCents)}. Se hai la quietanza (la ricevuta del pagamento),
          allegala: lo studio la riceverà.
        </>
      }
    >
      {/* Mounted at each opening: no file left over from the last time. */}
      {open && (
        <MarkPaidForm
          payment={payment}
          onBusy={setBusy}
          onDone={() => {
            paid.current = true;
            onOpenChange(false);
          }}
        />
      )}
    </DialogShell>
  );
}

interface MarkPaidFormProps {
  payment: Payment;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}

function MarkPaidForm({ payment, onBusy, onDone }: MarkPaidFormProps) {
  const [receipt, setReceipt] = React.useState<File | null>(null);
  const [percent, setPercent] = React.useState<number | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const picker = React.useRef<HTMLButtonElement>(null);
  const hintId = React.useId();
  const mark = useMarkPaid(setPercent);
  const pending = mark.isPending;
  React.useEffect(() => onBusy(pending), [pending, onBusy]);

  const choose = (files: File[]) => {
    const file = files[0] ?? null;
    const problem = fileProblem(file);
    setError(problem);
    setReceipt(problem ? null : file);
  };

  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    mark.mutate(
      { payment, receipt },
      {
        onSuccess: onDone,
        onError: (failure) => {
          if (isSessionEnded(failure)) return;
          setError(errorText(failure, 'Non è stato possibile registrare il pagamento. Riprova.'));
        },
      },
    );
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={confirm}>
      <fieldset className="grid gap-3" aria-describedby={hintId}>
        <legend className="font-medium text-slate-900">Allega la quietanza (facoltativo)</legend>
        {receipt ? (
          <div className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-slate-200 p-3">
            <PickedFile file={receipt} />
            <Button
              type="button"
              variant="ghost"
              className="min-h-11 text-red-700 hover:bg-red-50"
              disabled={pending}
              onClick={() => {
                setReceipt(null);
                // The picker button comes back in the row's place.
                requestAnimationFrame(() => picker.current?.focus());
              }}
            >
              <X aria-hidden="true" />
              Rimuovi<span className="sr-only"> {receipt.name}</span>
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            <FilePickerButton
              ref={picker}
              variant="outline"
              size="lg"
              className="w-full sm:w-auto"
              accept={CLIENT_UPLOAD_ACCEPT}
              aria-describedby={hintId}
              disabled={pending}
              onFiles={choose}
            >
              <FolderOpen aria-hidden="true" />
              Scegli il file
            </FilePickerButton>
            <CameraPickerButton className="w-full sm:w-auto" disabled={pending} onFiles={choose} />
          </div>
        )}
        <p id={hintId} className="text-sm text-slate-600">
          Al massimo 10 MB: {CLIENT_UPLOAD_TYPES_TEXT}. La trovi anche tra i documenti inviati.
        </p>
      </fieldset>
      {percent !== null && <LabelledProgress label="Invio della quietanza" percent={percent} />}
      <p role="status" className="sr-only">
        {pending ? 'Registrazione del pagamento in corso' : ''}
      </p>
      {error && <FormAlert>{error}</FormAlert>}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" size="lg" disabled={pending}>
            Annulla
          </Button>
        </DialogClose>
        <Button type="submit" size="lg" icon={<Check aria-hidden="true" />} pending={pending}>
          Conferma pagamento
        </Button>
      </DialogFooter>
    </form>
  );
}

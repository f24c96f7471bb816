import { ANSWER_NOTE_MAX } from '@common/document-requests';
import type { RequestItem } from '@common/schemas/document-requests';
import { unavailableSchema } from '@common/schemas/request-answers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { DialogFooter } from '~/components/ui/dialog';
import { DialogShell } from '~/components/ui/dialog-shell';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';
import { errorText, isSessionEnded } from '~/lib/api-client';
import { useMarkUnavailable } from '../api/use-request-answers';

type NoteInput = z.input<typeof unavailableSchema>;
type NoteValues = z.output<typeof unavailableSchema>;

const FAILED = 'Non è stato possibile salvare la risposta. Controlla la connessione e riprova.';

/** 'Non ho questo documento': the client tells the firm, with a note if they like. Opened by its button in the item. */
export function UnavailableDialog({
  requestId,
  item,
  open,
  onOpenChange: setOpen,
}: {
  requestId: number;
  item: Pick<RequestItem, 'id' | 'name' | 'note'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mark = useMarkUnavailable(requestId, item.id);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<NoteInput, unknown, NoteValues>({
    resolver: zodResolver(unavailableSchema),
    defaultValues: { note: item.note ?? '' },
  });
  const length = (watch('note') ?? '').length;

  // Each opening is a new mount (request-item.tsx): it starts from the note the firm has, not a draft.
  const change = (next: boolean) => {
    if (!mark.isPending) setOpen(next);
  };
  const submit = handleSubmit(({ note }) => mark.mutate(note, { onSuccess: () => setOpen(false) }));
  const failure = mark.error && !isSessionEnded(mark.error) ? errorText(mark.error, FAILED) : null;

  return (
    <DialogShell
      open={open}
      onOpenChange={change}
      title="Non hai questo documento?"
      titleClassName="break-words"
      description={
        <>
          Lo studio saprà che non hai «{item.name}». Se vuoi, spiega il motivo: per esempio «Nel 2026 non ho
          avuto spese mediche».
        </>
      }
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FormField
          label="Nota per lo studio (facoltativa)"
          error={errors.note?.message}
          hint={
            <>
              <span className="tabular-nums">{length}</span> di {ANSWER_NOTE_MAX} caratteri.
            </>
          }
        >
          {(field) => <Textarea {...field} {...register('note')} rows={3} maxLength={ANSWER_NOTE_MAX} />}
        </FormField>
        {failure && <FormAlert>{failure}</FormAlert>}
        <DialogFooter>
          <Button variant="outline" size="lg" disabled={mark.isPending} onClick={() => change(false)}>
            Annulla
          </Button>
          <Button type="submit" size="lg" pending={mark.isPending}>
            Conferma
          </Button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}

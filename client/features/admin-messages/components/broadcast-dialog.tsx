import { formatInteger } from '@common/format';
import { THREAD_SUBJECT_MAX } from '@common/messages';
import type { ClientOption } from '@common/schemas/client-options';
import { type FirmThreadsInput, firmThreadsSchema } from '@common/schemas/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, PenLine, Send } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { DialogClose, DialogFooter } from '~/components/ui/dialog';
import { DialogShell } from '~/components/ui/dialog-shell';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { formatTotal } from '~/components/ui/load-more';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/use-toast';
import { useMatchingClients } from '~/features/admin-requests/api/admin-requests';
import { RecipientsField } from '~/features/admin-requests/components/recipients-field';
import { showFieldRefusals } from '~/features/messages/api/server-refusal';
import { TextLength } from '~/features/messages/components/text-length';
import { errorText } from '~/lib/api-client';
import { useDebouncedSearch } from '~/lib/use-debounced-search';
import { useCreateThreads } from '../api/admin-messages';

interface Recipients {
  mode: 'selected' | 'all';
  clients: ClientOption[];
  q: string;
}
const NO_RECIPIENTS: Recipients = { mode: 'selected', clients: [], q: '' };
const DEFAULTS: FirmThreadsInput = { subject: '', text: '', userIds: [] };

/** The recipients as the body names them: the form's schema checks that there are some. */
const recipientsBody = (r: Recipients): Pick<FirmThreadsInput, 'userIds' | 'filter'> =>
  r.mode === 'all'
    ? { userIds: undefined, filter: { q: r.q.trim() || undefined } }
    : { userIds: r.clients.map((c) => c.id), filter: undefined };

const conversations = (n: number, capped = false) =>
  n === 1 ? '1 conversazione' : `${capped ? formatTotal(n, true) : formatInteger(n)} conversazioni`;

/** 'Scrivi ai clienti': one new conversation for each client chosen, or each client a search matches. */
export function BroadcastDialog() {
  const [open, setOpen] = React.useState(false);
  const create = useCreateThreads();
  const { register, handleSubmit, reset, watch, setError, setValue, formState } = useForm<FirmThreadsInput>({
    resolver: zodResolver(firmThreadsSchema),
    defaultValues: DEFAULTS,
  });
  const [recipients, setRecipients] = React.useState<Recipients>(NO_RECIPIENTS);
  const [recipientsError, setRecipientsError] = React.useState<string | null>(null);
  const [confirming, setConfirming] = React.useState<FirmThreadsInput | null>(null);
  const [alert, setAlert] = React.useState<string | null>(null);
  const [countedQ, setCountedQ] = React.useState('');
  const [, typeQ] = useDebouncedSearch(countedQ, setCountedQ);
  const matching = useMatchingClients(countedQ, open && recipients.mode === 'all');
  const matchingCount = matching.data && !matching.isPlaceholderData ? matching.data : null;
  const errors = formState.errors;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset(DEFAULTS);
      setRecipients(NO_RECIPIENTS);
      setRecipientsError(null);
      setConfirming(null);
      setAlert(null);
      setCountedQ('');
    }
  };
  const changeRecipients = (next: Recipients) => {
    setRecipients(next);
    setRecipientsError(null);
    if (next.q !== recipients.q) typeQ(next.q);
    const body = recipientsBody(next);
    setValue('userIds', body.userIds);
    setValue('filter', body.filter);
  };
  // What the schema cannot know: how many clients the search reaches.
  const recipientsProblem = () => {
    if (recipients.mode === 'selected') return null;
    if (matchingCount === null || countedQ !== recipients.q.trim()) return 'Attendi il conteggio dei clienti';
    return matchingCount.total === 0 ? 'Nessun cliente corrisponde alla ricerca' : null;
  };

  // First the count, asked to be confirmed: a circolare to many clients cannot be taken back.
  const onSubmit = handleSubmit(
    (values) => {
      const problem = recipientsProblem();
      setRecipientsError(problem);
      if (problem) return;
      setConfirming(values);
    },
    (invalid) => setRecipientsError(invalid.userIds?.message ?? recipientsProblem()),
  );
  const count =
    recipients.mode === 'all'
      ? conversations(matchingCount?.total ?? 0, matchingCount?.capped)
      : conversations(recipients.clients.length);
  const send = () => {
    if (!confirming) return;
    setAlert(null);
    create.mutate(confirming, {
      onSuccess: (ids) => {
        toast({
          title:
            ids.length === 1
              ? 'Messaggio inviato a 1 cliente'
              : `Messaggio inviato a ${formatInteger(ids.length)} clienti`,
        });
        changeOpen(false);
      },
      onError: (error) => {
        setConfirming(null);
        if (!showFieldRefusals(error, setError, ['subject', 'text']))
          setAlert(errorText(error, 'Messaggio non inviato: riprova tra qualche istante.'));
      },
    });
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={changeOpen}
      trigger={<Button icon={<PenLine aria-hidden="true" />}>Scrivi ai clienti</Button>}
      title="Scrivi ai clienti"
      description="Ogni cliente riceve una conversazione sua, nell'area clienti alla scheda «Messaggi»."
      className="max-w-3xl"
      onInteractOutside={(event) => event.preventDefault()}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <div className={confirming ? 'hidden' : 'grid gap-5'}>
          <FormField label="Oggetto" error={errors.subject?.message}>
            {(field) => (
              <Input {...field} {...register('subject')} autoComplete="off" maxLength={THREAD_SUBJECT_MAX} />
            )}
          </FormField>
          <FormField
            label="Messaggio"
            hint={<TextLength text={watch('text')} />}
            error={errors.text?.message}
          >
            {(field) => <Textarea {...field} {...register('text')} rows={6} />}
          </FormField>
          <RecipientsField
            value={recipients}
            onChange={changeRecipients}
            matching={matchingCount}
            error={recipientsError}
            what="Il messaggio"
          />
        </div>
        {confirming && (
          <p role="status" className="rounded-md bg-brand-50 p-4 font-medium text-slate-900">
            Verranno create {count}, una per cliente. Confermi l'invio?
          </p>
        )}
        {alert && <FormAlert>{alert}</FormAlert>}
        <DialogFooter>
          {confirming ? (
            <>
              <Button
                variant="outline"
                icon={<ArrowLeft aria-hidden="true" />}
                onClick={() => setConfirming(null)}
              >
                Indietro
              </Button>
              <Button icon={<Send aria-hidden="true" />} pending={create.isPending} onClick={send}>
                Conferma e invia
              </Button>
            </>
          ) : (
            <>
              <DialogClose asChild>
                <Button variant="outline">Annulla</Button>
              </DialogClose>
              <Button type="submit" icon={<Send aria-hidden="true" />}>
                Continua
              </Button>
            </>
          )}
        </DialogFooter>
      </form>
    </DialogShell>
  );
}

import type { ContactInput } from '@common/schemas/contact';
import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { lazyZodResolver } from '~/lib/lazy-zod-resolver';
import { cn } from '~/lib/utils';
import { type ContactValues, useSendContactMessage } from '../api/use-send-contact-message';
import { ContactSuccess } from './contact-success';

/**
 * The contact form: editing, sending, then a success panel in its place. The
 * panel's button brings back an empty form (a fresh mount is the reset).
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const [sent, setSent] = React.useState(false);
  const [returning, setReturning] = React.useState(false);

  if (sent) {
    return (
      <ContactSuccess
        onAnother={() => {
          setReturning(true);
          setSent(false);
        }}
      />
    );
  }
  return (
    <ContactFields
      sending={send.isPending}
      focusFirst={returning}
      onSend={(values) => send.mutate(values, { onSuccess: () => setSent(true) })}
    />
  );
}

// zod is most of this public page's script weight, and only validation needs it: it is fetched when the
// visitor first focuses a field (or sends).
const contact = lazyZodResolver<ContactInput, ContactValues>(() =>
  import('@common/schemas/contact').then((m) => m.contactSchema),
);

const textareaClass =
  'block min-h-40 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-700';

function ContactFields(props: { sending: boolean; focusFirst: boolean; onSend: (v: ContactValues) => void }) {
  const { sending, focusFirst, onSend } = props;
  const privacyId = React.useId();
  const honeypotId = React.useId();
  // The server takes a form sent within seconds of opening for a bot. A person may type before this
  // code arrives (the page's loader holds an early submit until it has), so the time counts from the
  // page's own start; the form shown again after a message was sent counts from then.
  const openedAt = React.useRef(focusFirst ? Date.now() : performance.timeOrigin);
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: contact.resolver,
    defaultValues: { name: '', email: '', subject: '', message: '', privacyAccepted: false, website: '' },
  });

  React.useEffect(() => {
    if (focusFirst) setFocus('name');
  }, [focusFirst, setFocus]);

  const onSubmit = handleSubmit((values) =>
    onSend({ ...values, elapsedMs: Math.round(Date.now() - openedAt.current) }),
  );

  return (
    // `post`: sent before any script could hold it (or with none), the message never lands in an address.
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={contact.preload}
      className="relative mt-6 grid gap-5"
      aria-label="Modulo di contatto"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Nome e cognome" error={errors.name?.message}>
          {(field) => <Input {...field} {...register('name')} required autoComplete="name" />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('email')}
              required
              type="email"
              autoComplete="email"
              spellCheck={false}
            />
          )}
        </FormField>
      </div>
      <FormField label="Oggetto" error={errors.subject?.message}>
        {(field) => <Input {...field} {...register('subject')} required />}
      </FormField>
      <FormField label="Messaggio" error={errors.message?.message}>
        {(field) => (
          <textarea {...field} {...register('message')} required rows={7} className={textareaClass} />
        )}
      </FormField>

      {/* Honeypot: off screen and out of the tab order; people never fill it, bots often do. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>Sito web (lasciare vuoto)</label>
        <input id={honeypotId} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <Controller
        name="privacyAccepted"
        control={control}
        render={({ field, fieldState }) => (
          <div className="grid gap-1.5">
            <div className="flex items-start gap-3">
              <Checkbox
                id={privacyId}
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-required="true"
                aria-invalid={Boolean(fieldState.error)}
                aria-describedby={fieldState.error ? `${privacyId}-error` : undefined}
                className={cn('mt-0.5', fieldState.error && 'border-red-700')}
              />
              <Label htmlFor={privacyId} className="font-normal">
                Ho letto e accetto la{' '}
                <a
                  href="/privacy-policy"
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  Privacy Policy
                  <span className="sr-only"> (si apre in una nuova scheda)</span>
                </a>
              </Label>
            </div>
            {fieldState.error && (
              <p id={`${privacyId}-error`} className="text-sm font-medium text-red-700">
                {fieldState.error.message}
              </p>
            )}
          </div>
        )}
      />

      <Button type="submit" size="lg" pending={sending} className="justify-self-start">
        {sending ? 'Invio in corso...' : 'Invia messaggio'}
      </Button>
    </form>
  );
}

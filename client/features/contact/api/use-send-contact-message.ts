import type { contactSchema } from '@common/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from '~/components/ui/use-toast';
import { ApiError, apiRequest, errorText } from '~/lib/api-client';

export type ContactValues = z.output<typeof contactSchema>;

async function sendContactMessage(values: ContactValues): Promise<void> {
  const res = await apiRequest('POST', '/api/contact', values);
  // The answer's fields are not used; reading it ends the request cleanly.
  await res.text();
}

/** Sends the contact form; the toasts are the specification's. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      toast({
        title: 'Messaggio inviato',
        description: 'Grazie per averci contattato! Ti risponderemo al più presto.',
      });
    },
    onError: (error) => {
      // The server's own words when it sent some; a lost connection is said in Italian, not the browser's English.
      const reason = errorText(
        error,
        error instanceof ApiError ? error.message : 'controlla la connessione e riprova.',
      );
      toast({
        variant: 'destructive',
        title: 'Errore',
        description: `Si è verificato un errore nell'invio del messaggio: ${reason}`,
      });
    },
  });
}

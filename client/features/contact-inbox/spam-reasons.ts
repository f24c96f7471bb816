import type { SpamReason } from '@common/schemas/contact';

/** Why the site judged a message automated, as the staff read it. */
export const spamReasonLabels: Record<SpamReason, string> = {
  honeypot: 'Campo nascosto compilato',
  'too-fast': 'Inviato troppo in fretta',
  'no-fill-time': 'Tempo di compilazione assente',
};

/** A contact form as a person sends it: valid, honeypot empty, filled in 12 seconds. */
export const validMessage = {
  name: 'Mario Rossi',
  email: 'mario.rossi@example.it',
  subject: 'Richiesta di consulenza',
  message: 'Vorrei fissare un appuntamento per la dichiarazione dei redditi.',
  privacyAccepted: true,
  website: '',
  elapsedMs: 12_000,
};

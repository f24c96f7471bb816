/** Accounts and documents seeded before the browser tests start (see global-setup.ts). */
export const e2eAdmin = { username: 'admin', password: 'e2e-admin-password-1' } as const;

export interface E2eClient {
  username: string;
  password: string;
  fullName: string;
  email: string;
}

// One account per kind of test that changes state, so parallel specs never collide.
export const e2eClients = {
  /** Has documents; used read-only. */
  mario: {
    username: 'mario.rossi',
    password: 'mario-password-1',
    fullName: 'Mario Rossi',
    email: 'mario.rossi@example.it',
  },
  /** Has no documents; used read-only. */
  giulia: {
    username: 'giulia.bianchi',
    password: 'giulia-password-1',
    fullName: 'Giulia Bianchi',
    email: 'giulia.bianchi@example.it',
  },
  /** Changes its password. */
  paola: {
    username: 'paola.neri',
    password: 'paola-password-1',
    fullName: 'Paola Neri',
    email: 'paola.neri@example.it',
  },
  /** Signs out, tries /admin. */
  luca: {
    username: 'luca.verdi',
    password: 'luca-password-1',
    fullName: 'Luca Verdi',
    email: 'luca.verdi@example.it',
  },
} satisfies Record<string, E2eClient>;

export const e2eDocuments = [
  {
    owner: 'mario',
    title: 'Modello 730/2026',
    filename: '730-2026.pdf',
    filetype: 'application/pdf',
    uploadedAt: '2026-05-14T09:30:00Z',
  },
  {
    owner: 'mario',
    title: 'F24 giugno 2026',
    filename: 'f24-giugno.pdf',
    filetype: 'application/pdf',
    uploadedAt: '2026-06-03T15:05:00Z',
  },
] as const satisfies readonly {
  owner: keyof typeof e2eClients;
  title: string;
  filename: string;
  filetype: string;
  uploadedAt: string;
}[];

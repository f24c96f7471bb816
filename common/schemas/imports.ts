import { z } from 'zod';
import { PAGE_CODES_MAX } from '../pdf-first-page';

export const IMPORT_FILES_MAX = 500;
const FILE_NAME_MAX = 255;

/**
 * `POST /api/admin/imports/preview` and `/api/v1/imports/preview`: the names of the files to import
 * and, for a PDF whose name has no code, the codes its sender read on its first page.
 */
export const importPreviewRequestSchema = z.object({
  files: z
    .array(
      z.object({
        name: z
          .string({ error: 'Nome del file mancante' })
          .min(1, 'Nome del file mancante')
          .max(FILE_NAME_MAX, `Il nome di un file può contenere al massimo ${FILE_NAME_MAX} caratteri`),
        pageCodes: z
          .array(z.string().max(16, 'Codice della prima pagina troppo lungo'))
          .max(PAGE_CODES_MAX, `Al massimo ${PAGE_CODES_MAX} codici della prima pagina per file`)
          .optional(),
        /** How many codes of the first page were left out of `pageCodes`: each counts as a person. */
        pageCodesOmitted: z
          .number({ error: 'Numero dei codici non inviati non valido' })
          .int('Numero dei codici non inviati non valido')
          .min(0, 'Numero dei codici non inviati non valido')
          .max(1_000_000, 'Numero dei codici non inviati non valido')
          .optional(),
      }),
      { error: 'Elenco dei file mancante' },
    )
    .min(1, 'Nessun file da importare')
    .max(IMPORT_FILES_MAX, `Si possono importare al massimo ${IMPORT_FILES_MAX} file per volta`),
});
export type ImportPreviewRequest = z.infer<typeof importPreviewRequestSchema>;

const candidateSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  /** Which identifier named them. */
  via: z.enum(['codiceFiscale', 'partitaIva']),
});

/**
 * One file of the preview: whose it is, with what was read. `matched`: it
 * names one person, a client. `proposed` ('da confermare'): it names one
 * client and other people (`others`), so it waits for the firm's eye.
 * `ambiguous`: several clients, or one and codes left unchecked. `unmatched`:
 * no client.
 */
export const importPreviewRowSchema = z.object({
  name: z.string(),
  status: z.enum(['matched', 'proposed', 'ambiguous', 'unmatched']),
  /** The identifiers read (control character right): in the name, or else on the first page. */
  read: z.array(z.string()),
  readFrom: z.enum(['name', 'firstPage']).nullable(),
  candidates: z.array(candidateSchema),
  /**
   * People the name or page names besides the candidates: each code no client
   * has (an unknown code is a person), and each code left out of the request.
   */
  others: z.number().int(),
  /** The client when the file names exactly one person, a client; never for `proposed`. */
  userId: z.number().int().nullable(),
  title: z.string(),
  category: z.string(),
  year: z.number().int(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewSchema = z.object({ rows: z.array(importPreviewRowSchema) });

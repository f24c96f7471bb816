import { describe, expect, it } from 'vitest';
import { identifiersIn, titleFromName } from '../import-guess';
import { newApiTokenSchema } from './api-tokens';
import { clientUploadFieldsSchema } from './client-uploads';
import {
  adminRequestsQuerySchema,
  requestItemInputSchema,
  requestTemplateInputSchema,
} from './document-requests';
import { documentTitleSchema } from './documents';

const HOSTILE = '\x1b]0;owned\x07 Cedolino\u202e\tnovembre\u2066 \r\n';

describe('every title-like field', () => {
  it('is kept as one line without control or bidi characters', () => {
    expect(documentTitleSchema.parse(HOSTILE)).toBe(']0;owned Cedolino novembre');
    expect(clientUploadFieldsSchema.parse({ title: HOSTILE, category: 'altro' }).title).toBe(
      ']0;owned Cedolino novembre',
    );
    expect(requestItemInputSchema.parse({ name: HOSTILE, hint: HOSTILE, category: 'altro' })).toEqual({
      name: ']0;owned Cedolino novembre',
      hint: ']0;owned Cedolino novembre',
      category: 'altro',
    });
    expect(
      requestTemplateInputSchema.parse({
        name: HOSTILE,
        title: HOSTILE,
        items: [{ name: 'CU', category: 'altro' }],
      }),
    ).toMatchObject({ name: ']0;owned Cedolino novembre', title: ']0;owned Cedolino novembre' });
    expect(newApiTokenSchema.shape.name.parse(HOSTILE)).toBe(']0;owned Cedolino novembre');
    // The list's filter cleans the same way, or a pasted title would find nothing.
    expect(adminRequestsQuerySchema.parse({ title: HOSTILE }).title).toBe(']0;owned Cedolino novembre');
  });

  it('proposed from a file name is one too', () => {
    const name = `${HOSTILE}.pdf`;
    expect(titleFromName(name, identifiersIn(name))).toBe(']0;owned Cedolino novembre');
  });
});

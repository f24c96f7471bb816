import { currentYear, documentCategories } from '@common/document-categories';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pdfFile } from '../../test/support/document-fixtures';
import { postUpload, uploadParts } from '../../test/support/multipart';
import { TEST_ADMIN } from '../../test/support/test-app';
import { setUpUploadHarness } from '../../test/support/upload-harness';
import { login } from '../../test/support/users';
import { documents } from '../db/schema';

const h = setUpUploadHarness();
const thisYear = currentYear();

/** An ordinary upload with `category` and `year` among its fields (absent when undefined). */
function uploadWith(fields: { category?: string; year?: string }, mode: 'single' | 'bulk' = 'single') {
  const [title, userId, ...rest] = uploadParts({
    title: 'Documento',
    userId: h.client.id,
    mode,
    filename: 'documento.pdf',
    content: pdfFile(),
  });
  const extra = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ({ name, value: value! }));
  return postUpload(h.t.app, h.admin, [title!, userId!, ...extra, ...rest]);
}

describe('POST /api/documents/upload: category and year', () => {
  it.each([
    ['fatture', String(thisYear), 'single'],
    ['f24-tributi', '2019', 'bulk'],
    ['dichiarazioni-bilanci', '1970', 'single'],
    // Next year's papers arrive in December: a clock a little ahead at New Year too.
    ['spese-detrazioni', String(thisYear + 1), 'bulk'],
  ] as const)('stores %s for %s (%s upload) and both lists show it', async (category, year, mode) => {
    const res = await uploadWith({ category, year }, mode);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ category, year: Number(year) });
    const [row] = await h.t.app.db.select().from(documents).where(eq(documents.id, res.json().id));
    expect(row).toMatchObject({ category, year: Number(year) });

    const client = await login(h.t.app, h.client.username, h.client.password);
    const mine = await h.t.app.inject({ url: '/api/documents', cookies: client });
    expect(mine.json().items).toEqual([
      expect.objectContaining({ id: row!.id, category, year: Number(year) }),
    ]);
    const all = await h.t.app.inject({ url: '/api/admin/documents', cookies: h.admin });
    expect(all.json().items).toEqual([
      expect.objectContaining({ id: row!.id, category, year: Number(year) }),
    ]);
  });

  it('accepts every category of the shared list', async () => {
    for (const { value } of documentCategories) {
      const res = await uploadWith({ category: value, year: '2024' });
      expect(res.statusCode, value).toBe(201);
      expect(res.json().category).toBe(value);
    }
  });

  it.each([
    ['an unknown category', { category: 'segreti' }, { category: 'Seleziona una categoria' }],
    ['a label instead of the value', { category: 'Fatture' }, { category: 'Seleziona una categoria' }],
    ['an empty category', { category: '' }, { category: 'Seleziona una categoria' }],
    ['a year before 1970', { year: '1969' }, { year: 'Anno non valido' }],
    ['a year after next year', { year: String(thisYear + 2) }, { year: 'Anno non valido' }],
    ['a year that is not a number', { year: 'duemila' }, { year: 'Anno non valido' }],
    ['a year with decimals', { year: '2024.5' }, { year: 'Anno non valido' }],
    ['an empty year', { year: '' }, { year: 'Anno non valido' }],
    [
      'both wrong',
      { category: 'x', year: '1900' },
      { category: 'Seleziona una categoria', year: 'Anno non valido' },
    ],
  ])(
    'refuses %s with 400, the field error in Italian, and stores nothing',
    async (_label, fields, fieldErrors) => {
      const res = await uploadWith(fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: Object.values(fieldErrors)[0], fieldErrors });
      await h.expectNothingStored();
    },
  );

  it("files an upload without them under 'Altro' and the current year", async () => {
    const res = await uploadWith({});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ category: 'altro', year: currentYear(h.t.clock.now) });
    const [row] = await h.t.app.db.select().from(documents).where(eq(documents.id, res.json().id));
    expect(row).toMatchObject({ category: 'altro', year: currentYear(h.t.clock.now) });
  });

  it("takes the current year in Italy: 31 December at 23:30 UTC is already next year's", async () => {
    const real = h.t.clock.now;
    h.t.clock.now = new Date(Date.UTC(thisYear - 1, 11, 31, 23, 30));
    try {
      // A session opened at the shifted time: the one from the real clock would look stale.
      h.admin = await login(h.t.app, TEST_ADMIN.username, TEST_ADMIN.password);
      const res = await uploadWith({ category: 'fatture' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ year: thisYear, uploadedAt: `${thisYear - 1}-12-31T23:30:00.000Z` });
    } finally {
      h.t.clock.now = real;
      h.admin = await login(h.t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    }
  });
});

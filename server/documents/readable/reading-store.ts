import { type FileDetails, INVOICE_LINES_PAGE, type InvoiceLine } from '@common/schemas/file-details';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileReadingLines, fileReadings } from '../../db/schema';
import type { pacer } from './pace';

/** Pages of lines written per statement: each a short step, however long the invoice. */
const PAGES_PER_INSERT = 10;
/** Keys per statement: well under PostgreSQL's limit of parameters. */
const FORGET_BATCH = 1000;

/**
 * The details with each invoice's lines from the `from`-th (1-based), a page of them: the kept reading's
 * own, or those of `details` just read.
 */
export function linesPage(details: FileDetails, from: number): FileDetails {
  if (!details.invoices) return details;
  const invoices = details.invoices.map((invoice) => ({
    ...invoice,
    lines: invoice.lines.slice(from - 1, from - 1 + INVOICE_LINES_PAGE),
    linesFrom: from,
  }));
  return { ...details, invoices };
}

/** How a reading was made: the reader's version and the authorities trusted then. */
export interface ReadingBasis {
  version: number;
  trust: string;
}

/** What was kept of the file on this same basis, with the page of lines from `from`; or null. */
export async function keptReading(
  db: Db,
  storageKey: string,
  basis: ReadingBasis,
  from: number,
): Promise<FileDetails | null> {
  const [kept] = await db
    .select({ details: fileReadings.details })
    .from(fileReadings)
    .where(
      and(
        eq(fileReadings.storageKey, storageKey),
        eq(fileReadings.readerVersion, basis.version),
        eq(fileReadings.trust, basis.trust),
      ),
    );
  if (!kept) return null;
  const details = kept.details as FileDetails;
  if (!details.invoices) return details;
  // `from` need not start a page: the two pages it spans.
  const first = Math.floor((from - 1) / INVOICE_LINES_PAGE);
  const rows = await db
    .select()
    .from(fileReadingLines)
    .where(
      and(eq(fileReadingLines.storageKey, storageKey), inArray(fileReadingLines.page, [first, first + 1])),
    )
    .orderBy(fileReadingLines.invoice, fileReadingLines.page);
  const offset = from - 1 - first * INVOICE_LINES_PAGE;
  return {
    ...details,
    invoices: details.invoices.map((invoice, index) => ({
      ...invoice,
      lines: rows
        .filter((row) => row.invoice === index)
        .flatMap((row) => row.lines as InvoiceLine[])
        .slice(offset, offset + INVOICE_LINES_PAGE),
      linesFrom: from,
    })),
  };
}

/**
 * Keeps a file's reading: its lines first, a few pages a statement, then the details that vouch for
 * them. Lines of an older reading go first; two instances reading the same file write the same rows.
 */
export async function keepReading(
  db: Db,
  storageKey: string,
  basis: ReadingBasis,
  details: FileDetails,
  now: Date,
  pace: ReturnType<typeof pacer>,
): Promise<void> {
  await db.delete(fileReadingLines).where(eq(fileReadingLines.storageKey, storageKey));
  const pages = (details.invoices ?? []).flatMap((invoice, index) =>
    Array.from({ length: Math.ceil(invoice.lines.length / INVOICE_LINES_PAGE) }, (_, page) => ({
      storageKey,
      invoice: index,
      page,
      lines: invoice.lines.slice(page * INVOICE_LINES_PAGE, (page + 1) * INVOICE_LINES_PAGE),
    })),
  );
  for (let at = 0; at < pages.length; at += PAGES_PER_INSERT) {
    await db
      .insert(fileReadingLines)
      .values(pages.slice(at, at + PAGES_PER_INSERT))
      .onConflictDoNothing();
    await pace();
  }
  const head = details.invoices
    ? { ...details, invoices: details.invoices.map((invoice) => ({ ...invoice, lines: [] })) }
    : details;
  await db
    .insert(fileReadings)
    .values({ storageKey, readerVersion: basis.version, trust: basis.trust, details: head, readAt: now })
    .onConflictDoUpdate({
      target: fileReadings.storageKey,
      set: { readerVersion: basis.version, trust: basis.trust, details: head, readAt: now },
    });
}

/** Forgets the readings of removed files, lines and all. */
export async function forgetReadings(db: Db, keys: string[]): Promise<void> {
  for (let at = 0; at < keys.length; at += FORGET_BATCH) {
    const batch = keys.slice(at, at + FORGET_BATCH);
    await db.delete(fileReadingLines).where(inArray(fileReadingLines.storageKey, batch));
    await db.delete(fileReadings).where(inArray(fileReadings.storageKey, batch));
  }
}

import type { FileDetails, Invoice } from '@common/schemas/file-details';
import { assertAcceptedType, type DetectedType, TypeSniffer } from '../file-types/detect-type';
import { decodeBase64Text } from './base64-text';
import { InvoiceError, type ReadInvoice, readInvoices } from './invoice-reader';
import { pacer } from './pace';
import { readSdiNotice } from './sdi-notice';
import { EnvelopeError, type OpenedEnvelope, openEnvelope } from './signed-envelope';
import type { TrustedCertificates } from './trusted-certificates';
import { readXmlTree, XmlError } from './xml-tree';

const P7M = 'application/pkcs7-mime';
const XML = 'application/xml';
/** A file signed again over its signature (`.p7m.p7m`) is common; deeper nesting is not a signature. */
const MAX_ENVELOPES = 3;
const SNIFF_CHUNK = 64 * 1024;

export interface ReadOptions {
  trusted: TrustedCertificates | null;
  now: Date;
}

/** What a stored file says, read once: every invoice line, every signer, or why it cannot be read. */
export async function readFileDetails(
  bytes: Buffer,
  filetype: string,
  options: ReadOptions,
): Promise<FileDetails> {
  const pace = pacer();
  const details: FileDetails = { signature: null, invoices: null, notice: null, unreadable: null };
  let content = bytes;
  let type: string | null = filetype;
  try {
    if (filetype === P7M) {
      const opened = await openEnvelopes(bytes, options, pace);
      content = opened.content;
      type = opened.type?.mime ?? null;
      details.signature = {
        signers: opened.signers,
        contentIntact: opened.contentIntact,
        problems: opened.problems,
        trustChecked: options.trusted !== null,
        content: { type, bytes: content.length },
      };
    }
    if (type === XML) {
      const root = await readXmlTree(content, pace);
      details.notice = readSdiNotice(root);
      if (!details.notice) details.invoices = await withAttachments(readInvoices(root), pace);
    }
  } catch (err) {
    if (!(err instanceof XmlError || err instanceof InvoiceError || err instanceof EnvelopeError)) throw err;
    details.unreadable = { reason: err.message };
  }
  return details;
}

/** Every envelope down to the content (a file signed again is opened again), and the content's type. */
async function openEnvelopes(
  bytes: Buffer,
  options: ReadOptions,
  pace: ReturnType<typeof pacer>,
): Promise<OpenedEnvelope & { type: DetectedType | null }> {
  let merged: OpenedEnvelope | null = null;
  let current = bytes;
  let type: DetectedType | null = null;
  for (let level = 0; level < MAX_ENVELOPES; level++) {
    const der = current[0] === 0x30 ? current : await decodeBase64Text(current, pace);
    const opened = await openEnvelope(der, options.trusted, pace, options.now);
    merged = merged
      ? {
          signers: [...merged.signers, ...opened.signers],
          contentIntact: merged.contentIntact && opened.contentIntact,
          problems: [...new Set([...merged.problems, ...opened.problems])],
          content: opened.content,
        }
      : opened;
    current = opened.content;
    type = await detectType(current, pace);
    if (type?.mime !== P7M) break;
  }
  return { ...merged!, type };
}

/** The signed content on its own (the innermost, past any envelope signed again). */
export async function signedContentOf(
  bytes: Buffer,
): Promise<{ content: Buffer; type: DetectedType | null }> {
  const opened = await openEnvelopes(bytes, { trusted: null, now: new Date() }, pacer());
  return { content: opened.content, type: opened.type };
}

/** One attachment of the file's invoices, numbered from 1 across the file, decoded and typed; null if none. */
export async function attachmentOf(bytes: Buffer, filetype: string, index: number) {
  const pace = pacer();
  const content =
    filetype === P7M ? (await openEnvelopes(bytes, { trusted: null, now: new Date() }, pace)).content : bytes;
  const parts = readInvoices(await readXmlTree(content, pace)).flatMap((invoice) => invoice.attachmentParts);
  const part = parts[index - 1];
  if (!part) return null;
  const decoded = await decodeBase64Text(Buffer.from(part.base64, 'latin1'), pace);
  return { name: part.name, bytes: decoded, type: await acceptedTypeOf(decoded, part.name, pace) };
}

/** The attachment's type as an upload's would be: by content, and only the types clients may send. */
export async function acceptedTypeOf(
  bytes: Buffer,
  name: string,
  pace = pacer(),
): Promise<DetectedType | null> {
  try {
    return assertAcceptedType(await detectType(bytes, pace), name, 'client');
  } catch {
    return null;
  }
}

/** Each invoice with its attachments' sizes and types; numbered across the file, as `attachmentOf` does. */
async function withAttachments(invoices: ReadInvoice[], pace: ReturnType<typeof pacer>): Promise<Invoice[]> {
  let index = 0;
  const read: Invoice[] = [];
  for (const { attachmentParts, ...invoice } of invoices) {
    const attachments: Invoice['attachments'] = [];
    for (const part of attachmentParts) {
      const bytes = await decodeBase64Text(Buffer.from(part.base64, 'latin1'), pace);
      attachments.push({
        index: ++index,
        name: part.name,
        description: part.description,
        bytes: bytes.length,
        type: (await acceptedTypeOf(bytes, part.name, pace))?.mime ?? null,
      });
    }
    read.push({ ...invoice, attachments });
  }
  return read;
}

/** The type as an upload's is decided (every byte of a text or an XML is read), a short step at a time. */
async function detectType(bytes: Buffer, pace: ReturnType<typeof pacer>): Promise<DetectedType | null> {
  if (bytes.length === 0) return null;
  const sniffer = new TypeSniffer();
  for (let at = 0; at < bytes.length; at += SNIFF_CHUNK) {
    sniffer.push(bytes.subarray(at, at + SNIFF_CHUNK));
    await pace();
  }
  return sniffer.finish(
    async (position, length) => bytes.subarray(position, position + length),
    bytes.length,
  );
}

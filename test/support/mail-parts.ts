import type { ReceivedMail } from './smtp-sink';

export interface MailBodies {
  /** The top-level Content-Type without parameters ('multipart/alternative', 'text/plain', …). */
  type: string;
  text: string | undefined;
  html: string | undefined;
}

/** The plain text and HTML parts of a received e-mail, transfer encoding undone. */
export function mailBodies(mail: ReceivedMail): MailBodies {
  const contentType = mail.header('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (!type.startsWith('multipart/')) {
    const single = mail.text;
    return {
      type,
      text: type === 'text/html' ? undefined : single,
      html: type === 'text/html' ? single : undefined,
    };
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) throw new Error(`no boundary in ${contentType}`);
  const body = mail.raw.slice(mail.raw.indexOf('\r\n\r\n') + 4);
  const bodies: MailBodies = { type, text: undefined, html: undefined };
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    const split = part.indexOf('\r\n\r\n');
    const head = part
      .slice(0, split)
      .replace(/\r\n[ \t]+/g, ' ')
      .toLowerCase();
    const raw = part.slice(split + 4).replace(/\r\n$/, '');
    const encoding = /content-transfer-encoding:\s*([\w-]+)/.exec(head)?.[1];
    const decoded =
      encoding === 'quoted-printable'
        ? decodeQuotedPrintable(raw)
        : encoding === 'base64'
          ? Buffer.from(raw, 'base64').toString('utf8')
          : raw;
    const partType = /content-type:\s*([\w/+-]+)/.exec(head)?.[1];
    if (partType === 'text/plain') bodies.text = decoded.replace(/\r\n/g, '\n');
    if (partType === 'text/html') bodies.html = decoded.replace(/\r\n/g, '\n');
  }
  return bodies;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

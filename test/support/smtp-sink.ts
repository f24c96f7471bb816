import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** An e-mail as a real SMTP server received it, decoded enough to assert on. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** Lower-case header names; encoded words decoded; every occurrence kept. */
  headers: Map<string, string[]>;
  header(name: string): string | undefined;
  /** The body, transfer encoding undone. */
  text: string;
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** smtp://127.0.0.1:PORT */
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` e-mails have arrived in total. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Listen here (a port found with freePort), or on any free port. */
  port?: number;
  /** Answer the DATA command only when this resolves: keeps a send in flight. */
  holdData?: () => Promise<void>;
}

/** A real SMTP server on loopback that keeps every e-mail it accepts. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        await options.holdData?.();
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), session));
        for (const w of waiters.filter((w) => received.length >= w.count)) w.resolve();
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor: (count) =>
      received.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function parseMail(raw: string, session: SMTPServerSession): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string[]>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), decodeWords(line.slice(colon + 1).trim())]);
  }
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.[0]?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return {
    envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
    envelopeTo: session.envelope.rcptTo.map((r) => r.address),
    headers,
    header: (name) => headers.get(name.toLowerCase())?.[0],
    text: text.replace(/\r\n/g, '\n'),
    raw,
  };
}

function decodeQuotedPrintable(body: string): string {
  const escaped = body.replace(/=\r\n/g, '').replace(/%/g, '%25');
  return decodeURIComponent(escaped.replace(/=([0-9A-F]{2})/gi, '%$1'));
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

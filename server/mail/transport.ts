import nodemailer from 'nodemailer';

/** One e-mail as the outbox hands it to the transport. */
export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// A send is bounded step by step and as a whole, so it always ends within the
// outbox lease and a hung server cannot make two workers send the same row.
// A server that accepts the connection and then says nothing is the greeting
// deadline; one that stops answering mid-message, the socket's.
export const SMTP_TIMEOUTS = {
  connectionTimeout: 20_000,
  greetingTimeout: 20_000,
  socketTimeout: 60_000,
  dnsTimeout: 10_000,
};
export const MAX_SEND_MS = 2 * 60_000;

/** SMTP transport from a URL such as smtps://user:pass@mail.example.it:465. */
export function createSmtpTransport(smtpUrl: string, timeouts = SMTP_TIMEOUTS): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...timeouts });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        // Bodies are data: never let nodemailer read a file or fetch a URL named in them.
        disableUrlAccess: true,
        disableFileAccess: true,
        signal: AbortSignal.timeout(MAX_SEND_MS),
      });
    },
    close: () => transporter.close(),
  };
}

/** The server part of an SMTP URL, for logs: never the credentials. */
export function describeSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

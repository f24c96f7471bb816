import { expect } from 'vitest';
import type { SmtpSink } from '../../support/smtp-sink';

/**
 * Waits for `total` e-mails, then a little longer (a duplicate would arrive
 * now), and checks each subject arrived exactly once. Returns how many came.
 */
export async function expectDeliveredOnce(sink: SmtpSink, subjects: string[], total = subjects.length) {
  await sink.waitFor(total);
  await new Promise((r) => setTimeout(r, 2_000));
  const delivered = sink.received.map((m) => m.header('subject') ?? '');
  for (const subject of subjects)
    expect(
      delivered.filter((d) => d.endsWith(subject)),
      subject,
    ).toHaveLength(1);
  expect(delivered).toHaveLength(total);
  return delivered.length;
}

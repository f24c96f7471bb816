import { describe, expect, it } from 'vitest';
import { databaseName, databaseState, freeSpaceText, mailState } from './health-format';

const GB = 1024 ** 3;
const place = { label: 'Documenti', kind: 'disk' as const, location: '/srv/data/documents', low: false };

describe('the health card in words', () => {
  it('gives free space in GB with the share of the disk, and a bucket as the provider’s', () => {
    expect(freeSpaceText({ ...place, freeBytes: 50 * GB, totalBytes: 250 * GB })).toBe(
      '50,0 GB liberi su 250,0 GB (20 %)',
    );
    expect(freeSpaceText({ ...place, freeBytes: 0.8 * GB, totalBytes: 32 * GB })).toBe(
      '0,8 GB liberi su 32,0 GB (2 %)',
    );
    expect(freeSpaceText({ ...place, kind: 'bucket', freeBytes: null, totalBytes: null })).toBe(
      'Spazio gestito dal fornitore del servizio',
    );
  });

  it('says whether the database answers, and how fast', () => {
    expect(databaseName({ kind: 'pglite', ok: true, latencyMs: 1 })).toBe('Database integrato');
    expect(databaseName({ kind: 'postgres', ok: true, latencyMs: 1 })).toBe('PostgreSQL');
    expect(databaseState({ kind: 'postgres', ok: true, latencyMs: 1.25 })).toBe(
      'Raggiungibile, risponde in 1,3 ms',
    );
    expect(databaseState({ kind: 'postgres', ok: false, latencyMs: null })).toBe('Non raggiungibile');
  });

  it('counts the outbox, or says mail is off', () => {
    const mail = { enabled: true, pending: 1, failed: 2, oldestPendingAt: null, failingSince: null };
    expect(mailState(mail)).toBe('1 e-mail in attesa, 2 non consegnate');
    expect(mailState({ ...mail, pending: 0, failed: 1 })).toBe('0 e-mail in attesa, 1 non consegnata');
    expect(mailState({ ...mail, enabled: false })).toBe(
      'Invio e-mail disattivato: i messaggi restano nel pannello',
    );
  });
});

import { expect, it } from 'vitest';
import { migrations, migrationTargetOfFile } from '../../test/support/migration-target';

/**
 * Migration 0015 on a database whose API tokens were made when an expiry was optional: none is left
 * without an end, none works past a year from the upgrade, and none stops working overnight.
 */
const BEFORE_EXPIRY = 15; // 0000 … 0014
const DAY_MS = 86_400_000;

const db = migrationTargetOfFile();

it('gives every API token an expiry within a year of the upgrade, and keeps nearer ones', async () => {
  const { folder, last } = await db.upTo(BEFORE_EXPIRY);
  expect(last).toBe('0014_api_tokens');
  await db.migrate(folder);
  const [admin] = await db.query<{ id: number }>(
    `insert into users (username, password_hash, full_name, email, role)
     values ('studio', 'x', 'Studio', 'studio@example.it', 'admin') returning id`,
  );
  const soon = new Date(Date.now() + 30 * DAY_MS);
  const tokens: [string, Date | null, Date | null][] = [
    ['senza scadenza', null, null],
    ['fino al 2099', new Date('2099-12-31T23:00:00Z'), null],
    ['tra un mese', soon, null],
    ['revocato', null, new Date('2026-01-10T10:00:00Z')],
  ];
  for (const [name, expiresAt, revokedAt] of tokens) {
    await db.query(
      `insert into api_tokens (name, token_hash, scopes, created_by, created_at, expires_at, revoked_at)
       values ($1, $2, '{documents:write}', $3, '2025-01-15T09:00:00Z', $4, $5)`,
      [name, `hash-${name}`, admin!.id, expiresAt, revokedAt],
    );
  }

  const before = Date.now();
  await db.migrate(migrations);
  const after = Date.now();

  const rows = await db.query<{ name: string; expires_at: Date | string }>(
    'select name, expires_at from api_tokens order by id',
  );
  const expiry = Object.fromEntries(rows.map((r) => [r.name, new Date(r.expires_at).getTime()]));
  for (const name of ['senza scadenza', 'fino al 2099', 'revocato']) {
    // A year from the upgrade: the firm's software keeps working meanwhile.
    expect(expiry[name]).toBeGreaterThanOrEqual(before + 365 * DAY_MS - 1000);
    expect(expiry[name]).toBeLessThanOrEqual(after + 365 * DAY_MS + 1000);
  }
  expect(expiry['tra un mese']).toBe(soon.getTime());

  // From now on a token without an end cannot be stored.
  await expect(
    db.query(
      `insert into api_tokens (name, token_hash, scopes) values ('nuovo', 'hash-nuovo', '{documents:read}')`,
    ),
  ).rejects.toThrow(/null/);
});

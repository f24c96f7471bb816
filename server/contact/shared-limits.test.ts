import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Instances, startTwoInstances } from '../../test/support/two-instances';
import { createUser } from '../../test/support/users';
import { contactMessages } from '../db/schema';

const validMessage = {
  name: 'Mario Rossi',
  email: 'mario.rossi@example.it',
  subject: 'Richiesta di consulenza',
  message: 'Vorrei un appuntamento per la dichiarazione dei redditi.',
  privacyAccepted: true,
  website: '',
  elapsedMs: 12_000,
};

let instances: Instances;
let now = new Date('2026-11-24T09:00:00Z');
beforeAll(async () => {
  instances = await startTwoInstances({}, { now: () => now });
});
afterAll(() => instances?.close());

const contact = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: validMessage, remoteAddress });
const signIn = (app: FastifyInstance, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: '203.0.113.9',
  });

// The limits count in the database: what one instance saw, the others and a restarted one see too.
describe('limits shared by every instance', () => {
  it('counts contact messages from one address across instances and restarts', async () => {
    const { one, two } = instances;
    const ip = '198.51.100.77';
    for (const app of [one, two, one, two, one]) expect((await contact(app, ip)).statusCode).toBe(201);
    const restarted = await instances.another();
    const refused = await contact(restarted, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Hai inviato troppi messaggi. Riprova tra 60 minuti.' });
    expect(refused.headers['retry-after']).toBe('3600');
    expect((await contact(two, ip)).statusCode).toBe(429);
    expect(await one.db.select().from(contactMessages)).toHaveLength(5);

    // Another address is not affected; the same one is welcome again an hour later.
    expect((await contact(two, '198.51.100.78')).statusCode).toBe(201);
    now = new Date(now.getTime() + 60 * 60 * 1000);
    expect((await contact(one, ip)).statusCode).toBe(201);
  });

  it('loses no count when instances take messages at the same moment', async () => {
    const { one, two } = instances;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => contact(i % 2 ? one : two, '198.51.100.90')),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it('throttles sign-in failures made on different instances together', async () => {
    const { one, two } = instances;
    await createUser(one, { username: 'giulia', password: 'giulia-password' });
    for (const app of [one, two, one, two])
      expect((await signIn(app, 'giulia', 'sbagliata')).statusCode).toBe(401);
    const refused = await signIn(await instances.another(), 'giulia', 'giulia-password');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Troppi tentativi di accesso. Riprova tra 1 secondo.' });
  });
});

import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane.
// Argon2id is the library's default algorithm.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

let dummy: Promise<string> | undefined;
/** A real hash of a random secret, verified when the user does not exist. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hash(randomBytes(16).toString('hex'), options);
  return dummy;
}

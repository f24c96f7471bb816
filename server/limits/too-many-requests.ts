import type { FastifyReply } from 'fastify';
import { HttpError } from '../http-error';

/** "30 secondi", "2 minuti": the wait in words for a 429 message. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 secondo' : `${seconds} secondi`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minuti`;
}

/** A 429 saying how long to wait, in words for the person and in Retry-After for the client. */
export function tooManyRequests(reply: FastifyReply, waitMs: number, sentence: string): HttpError {
  reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
  return new HttpError(429, `${sentence} Riprova tra ${waitInWords(waitMs)}.`);
}

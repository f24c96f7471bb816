import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';
import { maskSecrets } from './secret-urls';

/**
 * Fastify's own request and error serializers, with the secrets of a URL masked
 * (secret-urls.ts): every request line, and an error whose message or stack quotes a URL.
 */
export const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: maskSecrets(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
  err: (err: Error) => {
    const serialized = stdSerializers.err(err);
    if (typeof serialized?.message === 'string') serialized.message = maskSecrets(serialized.message);
    if (typeof serialized?.stack === 'string') serialized.stack = maskSecrets(serialized.stack);
    return serialized;
  },
};

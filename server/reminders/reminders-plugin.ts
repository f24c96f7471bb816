import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

export const remindersPlugin = fp(async (_app: FastifyInstance, _opts: { config: Config }) => {});

import type { FastifyInstance } from 'fastify';

export async function requestRoutes(_app: FastifyInstance, _opts: { publicUrl: string; quotaBytes: number }) {}

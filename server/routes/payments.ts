import type { FastifyInstance } from 'fastify';

export async function paymentRoutes(_app: FastifyInstance, _opts: { publicUrl: string; quotaBytes: number }) {}

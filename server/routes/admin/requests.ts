import type { FastifyInstance } from 'fastify';

export async function adminRequestRoutes(_app: FastifyInstance, _opts: { publicUrl: string }) {}

import type { FastifyInstance } from 'fastify';

export async function adminRequestTemplateRoutes(_app: FastifyInstance, _opts: { publicUrl: string }) {}

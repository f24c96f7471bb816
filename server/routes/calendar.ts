import type { FastifyInstance } from 'fastify';

export async function calendarRoutes(_app: FastifyInstance, _opts: { publicUrl: string; quotaBytes: number }) {}

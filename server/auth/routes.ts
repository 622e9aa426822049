import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

export async function authRoutes(_app: FastifyInstance, _deps: AppDeps) {}

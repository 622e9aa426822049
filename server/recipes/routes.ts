import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

export async function recipeRoutes(_app: FastifyInstance, _deps: AppDeps) {}

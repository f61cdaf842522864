// STUB: replaced by the REST work (static SPA, fallback, /config.json, CSP).
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';

export async function registerSpa(_app: FastifyInstance, _config: ServerConfig): Promise<void> {}

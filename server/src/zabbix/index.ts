// STUB: replaced by the Zabbix simulator work.
import type { FastifyInstance } from 'fastify';

export async function registerZabbix(_app: FastifyInstance, _opts: { token: string }): Promise<void> {}

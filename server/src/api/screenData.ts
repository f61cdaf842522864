/**
 * What the monitoring screens' endpoints share: who may call them (the
 * screen's page, and for plant screens the plant of the `subsidiary-id`
 * header). Their timestamps and the company's time zone come from
 * db/times.ts, which the services use too.
 */
import type { FastifyRequest } from 'fastify';
import type { DbRecord } from '../db/repository.ts';
import { selectedPlant } from './access.ts';
import type { Caller } from './caller.ts';
import { forbidden, unauthorized } from './errors.ts';

/** The caller, when their profile holds the screen's page (else 401/403). */
export function screenCaller(req: FastifyRequest, page: string): Caller {
    const caller = req.caller;
    if (!caller) throw unauthorized();
    if (!caller.pages.has(page))
        throw forbidden(`Your profile has no ${page} page`);
    return caller;
}

/** The plant a plant screen shows: the header's, one of the caller's. */
export const screenPlant = (req: FastifyRequest, page: string): DbRecord =>
    selectedPlant(screenCaller(req, page), req.headers['subsidiary-id']);

/**
 * `POST /api/simulation/:id/send`: runs the drill's notifications. Each
 * active contact called at the simulated criticality gets an SMS (and an
 * e-mail when it has one), recorded in the outbox; the simulation is marked
 * sent. One transaction: all of it or nothing.
 *
 * `GET /api/simulation/:id/outbox`: what the send recorded, for the drill's
 * page (who was notified, when, how). Reading the drill is enough.
 */
import type { FastifyInstance } from 'fastify';
import { getResource } from '@shared/declarations/index.ts';
import type { Database } from '../db/index.ts';
import { addToOutbox, listOutbox, type OutboxEntry } from '../db/outbox.ts';
import { repositoryFor } from '../db/repository.ts';
import { ApiError, notFound } from './errors.ts';
import { accessFor, findVisible, parseId } from './resourceRoutes.ts';

const simulationDef = getResource('simulation');

const ids = (v: unknown): number[] =>
    Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];

export function registerSimulationRoutes(app: FastifyInstance, db: Database) {
    app.get<{ Params: { id: string } }>('/simulation/:id/outbox', async req => {
        const access = accessFor(req, simulationDef, 'read');
        const id = parseId(req.params.id);
        const simulation = await findVisible(db, access, id);
        const rows = await listOutbox(db, {
            simulationId: Number(simulation.id),
        });
        return {
            data: rows.map(r => ({
                id: r.id,
                contactId: r.contactId,
                channel: r.channel,
                recipient: r.recipient,
                createdAt:
                    typeof r.createdAt === 'string'
                        ? r.createdAt
                        : new Date(r.createdAt).toISOString(),
            })),
        };
    });

    app.post<{ Params: { id: string } }>('/simulation/:id/send', async req => {
        const access = accessFor(req, simulationDef, 'update');
        const id = parseId(req.params.id);
        const plantId = access.plant?.id;
        if (plantId === undefined) throw notFound();
        const result = await db.transaction(async tx => {
            const simulation = await findVisible(tx, access, id);
            if (simulation.sent === true) {
                throw new ApiError(409, 'Simulation already sent');
            }
            const contacts = await repositoryFor(tx, 'contact').getMany(
                ids(simulation.contactIds),
                { subsidiaryId: plantId }
            );
            const called = contacts.filter(
                c =>
                    c.status === 'active' &&
                    Array.isArray(c.criticalityForContact) &&
                    c.criticalityForContact.includes(simulation.criticality)
            );
            const payload = {
                kind: 'simulation',
                title: simulation.title,
                criticality: simulation.criticality,
                date: simulation.date,
                instructionId: simulation.instructionId,
            };
            const entries: OutboxEntry[] = called.flatMap(c => {
                const base = {
                    subsidiaryId: plantId,
                    simulationId: id,
                    contactId: c.id,
                    payload,
                };
                return [
                    {
                        ...base,
                        channel: 'sms' as const,
                        recipient: String(c.phone),
                    },
                    ...(typeof c.email === 'string' && c.email
                        ? [
                              {
                                  ...base,
                                  channel: 'email' as const,
                                  recipient: c.email,
                              },
                          ]
                        : []),
                ];
            });
            const notifications = await addToOutbox(tx, entries);
            const updated = await repositoryFor(tx, 'simulation').update(
                id,
                { sent: true, sentAt: new Date().toISOString() },
                access.scope
            );
            return { updated, notifications };
        });
        if (!result.updated) throw notFound();
        return {
            data: result.updated,
            meta: { notifications: result.notifications },
        };
    });
}

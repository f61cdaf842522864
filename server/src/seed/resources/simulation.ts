/**
 * Emergency drills of each plant: older ones sent (their notifications in
 * the outbox), recent ones planned.
 */
import { addToOutbox, type OutboxEntry } from '../../db/outbox.ts';
import type { PlantSeed } from '../demo.ts';
import { CRIT, DAY, HOUR } from '../values.ts';

const SCENARIOS = [
    'Cheia com tempo de recorrência de 1.000 anos e vertedouro operando a plena capacidade.',
    'Aumento súbito de poropressão nos piezômetros da ombreira esquerda.',
    'Falha na abertura de uma comporta do vertedouro durante cheia.',
    'Surgência com carreamento de material no pé do talude de jusante.',
];

export const simulationDemo: PlantSeed = {
    resource: 'simulation',
    rows: ({ seeded, iso, checked }) => {
        const instructions = seeded('instruction');
        const contacts = seeded('contact');
        return Array.from({ length: 8 }, (_, i) => {
            const crit = CRIT[i % 4] ?? 'low';
            const sent = i >= 3;
            const instruction = instructions.find(x => x.criticality === crit);
            return checked(
                {
                    title: `Simulado ${i < 3 ? 'programado' : 'realizado'} ${i + 1}: ${instruction?.title}`,
                    date: iso(i < 3 ? -(i + 1) * 7 * DAY : (i - 2) * 45 * DAY),
                    criticality: crit,
                    scenario: SCENARIOS[i % SCENARIOS.length],
                    instructionId: instruction?.id ?? null,
                    contactIds: contacts
                        .filter(c =>
                            (c.criticalityForContact as string[]).includes(crit)
                        )
                        .map(c => c.id),
                    result: sent
                        ? 'Todos os contatos confirmaram o recebimento; tempo médio de resposta de 6 minutos.'
                        : null,
                },
                { sent, sentAt: sent ? iso((i - 2) * 45 * DAY - HOUR) : null }
            );
        });
    },
    // What sending a drill records: an SMS to every contact, an e-mail to those with one.
    after: async ({ db, plant, seeded }, simulations) => {
        const contacts = seeded('contact');
        const outbox: OutboxEntry[] = [];
        for (const sim of simulations) {
            if (!sim.sent) continue;
            for (const cid of sim.contactIds as number[]) {
                const c = contacts.find(x => x.id === cid);
                if (!c) continue;
                const payload = {
                    title: sim.title,
                    criticality: sim.criticality,
                    drill: true,
                };
                outbox.push({
                    subsidiaryId: plant.id,
                    simulationId: sim.id,
                    contactId: cid,
                    channel: 'sms',
                    recipient: c.phone as string,
                    payload,
                });
                if (c.email) {
                    outbox.push({
                        subsidiaryId: plant.id,
                        simulationId: sim.id,
                        contactId: cid,
                        channel: 'email',
                        recipient: c.email as string,
                        payload,
                    });
                }
            }
        }
        await addToOutbox(db, outbox);
    },
};

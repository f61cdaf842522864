/**
 * Filled inspections of each plant: fifteen, by the operator, over the
 * plant's forms; every fifth one found an anomaly.
 */
import type { PlantSeed } from '../demo.ts';
import { CRIT, DAY, round, type Crit } from '../values.ts';
import { demoAccount } from './user.ts';

export const inspectionRegisterDemo: PlantSeed = {
    resource: 'inspection-register',
    rows: ctx => {
        const { plantIndex: pi, rnd, near, iso, checked } = ctx;
        const forms = ctx.seeded('inspection-form');
        const inspector = demoAccount(ctx, 'operator');
        return Array.from({ length: 15 }, (_, i) => {
            const form = forms[i % forms.length] ?? forms[0];
            const anomaly = i % 5 === 3;
            const crit: Crit | null = anomaly
                ? (CRIT[(i + pi) % 4] ?? 'medium')
                : null;
            const p = near(0.01);
            const answers = [
                anomaly
                    ? 'Surgência com água turva no pé do talude.'
                    : 'Sem anomalias aparentes.',
                String(anomaly ? rnd.int(1, 4) : 0),
                String(round(405 + rnd.next() * 8, 2)),
                anomaly ? 'false' : 'true',
                iso((i + 10) * DAY).slice(0, 10),
                rnd.pick(['ok', 'mow', 'trees']),
                `inspecao-${pi + 1}-${String(i + 1).padStart(3, '0')}.jpg`,
                `${p.latitude},${p.longitude}`,
            ].map((value, fieldIndex) => ({
                fieldIndex,
                value,
                justification:
                    anomaly && (fieldIndex === 1 || fieldIndex === 3)
                        ? 'Registrado e comunicado à engenharia.'
                        : null,
            }));
            return checked(
                {
                    inspectionFormId: form?.id,
                    date: iso((i * 6 + 1) * DAY),
                    answers,
                    result: anomaly ? 'anomaly' : 'ok',
                    criticality: crit,
                    notes: anomaly
                        ? 'Anomalia registrada; leitura extra dos piezômetros programada.'
                        : 'Inspeção de rotina concluída.',
                },
                {
                    // What the API copies onto a register it creates
                    // (server/src/api/rules.ts): the form as answered.
                    formVersion: form?.version ?? 1,
                    formFields: form?.fields ?? [],
                    inspectorId: inspector.id,
                }
            );
        });
    },
};

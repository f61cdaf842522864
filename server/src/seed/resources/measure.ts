/**
 * Readings of each plant: sixty per sensor, hourly, with excursions spread
 * across the criticalities, which are assessed as the API would.
 */
import {
    assessCriticality,
    findAlertThresholds,
    type AlertThresholds,
} from '@shared/domain/criticality.ts';
import { SENSOR_PROFILES } from '../catalog.ts';
import type { DemoRow, PlantSeed } from '../demo.ts';
import { HOUR, round } from '../values.ts';
import { demoAccount } from './user.ts';

const PER_SENSOR = 60;

export const measureDemo: PlantSeed = {
    resource: 'measure',
    rows: ctx => {
        const { plant, rnd, iso, checked } = ctx;
        const operator = demoAccount(ctx, 'operator');
        return ctx.seeded('sensor').flatMap(s => {
            const profile =
                SENSOR_PROFILES[s.sensorType as keyof typeof SENSOR_PROFILES];
            const mine: DemoRow[] = [];
            for (let h = 0; h < PER_SENSOR; h++) {
                const roll = rnd.next();
                const level =
                    roll < 0.72
                        ? -1
                        : roll < 0.86
                          ? 0
                          : roll < 0.93
                            ? 1
                            : roll < 0.97
                              ? 2
                              : 3;
                const b: readonly number[] = profile.bounds;
                const from = b[level] ?? profile.base;
                const to = b[level + 1] ?? profile.bounds[3] * 1.05;
                const value =
                    level < 0
                        ? profile.base + (rnd.next() - 0.5) * profile.spread
                        : from + rnd.next() * (to - from) * 0.9;
                const manual = h % 12 === 5;
                mine.push(
                    checked(
                        {
                            sensorId: s.id,
                            value: round(value, 2),
                            date: iso(h * HOUR + rnd.int(0, 600) * 1000),
                            note: manual
                                ? 'Leitura manual de conferência em campo.'
                                : null,
                        },
                        {
                            unit: s.unit,
                            type: manual ? 'manual' : 'auto',
                            registeredBy: manual ? operator.id : null,
                        }
                    )
                );
            }
            // As the API would: the plant's configuration and the sensor's
            // previous readings (h counts back from now, so they follow).
            const config = findAlertThresholds(
                plant.alertConfig as AlertThresholds[],
                String(s.sensorType)
            );
            mine.forEach((m, h) => {
                const previous = mine.slice(h + 1).map(x => Number(x.value));
                const { criticality, rule } = assessCriticality(
                    Number(m.value),
                    config,
                    previous
                );
                m.criticality = criticality;
                m.criticalityRule = rule;
            });
            return mine;
        });
    },
};

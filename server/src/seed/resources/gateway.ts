/** LoRaWAN gateways of each plant: three online, one offline, one never seen. */
import { HOUR, hex, round } from '../values.ts';
import type { PlantSeed } from '../demo.ts';

const PLACES = [
    'Casa de força',
    'Crista da barragem',
    'Vertedouro',
    'Tomada d’água',
    'Jusante',
];

export const gatewayDemo: PlantSeed = {
    resource: 'gateway',
    rows: ({ plantIndex: pi, rnd, near, iso, checked }) =>
        PLACES.map((where, i) =>
            checked(
                {
                    gatewayEui: `A84041${hex(pi + 1, 2)}${hex(0x1000 + i * 17, 8)}`,
                    name: `Gateway ${where}`,
                    description: `Gateway LoRaWAN 915 MHz (AU915) instalado em ${where.toLowerCase()}.`,
                    location: {
                        ...near(0.015),
                        altitudeM: round(380 + rnd.next() * 80, 1),
                    },
                    statsIntervalSec: 30,
                },
                {
                    lastSeenAt:
                        i < 3 ? iso(10_000) : i === 3 ? iso(3 * HOUR) : null,
                }
            )
        ),
};

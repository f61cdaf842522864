/**
 * The demo data set (README, "Run it": the demo accounts, and dozens of
 * records per entity so that paging matters): loaded once per
 * database, in one transaction, recorded in `seed_run`, so running it again
 * (every start) changes nothing and a failure leaves nothing half-written.
 * Every record goes through `validateRecord`, like an API write would.
 */
import { validateRecord } from '@/domain/validate.ts';
import { getResource, type ResourceName } from '@/resources/index.ts';
import {
    assessCriticality,
    findAlertThresholds,
    type AlertThresholds,
} from '@/domain/criticality.ts';
import { SENSOR_TYPES } from '@/resources/sensorTypes.ts';
import { setPassword } from '../db/identityStore.ts';
import type { Database } from '../db/index.ts';
import { addToOutbox, type OutboxEntry } from '../db/outbox.ts';
import { repositoryFor, type DbRecord } from '../db/repository.ts';
import { syncPageCatalog } from './pageCatalog.ts';
import {
    COMPANIES,
    DEMO_PASSWORDS,
    FIRST_NAMES,
    LAST_NAMES,
    PLANTS,
    SENSOR_PROFILES,
    WATERSHEDS,
} from './catalog.ts';

export { DEMO_PASSWORDS };

/**
 * The entities the demo data fills, in the quantities the tests ask for
 * (dozens per entity, a few thousand readings).
 * An entity added later has none until it gets its own demo rows, and the
 * tests ask demo quantities only of these.
 */
export const DEMO_RESOURCES = [
    'company',
    'subsidiary',
    'user',
    'profile',
    'page',
    'module',
    'watershed',
    'device',
    'gateway',
    'sensor',
    'measure',
    'simulation',
    'contact',
    'instruction',
    'inspection-form',
    'inspection-register',
] as const satisfies readonly ResourceName[];

const SEED_NAME = 'demo-v1';
const SEED_LOCK = 7_302_027;
const CRIT = ['low', 'medium', 'high', 'critical'] as const;
type Crit = (typeof CRIT)[number];

/** Loads the demo data unless already loaded; true when it loaded now. */
export async function seedDemoData(db: Database): Promise<boolean> {
    return db.transaction(async tx => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
        const { rows } = await tx.query(
            'SELECT 1 FROM seed_run WHERE name = $1',
            [SEED_NAME]
        );
        if (rows.length) return false;
        await loadDemo(tx, Date.now());
        await tx.query('INSERT INTO seed_run (name) VALUES ($1)', [SEED_NAME]);
        return true;
    });
}

/** Deterministic pseudo-random numbers (mulberry32), so every seeded database looks alike. */
function prng(seed: number) {
    let a = seed >>> 0;
    const next = () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    return {
        next,
        int: (min: number, max: number) =>
            min + Math.floor(next() * (max - min + 1)),
        pick: <T>(list: readonly T[]): T =>
            list[Math.floor(next() * list.length)] as T,
    };
}

const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;
const hex = (n: number, width: number) =>
    n.toString(16).toUpperCase().padStart(width, '0');
const ascii = (s: string) =>
    s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();

/** Validates like the API does, then adds back the server-set (read-only) attributes. */
function checked(
    name: ResourceName,
    record: Record<string, unknown>,
    serverSet: Record<string, unknown> = {}
): Record<string, unknown> {
    const def = getResource(name);
    const { value, errors } = validateRecord(def, record, { partial: false });
    if (errors.length) {
        throw new Error(
            `demo ${name} is invalid: ${JSON.stringify(errors)} ${JSON.stringify(record)}`
        );
    }
    return { ...value, ...serverSet };
}

async function insert(
    db: Database,
    name: ResourceName,
    rows: Record<string, unknown>[],
    subsidiaryId?: number
): Promise<DbRecord[]> {
    return repositoryFor(db, name).createMany(rows, { subsidiaryId });
}

async function loadDemo(db: Database, now: number): Promise<void> {
    const rnd = prng(20260301);
    const iso = (msAgo: number) => new Date(now - msAgo).toISOString();
    const HOUR = 3_600_000;
    const DAY = 24 * HOUR;

    const { pages } = await syncPageCatalog(db);
    const adminPages = pages.filter(p => p.isAdmin && p.type === 0);
    const webPages = pages.filter(p => !p.isAdmin && p.type === 0);
    const mobilePages = pages.filter(p => p.type === 1);
    const grant = (list: DbRecord[], justView: boolean, bottom = false) =>
        list.map((p, i) => ({
            pageId: p.id,
            justView,
            showOnMenu: true,
            menuOrder: i,
            showInBottomMenu: bottom,
            bottomMenuOrder: bottom ? i : null,
        }));
    const [adminProfile, operatorProfile, viewerProfile, mobileProfile] =
        await insert(
            db,
            'profile',
            [
                {
                    name: 'Administrador',
                    isAdmin: true,
                    type: 0,
                    pages: grant(adminPages, false),
                },
                {
                    name: 'Operador',
                    isAdmin: false,
                    type: 0,
                    pages: grant(webPages, false),
                },
                {
                    name: 'Visualizador',
                    isAdmin: false,
                    type: 0,
                    pages: grant(webPages, true),
                },
                {
                    name: 'Técnico de campo (app)',
                    isAdmin: false,
                    type: 1,
                    pages: grant(mobilePages, false, true),
                },
                {
                    name: 'Supervisor de segurança de barragem',
                    isAdmin: false,
                    type: 0,
                    pages: webPages.map((p, i) => ({
                        ...grant(
                            [p],
                            ![
                                '/simulation',
                                '/instruction',
                                '/inspection-register',
                            ].includes(p.url as string)
                        )[0],
                        menuOrder: i,
                    })),
                },
                {
                    name: 'Auditor externo',
                    isAdmin: false,
                    type: 0,
                    pages: grant(webPages.slice(0, 4), true),
                    status: 'inactive',
                },
            ].map(p => checked('profile', p))
        );
    if (!adminProfile || !operatorProfile || !viewerProfile || !mobileProfile)
        throw new Error('profiles');

    // Companies, basins, plants.
    const companies = await insert(
        db,
        'company',
        COMPANIES.map(({ key: _key, ...c }) => checked('company', c))
    );
    const companyId = new Map(
        COMPANIES.map((c, i) => [c.key, companies[i]?.id])
    );
    const watersheds = await insert(
        db,
        'watershed',
        WATERSHEDS.map(w => checked('watershed', { ...w }))
    );
    const watershedId = new Map(watersheds.map(w => [w.name as string, w.id]));
    const plants = await insert(
        db,
        'subsidiary',
        PLANTS.map(({ company, watershed, ...p }) =>
            checked('subsidiary', {
                ...p,
                companyId: companyId.get(company),
                watershedId: watershedId.get(watershed),
                alertConfig: SENSOR_TYPES.map(type => {
                    const b = SENSOR_PROFILES[type].bounds;
                    return {
                        sensorType: type,
                        direction: 'above',
                        low: b[0],
                        medium: b[1],
                        high: b[2],
                        critical: b[3],
                        numberOfPreviousMeasures: 5,
                        compareToPreviousMeasure: 20,
                        noDataTimeoutMin: 60,
                    };
                }),
            })
        )
    );
    const [p1, p2, p3] = plants;
    if (!p1 || !p2 || !p3) throw new Error('plants');
    const ddd = [34, 64, 54];
    const mobile = (i: number) =>
        `${ddd[i % 3]}9${rnd.int(8100, 9999)}${rnd.int(1000, 9999)}`;
    const landline = (i: number) =>
        `${ddd[i % 3]}3${rnd.int(100, 999)}${rnd.int(1000, 9999)}`;

    // People: the three demo accounts, then colleagues so user lists page.
    const vale = companyId.get('vale');
    const users = await insert(
        db,
        'user',
        [
            {
                name: 'Administrador da Plataforma',
                email: 'admin@valeparanaiba.com.br',
                phone: '34991000001',
                companyId: vale,
                profileWebId: adminProfile.id,
                profileMobileId: null,
                subsidiaryIds: [],
            },
            {
                name: 'Carlos Eduardo Moreira',
                email: 'carlos.moreira@valeparanaiba.com.br',
                phone: '34991000002',
                companyId: vale,
                profileWebId: operatorProfile.id,
                profileMobileId: mobileProfile.id,
                subsidiaryIds: [p1.id, p2.id],
            },
            {
                name: 'Fernanda Lima Rocha',
                email: 'fernanda.rocha@valeparanaiba.com.br',
                phone: '34991000003',
                companyId: vale,
                profileWebId: viewerProfile.id,
                profileMobileId: null,
                subsidiaryIds: [p1.id],
            },
            ...Array.from({ length: 27 }, (_, i) => {
                const first = FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Ana';
                const last = LAST_NAMES[(i * 7) % LAST_NAMES.length] ?? 'Silva';
                const plant = plants[i % 3] ?? p1;
                const company = i % 3 === 2 ? 'serra' : 'vale';
                const domain =
                    company === 'vale'
                        ? 'valeparanaiba.com.br'
                        : 'serragaucha-hidro.com.br';
                return {
                    name: `${first} ${last}`,
                    email: `${ascii(first)}.${ascii(last)}${i + 1}@${domain}`,
                    phone: mobile(i),
                    companyId: companyId.get(company),
                    profileWebId: (i % 4 === 0
                        ? viewerProfile
                        : operatorProfile
                    ).id,
                    profileMobileId: i % 2 ? mobileProfile.id : null,
                    subsidiaryIds: [plant.id],
                    status: i % 9 === 8 ? 'inactive' : 'active',
                };
            }),
        ].map(u => checked('user', u))
    );
    const [adminUser, operatorUser, viewerUser] = users;
    if (!adminUser || !operatorUser || !viewerUser) throw new Error('users');
    await setPassword(db, adminUser.id, DEMO_PASSWORDS.admin, 'admin');
    await setPassword(db, operatorUser.id, DEMO_PASSWORDS.operator, 'operator');
    await setPassword(db, viewerUser.id, DEMO_PASSWORDS.viewer, 'viewer');

    let sensorSerial = 0;
    for (const [pi, plant] of plants.entries()) {
        const lat = plant.latitude as number;
        const lng = plant.longitude as number;
        const near = (spread = 0.02) => ({
            latitude: round(lat + (rnd.next() - 0.5) * spread, 7),
            longitude: round(lng + (rnd.next() - 0.5) * spread, 7),
        });
        const wsId = plant.watershedId as number;

        // Devices (admin-managed, one plant each).
        const deviceSpecs: [string, 'water' | 'electric', string][] = [
            ...[1, 2, 3].map((n): [string, 'water' | 'electric', string] => [
                `Unidade geradora UG-0${n}`,
                'electric',
                'generator',
            ]),
            ...[1, 2, 3].map((n): [string, 'water' | 'electric', string] => [
                `Turbina Francis TF-0${n}`,
                'electric',
                'turbine',
            ]),
            ['Transformador elevador TE-01', 'electric', 'transformer'],
            ['Transformador elevador TE-02', 'electric', 'transformer'],
            ['Subestação 138 kV', 'electric', 'switchgear'],
            ['Barramento principal 13,8 kV', 'electric', 'busbar'],
            ...[1, 2, 3].map((n): [string, 'water' | 'electric', string] => [
                `Comporta do vertedouro CV-0${n}`,
                'water',
                'spillway-gate',
            ]),
            ['Comporta da tomada d’água TA-01', 'water', 'intake-gate'],
            [
                'Estação fluviométrica do reservatório',
                'water',
                'reservoir-level-station',
            ],
            ['Conduto forçado CF-01', 'water', 'penstock'],
        ];
        const makers = [
            'Voith Hydro',
            'GE Vernova',
            'WEG',
            'Andritz Hydro',
            'Siemens Energy',
            'Toshiba',
        ];
        const devices = await insert(
            db,
            'device',
            deviceSpecs.map(([name, deviceType, category], i) =>
                checked('device', {
                    name,
                    subsidiaryId: plant.id,
                    deviceType,
                    category,
                    manufacturer: rnd.pick(makers),
                    model: `${category.slice(0, 3).toUpperCase()}-${rnd.int(100, 990)}`,
                    serialNumber: `SN${pi + 1}${hex(i + 1, 3)}${rnd.int(10000, 99999)}`,
                    watershedId: wsId,
                    ...near(0.01),
                    installedAt: `${2008 + (i % 12)}-${String((i % 12) + 1).padStart(2, '0')}-15`,
                    status:
                        i === deviceSpecs.length - 1 && pi === 2
                            ? 'inactive'
                            : 'active',
                })
            )
        );

        // LoRaWAN gateways: three online, one offline, one never seen.
        const gwNames = [
            'Casa de força',
            'Crista da barragem',
            'Vertedouro',
            'Tomada d’água',
            'Jusante',
        ];
        const gateways = await insert(
            db,
            'gateway',
            gwNames.map((where, i) =>
                checked(
                    'gateway',
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
                            i < 3
                                ? iso(10_000)
                                : i === 3
                                  ? iso(3 * HOUR)
                                  : null,
                    }
                )
            ),
            plant.id
        );

        // Sensors: 20 per plant, Zabbix items 10001..10060.
        const kinds: [string, string][] = [
            ['level', 'Régua de nível do reservatório NR'],
            ['flow', 'Vazão turbinada QT'],
            ['rainfall', 'Pluviômetro PL'],
            ['piezometric-pressure', 'Piezômetro PZ'],
            ['displacement', 'Medidor de deslocamento MD'],
            ['temperature', 'Temperatura do mancal TM'],
            ['voltage', 'Tensão do gerador TG'],
            ['current', 'Corrente do gerador CG'],
            ['power', 'Potência ativa PA'],
        ];
        const sensorRows = Array.from({ length: 20 }, (_, i) => {
            const [type, label] = kinds[i % kinds.length] ?? [
                'level',
                'Sensor',
            ];
            const profile =
                SENSOR_PROFILES[type as keyof typeof SENSOR_PROFILES];
            sensorSerial += 1;
            const eui = `70B3D57ED0${hex(pi + 1, 2)}${hex(i + 1, 4)}`;
            const gateway = gateways[i % 4] ?? gateways[0];
            return checked(
                'sensor',
                {
                    devEui: (eui.match(/.{2}/g) ?? []).join(':'),
                    name: `${label}-${String(Math.floor(i / kinds.length) + 1).padStart(2, '0')}`,
                    sensorType: type,
                    unit: profile.unit,
                    parametrization: {
                        scale: 1,
                        offset: 0,
                        validMin: 0,
                        validMax: profile.bounds[3] * 2,
                    },
                    localization: {
                        ...near(0.012),
                        description: `Ponto ${i + 1} da instrumentação`,
                    },
                    watershedId: wsId,
                    gatewayId: gateway?.id ?? null,
                    deviceId: devices[i % devices.length]?.id ?? null,
                    zabbixItemId: String(10000 + sensorSerial),
                    status: i === 19 ? 'inactive' : 'active',
                },
                {
                    lastSeenAt:
                        i === 18 ? iso(5 * HOUR) : iso(rnd.int(20, 600) * 1000),
                }
            );
        });
        const sensors = await insert(db, 'sensor', sensorRows, plant.id);

        // Readings: 60 per sensor, hourly, with excursions spread across criticalities.
        const measures: Record<string, unknown>[] = [];
        for (const s of sensors) {
            const profile =
                SENSOR_PROFILES[s.sensorType as keyof typeof SENSOR_PROFILES];
            for (let h = 0; h < 60; h++) {
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
                const v = round(value, 2);
                const manual = h % 12 === 5;
                measures.push(
                    checked(
                        'measure',
                        {
                            sensorId: s.id,
                            value: v,
                            date: iso(h * HOUR + rnd.int(0, 600) * 1000),
                            note: manual
                                ? 'Leitura manual de conferência em campo.'
                                : null,
                        },
                        {
                            unit: s.unit,
                            type: manual ? 'manual' : 'auto',
                            registeredBy: manual ? operatorUser.id : null,
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
            const mine = measures.slice(-60);
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
        }
        await insert(db, 'measure', measures, plant.id);

        // Emergency contacts (PAE call list).
        const contactSpecs: [string, string, string, Crit[], boolean][] = [
            [
                'Coordenador do PAE',
                'internal',
                'Coordenação do PAE',
                ['low', 'medium', 'high', 'critical'],
                true,
            ],
            [
                'Engenheiro de segurança de barragem',
                'internal',
                'Engenharia',
                ['medium', 'high', 'critical'],
                true,
            ],
            [
                'Supervisor de operação',
                'internal',
                'Operação',
                ['low', 'medium', 'high', 'critical'],
                true,
            ],
            [
                'Técnico de instrumentação',
                'internal',
                'Manutenção',
                ['low', 'medium'],
                true,
            ],
            [
                'Coordenador municipal de defesa civil',
                'civil-defense',
                'Defesa Civil Municipal',
                ['high', 'critical'],
                false,
            ],
            [
                'Plantão da defesa civil estadual',
                'civil-defense',
                'Defesa Civil Estadual',
                ['critical'],
                false,
            ],
            [
                'Fiscal de segurança de barragens',
                'regulator',
                'ANEEL',
                ['high', 'critical'],
                false,
            ],
            [
                'Secretário municipal de obras',
                'city-hall',
                'Prefeitura',
                ['high', 'critical'],
                false,
            ],
            ['Corpo de Bombeiros Militar', 'other', 'CBM', ['critical'], false],
            [
                'Analista de meio ambiente',
                'internal',
                'Meio ambiente',
                ['medium', 'high'],
                true,
            ],
        ];
        const contacts = await insert(
            db,
            'contact',
            contactSpecs.map(
                ([role, organization, org, crits, internal], i) => {
                    const first =
                        FIRST_NAMES[(i * 5 + pi) % FIRST_NAMES.length] ?? 'Ana';
                    const last =
                        LAST_NAMES[(i * 3 + pi * 2) % LAST_NAMES.length] ??
                        'Silva';
                    return checked('contact', {
                        name: `${first} ${last}`,
                        role: `${role} (${org})`,
                        organization,
                        phone: internal ? mobile(pi) : landline(pi),
                        email: internal
                            ? `${ascii(first)}.${ascii(last)}@valeparanaiba.com.br`
                            : null,
                        criticalityForContact: crits,
                        userIds: i === 2 && pi < 2 ? [operatorUser.id] : [],
                        escalationOrder: i + 1,
                    });
                }
            ),
            plant.id
        );

        // Emergency instructions, two per criticality level.
        const stepsFor: Record<Crit, string[]> = {
            low: [
                'Registrar a anomalia no livro de ocorrências com data, hora e local.',
                'Fotografar o ponto observado e anexar ao registro de inspeção.',
                'Programar nova leitura da instrumentação em 24 horas.',
            ],
            medium: [
                'Comunicar o coordenador do PAE e o engenheiro de segurança de barragem.',
                'Aumentar a frequência de leitura dos piezômetros para cada 2 horas.',
                'Inspecionar visualmente o talude de jusante e a crista.',
                'Revisar a operação das comportas do vertedouro.',
            ],
            high: [
                'Acionar o nível de alerta do PAE e a defesa civil municipal.',
                'Reduzir o nível do reservatório conforme a regra operativa.',
                'Manter equipe de plantão permanente na barragem.',
                'Preparar os sistemas de alerta da zona de autossalvamento (ZAS).',
            ],
            critical: [
                'Declarar situação de emergência e acionar as sirenes da ZAS.',
                'Notificar imediatamente a defesa civil, a ANEEL e a prefeitura.',
                'Apoiar a evacuação da população a jusante pelas rotas de fuga.',
                'Abrir integralmente as comportas do vertedouro se houver condição segura.',
                'Registrar todas as ações com horário no relatório de emergência.',
            ],
        };
        const titles: Record<Crit, [string, string]> = {
            low: [
                'Anomalia em instrumentação',
                'Surgência localizada no pé do talude',
            ],
            medium: [
                'Nível de atenção: piezometria elevada',
                'Atenção: deslocamento acima do previsto',
            ],
            high: [
                'Nível de alerta: cheia afluente',
                'Alerta: falha de comporta do vertedouro',
            ],
            critical: [
                'Emergência: risco de galgamento',
                'Emergência: ruptura iminente',
            ],
        };
        const instructions = await insert(
            db,
            'instruction',
            CRIT.flatMap(c =>
                titles[c].map((title, k) =>
                    checked('instruction', {
                        title,
                        criticality: c,
                        steps: stepsFor[c].map((text, j) => ({
                            order: j + 1,
                            text: k ? `${text}` : text,
                        })),
                    })
                )
            ),
            plant.id
        );

        // Drills: older ones sent (outbox recorded), recent ones planned.
        const scenarios = [
            'Cheia com tempo de recorrência de 1.000 anos e vertedouro operando a plena capacidade.',
            'Aumento súbito de poropressão nos piezômetros da ombreira esquerda.',
            'Falha na abertura de uma comporta do vertedouro durante cheia.',
            'Surgência com carreamento de material no pé do talude de jusante.',
        ];
        const simRows = Array.from({ length: 8 }, (_, i) => {
            const crit = CRIT[i % 4] ?? 'low';
            const sent = i >= 3;
            const instruction = instructions.find(x => x.criticality === crit);
            return checked(
                'simulation',
                {
                    title: `Simulado ${i < 3 ? 'programado' : 'realizado'} ${i + 1}: ${titles[crit][0]}`,
                    date: iso(i < 3 ? -(i + 1) * 7 * DAY : (i - 2) * 45 * DAY),
                    criticality: crit,
                    scenario: scenarios[i % scenarios.length],
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
        const simulations = await insert(db, 'simulation', simRows, plant.id);
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

        // Inspection forms with every field type (1..8), and filled registers.
        const formSpecs = [
            [
                'Inspeção visual da barragem',
                'Roteiro quinzenal de inspeção da crista, taludes e drenagem.',
            ],
            [
                'Inspeção da casa de força',
                'Verificação mensal de unidades geradoras e sistemas auxiliares.',
            ],
            [
                'Inspeção do vertedouro',
                'Inspeção das comportas, muros e bacia de dissipação.',
            ],
        ] as const;
        const formFields = (area: string) => [
            {
                title: `Condição geral — ${area}`,
                description: 'Descreva o estado observado.',
                fieldType: 1,
                isRequired: true,
                justify: 'none',
            },
            {
                title: 'Número de trincas observadas',
                fieldType: 2,
                isRequired: true,
                justify: 'text',
                minValue: 0,
                maxValue: 100,
            },
            {
                title: 'Nível d’água na régua (m)',
                fieldType: 3,
                isRequired: false,
                justify: 'none',
                decimalPlaces: 2,
                minValue: 380,
                maxValue: 420,
            },
            {
                title: 'Drenos funcionando',
                fieldType: 4,
                isRequired: true,
                justify: 'text',
                defaultValue: 'true',
            },
            {
                title: 'Data da última limpeza',
                fieldType: 5,
                isRequired: false,
                justify: 'none',
            },
            {
                title: 'Estado da vegetação',
                fieldType: 6,
                isRequired: true,
                justify: 'photo',
                options: [
                    { label: 'Adequada', value: 'ok' },
                    { label: 'Necessita roçada', value: 'mow' },
                    { label: 'Árvores no talude', value: 'trees' },
                ],
            },
            {
                title: 'Foto do ponto inspecionado',
                fieldType: 7,
                isRequired: false,
                justify: 'none',
            },
            {
                title: 'Localização da ocorrência',
                fieldType: 8,
                isRequired: false,
                justify: 'none',
            },
        ];
        const forms = await insert(
            db,
            'inspection-form',
            formSpecs.map(([name, description], i) =>
                checked(
                    'inspection-form',
                    {
                        name,
                        description,
                        fields: formFields(name.replace('Inspeção ', '')),
                    },
                    { version: i === 0 ? 2 : 1 }
                )
            ),
            plant.id
        );
        const registers = Array.from({ length: 15 }, (_, i) => {
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
                'inspection-register',
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
                    formVersion: form?.version ?? 1,
                    inspectorId: operatorUser.id,
                }
            );
        });
        await insert(db, 'inspection-register', registers, plant.id);
    }
}

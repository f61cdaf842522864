/**
 * The field app's pure rules (docs/field-app.md): the bottom menu a mobile
 * profile draws, what its pages grant on the server, who gets the field
 * app, finding a sensor on site and comparing a reading offline.
 */
import { describe, expect, it } from 'vitest';
import {
    bottomMenuOf,
    fieldGrants,
    type MobileModule,
    type MobilePage,
} from '@shared/domain/fieldApp';
import type { KitSensor } from '@shared/domain/fieldData';
import type { Session } from '@shared/domain/session';
import { compareLocally } from '@/field/measure/readingComparison';
import { devEuiIn, findSensors } from '@/field/measure/sensorSearch';
import { opensFieldEntry, wantsFieldApp } from '@/routes/fieldAppChoice';

const module = (id: number, codeIntl: string, order: number): MobileModule => ({
    id,
    codeIntl,
    icon: null,
    order,
});

const page = (
    id: number,
    url: string,
    moduleId: number,
    bottomMenuOrder: number | null
): MobilePage => ({
    id,
    codeIntl: url.slice(1),
    url,
    icon: 'Home',
    moduleId,
    justView: false,
    showInBottomMenu: bottomMenuOrder !== null,
    bottomMenuOrder,
    menuOrder: 0,
});

describe('The bottom menu', () => {
    const modules = [
        module(1, 'base', 1),
        module(2, 'IT', 2),
        module(3, 'inspection', 3),
        module(4, 'emergency', 4),
    ];

    it('lists the modules with a page shown there, in their mobile order, each opening that page', () => {
        const menu = bottomMenuOf(
            modules,
            [
                page(10, '/home', 1, 2),
                page(11, '/measure', 2, null),
                page(12, '/inspection', 3, 1),
                page(13, '/emergency', 4, 3),
            ],
            3
        );
        expect(menu.map(m => [m.codeIntl, m.url, m.pageCodeIntl])).toEqual([
            ['inspection', '/inspection', 'inspection'],
            ['base', '/home', 'home'],
            ['emergency', '/emergency', 'emergency'],
        ]);
    });

    it('holds at most the limit of modules (spec section 9)', () => {
        const pages = modules.map((m, i) => page(10 + i, `/p${i}`, m.id, i));
        expect(bottomMenuOf(modules, pages, 3)).toHaveLength(3);
    });
});

describe('What mobile pages grant', () => {
    it('stands for web pages, writing only where the mobile page may', () => {
        const grants = fieldGrants([
            { url: '/measure', justView: false },
            { url: '/inspection', justView: true },
        ]);
        expect(Object.fromEntries(grants)).toEqual({
            '/measure': { justView: false },
            '/sensor': { justView: true },
            '/inspection-register': { justView: true },
            '/inspection-form': { justView: true },
        });
    });
});

/** A session with or without a mobile profile (its home only). */
const fieldSession = (mobile: boolean, isAdmin = false) =>
    ({
        isAdmin,
        mobile: mobile
            ? {
                  profileId: 1,
                  modules: [],
                  pages: [page(1, '/home', 1, 0)],
                  bottomMenu: [],
              }
            : null,
    }) as unknown as Session;

describe('Who gets the field app', () => {
    const at = (over: Partial<Parameters<typeof wantsFieldApp>[1]>) => ({
        narrow: false,
        installed: false,
        prefersFieldApp: true,
        workingOffline: false,
        ...over,
    });

    it.each([
        ['a phone', fieldSession(true), at({ narrow: true }), true],
        [
            'the installed app',
            fieldSession(true),
            at({ installed: true }),
            true,
        ],
        ['a wide screen', fieldSession(true), at({}), false],
        [
            'the full console chosen',
            fieldSession(true),
            at({ narrow: true, prefersFieldApp: false }),
            false,
        ],
        [
            'offline, even wide',
            fieldSession(true),
            at({ workingOffline: true }),
            true,
        ],
        ['no mobile profile', fieldSession(false), at({ narrow: true }), false],
        [
            'an administrator',
            fieldSession(true, true),
            at({ narrow: true }),
            false,
        ],
    ])('%s', (_label, s, situation, expected) => {
        expect(wantsFieldApp(s, situation)).toBe(expected);
    });
});

describe("Which start opens the field app's own entry", () => {
    it.each([
        [
            'offline on a kept field session',
            { session: fieldSession(true) },
            undefined,
            true,
        ],
        ['with a network (nothing kept in use)', undefined, undefined, false],
        [
            'a kept session without a mobile profile',
            { session: fieldSession(false) },
            undefined,
            false,
        ],
        [
            'an administrator',
            { session: fieldSession(true, true) },
            undefined,
            false,
        ],
        [
            'on its way to the sign-in form',
            { session: fieldSession(true) },
            'leaving' as const,
            false,
        ],
    ])('%s', (_label, kept, outcome, expected) => {
        expect(opensFieldEntry(kept, outcome)).toBe(expected);
    });
});

const sensor = (over: Partial<KitSensor>): KitSensor => ({
    id: 1,
    name: 'Piezômetro PZ-01',
    devEui: '70b3d57ed0000001',
    sensorType: 'piezometric-pressure',
    unit: 'kPa',
    validMin: 0,
    validMax: 400,
    recent: [],
    ...over,
});

describe('Finding a sensor on site', () => {
    const sensors = [
        sensor({}),
        sensor({ id: 12, name: 'Régua de nível', devEui: '70b3d57ed00000aa' }),
        sensor({
            id: 21,
            name: 'Piezômetro PZ-12',
            devEui: '70b3d57ed0000012',
        }),
    ];

    it.each([
        ['a name without accents', 'piezometro pz-12', [21]],
        ['a code', '#12', [12]],
        ['a DevEUI with colons', '70:B3:D5:7E:D0:00:00:AA', [12]],
        [
            'a QR code with the DevEUI in a URL',
            'https://x.example/s?eui=70-b3-d5-7e-d0-00-00-01',
            [1],
        ],
    ])('by %s', (_label, query, ids) => {
        const found = findSensors(sensors, devEuiIn(query) ?? query);
        expect(found.map(s => s.id).slice(0, ids.length)).toEqual(ids);
    });
});

describe('Comparing a reading without the server', () => {
    it('with the readings kept: the mean, the deviation and the valid range', () => {
        const s = sensor({
            recent: [
                {
                    value: 200,
                    date: '2026-11-20T10:00:00Z',
                    criticality: 'low',
                },
                {
                    value: 180,
                    date: '2026-11-19T10:00:00Z',
                    criticality: 'low',
                },
            ],
        });
        expect(compareLocally(s, 209)).toMatchObject({
            mean: 190,
            last: { value: 200 },
            outside: null,
        });
        expect(compareLocally(s, 209).deviationPct).toBeCloseTo(10);
        expect(compareLocally(s, 4125).outside).toEqual({
            rule: 'implausibleAbove',
            bound: 400,
        });
    });
});

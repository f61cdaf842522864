import { describe, expect, it } from 'vitest';
import {
    dashboardListImports,
    dashboardWithoutList,
    listDashboardImports,
    type ChunkImports,
} from '../../../build/firstScreensShared';

/** A chunk importing `imports`' chunks; each of its modules imports the modules listed there. */
const chunk = (
    fileName: string,
    name: string,
    imports: Record<string, string[]> = {},
    moduleIds: string[] = [`/repo/src/${name}.tsx`]
): ChunkImports => {
    for (const id of moduleIds) graph.set(id, Object.values(imports).flat());
    return { fileName, name, moduleIds, imports: Object.keys(imports) };
};
const graph = new Map<string, string[]>();
const importsOf = (id: string) => graph.get(id) ?? [];

const DASHBOARD_ID = '/repo/src/screens/monitoring/DashboardScreen.tsx';
const CHIP = '/repo/src/builders/CriticalityChip.tsx';
const NUMBERS = '/repo/shared/domain/numberFormat.ts';
const shell = chunk('shell-1.js', 'shell');
const list = chunk(
    'list-1.js',
    'list',
    { 'shell-1.js': ['/repo/src/shell.tsx'] },
    ['/repo/src/builders/list/ResourceList.tsx', CHIP, NUMBERS]
);

type GenerateBundle = (
    this: { getModuleInfo: (id: string) => { importedIds: string[] } },
    options: unknown,
    bundle: Record<string, unknown>
) => void;

/** The plugin's check, with the build's module graph as its context. */
const generate =
    (plugin: ReturnType<typeof dashboardWithoutList>['plugin']) =>
    (options: unknown, bundle: Record<string, unknown>) =>
        (plugin.generateBundle as unknown as GenerateBundle).call(
            { getModuleInfo: id => ({ importedIds: [...importsOf(id)] }) },
            options,
            bundle
        );

const bundleOf = (...chunks: ChunkImports[]) =>
    Object.fromEntries(chunks.map(c => [c.fileName, { type: 'chunk', ...c }]));

/** A module id of each kind the list names, as the build reports them. */
const SHARED_IDS = [
    '/repo/src/builders/CriticalityChip.tsx',
    '/repo/shared/domain/numberFormat.ts',
    '/repo/src/session/useDateTimeFormat.ts',
    '/repo/src/providers/monitoring/refresh.ts',
    '/repo/node_modules/@mui/material/esm/Card/Card.js',
    '/repo/node_modules/@mui/material/esm/CardContent/CardContent.js',
    '/repo/node_modules/@mui/material/TableBody/TableBody.js',
    '/repo/node_modules/ra-ui-materialui/dist/esm/Link.js',
    '/repo/node_modules/ra-core/dist/esm/i18n/useLocale.js',
    '/repo/node_modules/@mui/material/esm/Table/Table.js',
    '/repo/node_modules/@mui/material/TableCell/TableCell.js',
    '/repo/node_modules/@mui/material/esm/TableHead/TableHead.js',
    '/repo/node_modules/@mui/material/TableRow/TableRow.js',
];

describe("the dashboard's chunks and the list's", () => {
    it('finds nothing when the dashboard takes nothing from the list', () => {
        const dashboard = chunk(
            'Dashboard-1.js',
            'DashboardScreen',
            { 'shell-1.js': ['/repo/src/shell.tsx'] },
            [DASHBOARD_ID]
        );
        expect(
            dashboardListImports([shell, list, dashboard], importsOf)
        ).toEqual([]);
    });

    it('names what the dashboard, or a chunk it imports, takes from the list', () => {
        const card = chunk('SectionCard-1.js', 'SectionCard', {
            'list-1.js': [CHIP],
        });
        const dashboard = chunk(
            'Dashboard-1.js',
            'DashboardScreen',
            {
                'SectionCard-1.js': ['/repo/src/SectionCard.tsx'],
                'list-1.js': [NUMBERS],
            },
            [DASHBOARD_ID]
        );
        expect(
            dashboardListImports(
                [shell, list, card, dashboard],
                importsOf
            ).sort()
        ).toEqual([`Dashboard-1.js: ${NUMBERS}`, `SectionCard-1.js: ${CHIP}`]);
    });

    it("does not follow the list's own imports", () => {
        const fromList = chunk('Tools-1.js', 'Tools', { 'list-1.js': [CHIP] });
        const listWithTools = chunk(
            'list-1.js',
            'list',
            { 'Tools-1.js': ['/repo/src/Tools.tsx'] },
            [CHIP]
        );
        const dashboard = chunk('Dashboard-1.js', 'DashboardScreen', {}, [
            DASHBOARD_ID,
        ]);
        expect(
            dashboardListImports(
                [shell, listWithTools, fromList, dashboard],
                importsOf
            )
        ).toEqual([]);
    });

    it('fails when the dashboard or the list chunk is not found', () => {
        expect(() => dashboardListImports([shell, list], importsOf)).toThrow(
            /no dashboard chunk/
        );
        expect(() =>
            dashboardListImports(
                [
                    shell,
                    chunk('Dashboard-1.js', 'DashboardScreen', {}, [
                        DASHBOARD_ID,
                    ]),
                ],
                importsOf
            )
        ).toThrow(/no list chunk/);
    });
});

describe('the build plugin', () => {
    it("gives the shell's group the modules named, and no look-alike", () => {
        const { sharedWithList } = dashboardWithoutList();
        for (const id of SHARED_IDS) expect(sharedWithList(id), id).toBe(true);
        for (const id of [
            '/repo/node_modules/@mui/material/esm/CardHeader/CardHeader.js',
            '/repo/node_modules/@mui/material/esm/TableBodyRow/x.js',
            '/repo/src/builders/list/ResourceList.tsx',
            '/repo/node_modules/ra-ui-materialui/dist/esm/list/ListView.js',
        ])
            expect(sharedWithList(id), id).toBe(false);
    });

    it('fails the build when the dashboard imports the list chunk, naming what it takes', () => {
        const { plugin, sharedWithList } = dashboardWithoutList();
        SHARED_IDS.forEach(sharedWithList);
        const dashboard = chunk(
            'Dashboard-1.js',
            'DashboardScreen',
            { 'list-1.js': [CHIP, NUMBERS] },
            [DASHBOARD_ID]
        );
        expect(() =>
            generate(plugin)({}, bundleOf(shell, list, dashboard))
        ).toThrow(
            /DASHBOARD_FROM_LIST[\s\S]*Dashboard-1\.js: .*CriticalityChip\.tsx, .*numberFormat\.ts/
        );
        const clean = chunk('Dashboard-1.js', 'DashboardScreen', {}, [
            DASHBOARD_ID,
        ]);
        expect(() =>
            generate(plugin)({}, bundleOf(shell, list, clean))
        ).not.toThrow();
    });

    it('fails the build when a name matched no module (a library moved it)', () => {
        const { plugin, sharedWithList } = dashboardWithoutList();
        SHARED_IDS.filter(id => !id.includes('useLocale')).forEach(
            sharedWithList
        );
        const dashboard = chunk('Dashboard-1.js', 'DashboardScreen', {}, [
            DASHBOARD_ID,
        ]);
        expect(() =>
            generate(plugin)({}, bundleOf(shell, list, dashboard))
        ).toThrow(/names no module: .*useLocale/);
    });
});

describe("the list's chunks and the dashboard's", () => {
    it("fails the build when a list's chunk imports the dashboard's, naming what it takes", () => {
        const { plugin, sharedWithList } = dashboardWithoutList();
        SHARED_IDS.forEach(sharedWithList);
        const dashboard = chunk('dashboard-1.js', 'dashboard', {}, [
            DASHBOARD_ID,
            '/repo/src/screens/monitoring/SectionCard.tsx',
        ]);
        const listTakes = chunk(
            'list-1.js',
            'list',
            {
                'dashboard-1.js': [
                    '/repo/src/screens/monitoring/SectionCard.tsx',
                ],
            },
            ['/repo/src/builders/list/ResourceList.tsx']
        );
        expect(
            listDashboardImports([shell, listTakes, dashboard], importsOf)
        ).toEqual(['list-1.js: /repo/src/screens/monitoring/SectionCard.tsx']);
        expect(() =>
            generate(plugin)({}, bundleOf(shell, listTakes, dashboard))
        ).toThrow(/A list imports the dashboard's chunk[\s\S]*SectionCard/);
    });
});

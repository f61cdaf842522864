/**
 * The page before the app (src/earlyPage): the copy's markup as data,
 * the rows' words against the app's own, the copy kept and read by its
 * owner only, and the inline script's draw and requests.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TranslateFunction } from 'react-admin';
import { dateTimeFormats } from '@shared/domain/dateTime';
import type {
    FieldDefinition,
    ResourceDefinition,
} from '@shared/domain/fields';
import { fieldTextOf } from '@/builders/useFieldText';
import { capturePage, cellTextOf } from '@/builders/listCopy';
import { captureFigures } from '@/builders/pageCopy';
import { EARLY_PAGE_ID, startEarlyPage, tokenSubject } from '@/earlyPage/draw';
import {
    dropEarlyResponses,
    endEarlyPage,
    takeEarlyResponse,
} from '@/earlyPage/handoff';
import { cellText, drawRows } from '@/earlyPage/rows';
import {
    clearSnapshots,
    MAX_SNAPSHOTS,
    PAGE_SNAPSHOTS_KEY,
    peekSnapshot,
    readSnapshot,
    SNAPSHOT_MAX_AGE_MS,
    writeSnapshot,
    type PageSnapshot,
} from '@/earlyPage/snapshot';
import { fromTree, toTree, type TreeNode } from '@/earlyPage/tree';
import { encodePlant, SELECTED_PLANT_KEY } from '@/providers/currentPlant';

const translate = ((key: string) => `«${key}»`) as TranslateFunction;

const drawn = (nodes: TreeNode[]) => {
    const box = document.createElement('div');
    fromTree(document, box, nodes);
    return box;
};

describe('the markup as data (src/earlyPage/tree.ts)', () => {
    it('keeps tags, classes, words, icons and local links, and draws them back', () => {
        const box = document.createElement('div');
        box.innerHTML =
            '<nav class="menu" aria-label="Menu"><a href="/sensor" class="css-abc-Link">Sensores</a>' +
            '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M1 2z"></path></svg></nav>';
        const tree = toTree(box);
        const back = drawn(tree);
        expect(back.innerHTML).toBe(box.innerHTML);
        expect(back.querySelector('svg')?.namespaceURI).toBe(
            'http://www.w3.org/2000/svg'
        );
        expect(back.querySelector('svg')?.getAttribute('viewBox')).toBe(
            '0 0 24 24'
        );
    });

    it('drops scripts, handlers, sources and links off this origin, even from tampered storage', () => {
        const box = document.createElement('div');
        box.innerHTML =
            '<div onclick="x()" class="a" style="background:url(https://evil.example/x)">' +
            '<script>alert(1)</script><img src="https://evil.example/p.png">' +
            '<a href="https://evil.example/">out</a><a href="//evil.example/">proto</a>' +
            '<iframe src="/x"></iframe>ok</div>';
        const tree = toTree(box);
        expect(JSON.stringify(tree)).not.toMatch(
            /evil|onclick|script|img|iframe/
        );
        const tampered: TreeNode[] = [
            [
                'div',
                { onclick: 'x()', href: 'javascript:alert(1)', class: 'k' },
                [
                    ['script', {}, ['alert(1)']],
                    ['img', { src: '/x' }, []],
                    'words',
                ],
            ],
        ];
        expect(drawn(tampered).innerHTML).toBe('<div class="k">words</div>');
    });

    it('skips stale parts, copies the tools hollow and the rows empty', () => {
        const box = document.createElement('div');
        box.innerHTML =
            '<div class="tools"><input value="filter"></div>' +
            '<table><tbody><tr><td>PZ-01</td></tr></tbody></table>' +
            '<div role="status">3 new alerts</div>';
        const tree = toTree(box, {
            rows: el => el.tagName === 'TBODY',
            skip: el => el.getAttribute('role') === 'status',
            hollow: el => el.classList.contains('tools'),
        });
        const text = JSON.stringify(tree);
        expect(text).not.toContain('PZ-01');
        expect(text).not.toContain('alerts');
        expect(text).not.toContain('filter');
        expect(drawn(tree).querySelector('tbody')?.dataset.snapshot).toBe(
            'rows'
        );
    });

    it("fills a cell's words and a row's record into the slots", () => {
        const box = document.createElement('div');
        fromTree(
            document,
            box,
            [
                ['span', {}, ['{}']],
                ['a', { href: '/sensor/{id}/show' }, ['Detalhes']],
            ],
            { text: 'Piezômetro <PZ-01>', id: 'a/b' }
        );
        expect(box.querySelector('span')?.textContent).toBe(
            'Piezômetro <PZ-01>'
        );
        expect(box.querySelector('a')?.getAttribute('href')).toBe(
            '/sensor/a%2Fb/show'
        );
    });
});

describe("the rows' words (src/earlyPage/rows.ts) are the app's", () => {
    const SAMPLES: [FieldDefinition, unknown][] = [
        [{ source: 'name', type: 'text' }, 'Piezômetro PZ-01'],
        [{ source: 'email', type: 'email' }, 'op@usina.com.br'],
        [{ source: 'phone', type: 'phone' }, '34999887766'],
        [{ source: 'cnpj', type: 'cnpj' }, '12ABC34501DE35'],
        [{ source: 'cnpj', type: 'cnpj' }, '11222333000181'],
        [{ source: 'cep', type: 'cep' }, '38400100'],
        [{ source: 'devEui', type: 'devEui' }, '70:B3:D5:7E:D0:01:00:08'],
        [{ source: 'eui', type: 'gatewayEui' }, '70B3D57ED0010001'],
        [{ source: 'n', type: 'integer' }, 1234567],
        [{ source: 'x', type: 'decimal', decimals: 2 }, 1344.77],
        [{ source: 'x', type: 'decimal' }, 0.000123],
        [{ source: 'lat', type: 'latitude', decimals: 7 }, -18.9186111],
        [{ source: 'd', type: 'date' }, '2026-11-27'],
        [{ source: 'at', type: 'datetime' }, '2026-11-27T13:10:00.000Z'],
        [
            {
                source: 'state',
                type: 'select',
                options: ['active', 'inactive'],
            },
            'inactive',
        ],
        [
            {
                source: 'days',
                type: 'multiSelect',
                options: ['mon', 'tue', 'wed'],
            },
            ['mon', 'wed'],
        ],
        [{ source: 'name', type: 'text' }, null],
        [{ source: 'name', type: 'text' }, ''],
    ];
    for (const locale of ['pt-BR', 'en-US'])
        for (const timeZone of ['America/Sao_Paulo', 'America/Manaus'])
            it(`field type by field type, ${locale} on ${timeZone}`, () => {
                const app = fieldTextOf(
                    'sensor',
                    translate,
                    locale,
                    dateTimeFormats(locale, timeZone)
                );
                for (const [field, value] of SAMPLES) {
                    const kind = cellTextOf('sensor', field, translate);
                    expect(kind, field.type).toBeDefined();
                    expect(
                        cellText(kind!, value, locale, timeZone),
                        `${field.type} ${JSON.stringify(value)}`
                    ).toBe(app(field, value));
                }
            });

    it('leaves to the app what it does not write alike', () => {
        for (const field of [
            { source: 'w', type: 'reference', reference: 'watershed' },
            { source: 'p', type: 'object', fields: [] },
            { source: 'codeIntl', type: 'text', translatedCode: 'page' },
        ] as FieldDefinition[])
            expect(cellTextOf('page', field, translate)).toBeUndefined();
    });
});

const SENSOR: ResourceDefinition = {
    name: 'sensor',
    defaultSort: { field: 'name', order: 'ASC' },
    fields: [
        { source: 'devEui', type: 'devEui', list: true },
        { source: 'name', type: 'text', list: true },
        {
            source: 'watershedId',
            type: 'reference',
            reference: 'watershed',
            list: true,
        },
        { source: 'active', type: 'boolean', list: true },
        { source: 'lastSeenAt', type: 'datetime', list: true },
    ],
} as unknown as ResourceDefinition;

const RECORDS = [
    {
        id: 8,
        devEui: '70:B3:D5:7E:D0:01:00:08',
        name: 'Corrente CG-01',
        watershedId: 3,
        active: true,
        lastSeenAt: '2026-11-27T13:10:00.000Z',
    },
    {
        id: 11,
        devEui: '70:B3:D5:7E:D0:01:00:11',
        name: 'Corrente CG-02',
        watershedId: 3,
        active: false,
        lastSeenAt: null,
    },
];

/** The list page as react-admin draws it, in short. */
const listPage = (rows = RECORDS) => {
    const root = document.createElement('div');
    root.id = 'root';
    const app = fieldTextOf(
        'sensor',
        translate,
        'pt-BR',
        dateTimeFormats('pt-BR', 'America/Sao_Paulo')
    );
    const f = (source: string) => SENSOR.fields.find(x => x.source === source)!;
    const cells = (r: (typeof RECORDS)[number]) =>
        `<td class="c column-devEui"><span class="css-t1-Text">${app(f('devEui'), r.devEui)}</span></td>` +
        `<td class="c column-name"><span class="css-t1-Text">${app(f('name'), r.name)}</span></td>` +
        `<td class="c column-watershedId"><a href="/watershed/${r.watershedId}">Rio Paranaíba</a></td>` +
        `<td class="c column-active"><svg aria-label="${r.active ? 'yes' : 'no'}"></svg></td>` +
        `<td class="c column-lastSeenAt"><span class="css-t1-Text">${app(f('lastSeenAt'), r.lastSeenAt)}</span></td>` +
        `<td class="c"><a class="css-b2-Button" href="/sensor/details/${r.id}">Detalhes</a></td>`;
    root.innerHTML =
        '<header class="css-h1-AppBar">Sensores</header>' +
        '<div class="RaList-actions" style="display:flex"><input value="Corrente"></div>' +
        '<div class="RaList-content"><table class="css-t0-Table"><thead><tr><th>Nome</th></tr></thead><tbody class="css-tb-Body">' +
        rows
            .map(
                (r, i) =>
                    `<tr class="row ${i % 2 ? 'odd' : 'even'}">${cells(r)}</tr>`
            )
            .join('') +
        '</tbody></table></div>' +
        '<div class="MuiTablePagination-root">1-2 de 2</div>';
    document.body.replaceChildren(root);
    return root;
};

const capture = (overrides: Partial<Parameters<typeof capturePage>[0]> = {}) =>
    capturePage({
        doc: document,
        root: listPage(),
        definition: SENSOR,
        records: RECORDS,
        text: fieldTextOf(
            'sensor',
            translate,
            'pt-BR',
            dateTimeFormats('pt-BR', 'America/Sao_Paulo')
        ),
        translate,
        locale: 'pt-BR',
        timeZone: 'America/Sao_Paulo',
        owner: 'user-1',
        path: '/sensor',
        width: window.innerWidth,
        session: { url: '/api/user/session', plantId: 4 },
        data: { url: '/api/sensor/search?page=1&limit=10', plantId: 4 },
        ...overrides,
    });

describe('the copy of a list page (src/builders/listCopy.ts)', () => {
    it('keeps the frame without data, and each cell as the app drew it', () => {
        const snapshot = capture()!;
        const text = JSON.stringify(snapshot.tree);
        expect(text).toContain('Sensores');
        expect(text).not.toMatch(/Corrente|1-2 de 2|Rio Paranaíba/);
        expect(snapshot.styles.sort()).toEqual(
            ['b2-Button', 'h1-AppBar', 't0-Table', 't1-Text', 'tb-Body'].sort()
        );
        expect(snapshot.rows!.rows).toEqual([
            { class: 'row even' },
            { class: 'row odd' },
        ]);
        const [devEui, name, watershed, active, seen, actions] =
            snapshot.rows!.cells;
        expect(devEui).toMatchObject({
            source: 'devEui',
            text: { kind: 'mask', mask: 'devEui' },
            content: [['span', { class: 'css-t1-Text' }, ['{}']]],
        });
        expect(name?.text).toEqual({ kind: 'plain' });
        // A reference's name is data: the app draws it.
        expect(watershed).toMatchObject({ source: 'watershedId', content: [] });
        expect(Object.keys(active?.byValue ?? {}).sort()).toEqual([
            'false',
            'true',
        ]);
        expect(seen?.text).toEqual({ kind: 'dateTime' });
        expect(actions?.content).toEqual([
            [
                'a',
                { class: 'css-b2-Button', href: '/sensor/details/{id}' },
                ['Detalhes'],
            ],
        ]);
    });

    it('draws back rows that read as the app drew them', () => {
        const snapshot = capture()!;
        const appRows = Array.from(document.querySelectorAll('tbody tr'), tr =>
            Array.from(tr.children, td => td.textContent)
        );
        const body = document.createElement('tbody');
        drawRows(
            document,
            body,
            snapshot.rows!,
            RECORDS,
            snapshot.locale,
            snapshot.timeZone
        );
        const early = Array.from(body.querySelectorAll('tr'), tr =>
            Array.from(tr.children, td => td.textContent)
        );
        // Every column but the reference's, which waits for the app.
        expect(early).toEqual(
            appRows.map(row => row.map((t, i) => (i === 2 ? '' : t)))
        );
        expect(body.querySelector('a')?.getAttribute('href')).toBe(
            '/sensor/details/8'
        );
    });

    it("leaves a column empty where the inline script would not write the app's words", () => {
        const other = fieldTextOf(
            'sensor',
            translate,
            'pt-BR',
            dateTimeFormats('pt-BR', 'America/Manaus')
        );
        const snapshot = capture({ text: other })!;
        expect(snapshot.rows!.cells[4]).toMatchObject({
            source: 'lastSeenAt',
            content: [],
        });
        expect(snapshot.rows!.cells[4]?.text).toBeUndefined();
    });

    it('is not taken when the rows on screen are not the records', () => {
        expect(capture({ records: RECORDS.slice(0, 1) })).toBeUndefined();
    });
});

const SNAP = (over: Partial<PageSnapshot> = {}): PageSnapshot => ({
    ...capture()!,
    savedAt: Date.now(),
    ...over,
});

describe('the stored copies (src/earlyPage/snapshot.ts)', () => {
    beforeEach(() => localStorage.clear());

    it('are read by their owner only, for a week', () => {
        writeSnapshot(window, SNAP());
        expect(readSnapshot(window, '/sensor', 'user-1')?.path).toBe('/sensor');
        expect(readSnapshot(window, '/sensor', 'user-2')).toBeUndefined();
        expect(readSnapshot(window, '/sensor', undefined)).toBeUndefined();
        expect(readSnapshot(window, '/gateway', 'user-1')).toBeUndefined();
        const later = Date.now() + SNAPSHOT_MAX_AGE_MS + 1;
        expect(peekSnapshot(window, '/sensor', later)).toBeUndefined();
    });

    it("keep a few pages, and another owner's copies go", () => {
        for (let i = 0; i < MAX_SNAPSHOTS + 2; i++)
            writeSnapshot(
                window,
                SNAP({ path: `/p${i}`, savedAt: Date.now() + i })
            );
        const kept = Object.keys(
            JSON.parse(localStorage.getItem(PAGE_SNAPSHOTS_KEY)!) as object
        );
        expect(kept).toHaveLength(MAX_SNAPSHOTS);
        expect(kept).not.toContain('/p0');
        writeSnapshot(window, SNAP({ owner: 'user-2' }));
        expect(
            Object.keys(
                JSON.parse(localStorage.getItem(PAGE_SNAPSHOTS_KEY)!) as object
            )
        ).toEqual(['/sensor']);
        clearSnapshots(window);
        expect(localStorage.getItem(PAGE_SNAPSHOTS_KEY)).toBeNull();
    });

    it('are not read when tampered with', () => {
        localStorage.setItem(
            PAGE_SNAPSHOTS_KEY,
            JSON.stringify({ '/sensor': { ...SNAP(), tree: [['div', 1, []]] } })
        );
        expect(peekSnapshot(window, '/sensor')).toBeUndefined();
        localStorage.setItem(PAGE_SNAPSHOTS_KEY, '{not json');
        expect(peekSnapshot(window, '/sensor')).toBeUndefined();
    });
});

const nextTask = () => new Promise(resolve => setTimeout(resolve, 0));

/** The copy, once drawn (in a task after the requests'). */
const drawnCopy = () =>
    vi.waitFor(() => {
        const overlay = document.getElementById(EARLY_PAGE_ID);
        if (!overlay) throw new Error('no copy drawn yet');
        return overlay;
    });

/** No copy drawn, no answer waiting, no restored styles, the real fetch. */
const leaveNoEarlyPage = () => {
    endEarlyPage();
    dropEarlyResponses();
    document.head
        .querySelectorAll('style[data-saved-styles]')
        .forEach(s => s.remove());
    vi.unstubAllGlobals();
};

const b64url = (value: object) =>
    btoa(JSON.stringify(value))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
const token = (sub: string) => `h.${b64url({ sub })}.s`;

describe('the page before the app (src/earlyPage/draw.ts)', () => {
    const rowsAnswer = () =>
        new Response(JSON.stringify({ data: RECORDS, meta: { total: 2 } }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
        });
    let fetchMock: ReturnType<typeof vi.fn>;

    beforeEach(() => {
        localStorage.clear();
        const snapshot = SNAP();
        document.body.replaceChildren();
        writeSnapshot(window, snapshot);
        // The styles the app kept on its last visit (src/savedStyles.ts).
        localStorage.setItem(
            'savedStyles',
            JSON.stringify({ names: snapshot.styles, css: '.x{}' })
        );
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(4));
        localStorage.setItem('locale', 'pt-BR');
        window.history.replaceState(null, '', '/sensor');
        fetchMock = vi.fn((url: string) =>
            Promise.resolve(
                url.includes('/search')
                    ? rowsAnswer()
                    : new Response('{"data":{}}', { status: 200 })
            )
        );
        vi.stubGlobal('fetch', fetchMock);
    });
    afterEach(leaveNoEarlyPage);

    it("reads the token's subject", () => {
        expect(tokenSubject(token('a-b'))).toBe('a-b');
        expect(tokenSubject('not a token')).toBeUndefined();
    });

    it("sends the page's requests as the app would, draws the copy inert, then its rows", async () => {
        expect(startEarlyPage(window, token('user-1'), '/api')).toBe(true);
        expect(fetchMock.mock.calls.map(c => c[0])).toEqual([
            '/api/user/session',
            '/api/sensor/search?page=1&limit=10',
        ]);
        const init = fetchMock.mock.calls[1]![1] as RequestInit;
        expect(init.headers).toMatchObject({
            Authorization: `Bearer ${token('user-1')}`,
            'subsidiary-id': '4',
        });
        const overlay = await drawnCopy();
        expect(overlay.getAttribute('aria-hidden')).toBe('true');
        expect(overlay.firstElementChild?.hasAttribute('inert')).toBe(true);
        await vi.waitFor(() =>
            expect(overlay.querySelectorAll('tbody tr')).toHaveLength(2)
        );
        expect(overlay.querySelector('tbody td')?.textContent).toBe(
            '70:B3:D5:7E:D0:01:00:08'
        );
        // The app takes the answers once, and the copy away.
        const answer = takeEarlyResponse(
            '/api/sensor/search?page=1&limit=10',
            4
        );
        expect(answer).toBeDefined();
        expect(
            ((await (await answer!).json()) as { data: unknown[] }).data
        ).toHaveLength(2);
        expect(
            takeEarlyResponse('/api/sensor/search?page=1&limit=10', 4)
        ).toBeUndefined();
        expect(takeEarlyResponse('/api/user/session', null)).toBeUndefined();
        endEarlyPage();
        expect(document.getElementById(EARLY_PAGE_ID)).toBeNull();
    });

    it('takes a colour for its background, nothing else', async () => {
        writeSnapshot(
            window,
            SNAP({
                background: 'red;background-image:url(https://evil.example/x)',
            })
        );
        startEarlyPage(window, token('user-1'), '/api');
        const overlay = await drawnCopy();
        expect(overlay.style.backgroundImage).toBe('');
        expect(overlay.getAttribute('style')).not.toContain('evil');
    });

    it("draws nothing and sends nothing for another user's sign-in", async () => {
        expect(startEarlyPage(window, token('user-2'), '/api')).toBe(false);
        await nextTask();
        expect(fetchMock).not.toHaveBeenCalled();
        expect(document.getElementById(EARLY_PAGE_ID)).toBeNull();
    });

    it('sends nothing to another API, for another plant, or for a query string', () => {
        expect(
            startEarlyPage(window, token('user-1'), 'https://api.example')
        ).toBe(false);
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(5));
        expect(startEarlyPage(window, token('user-1'), '/api')).toBe(false);
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(4));
        window.history.replaceState(null, '', '/sensor?page=2');
        expect(startEarlyPage(window, token('user-1'), '/api')).toBe(false);
        expect(fetchMock).not.toHaveBeenCalled();
    });

    it('sends the requests but draws no copy in a language chosen since', async () => {
        localStorage.setItem('locale', 'en-US');
        expect(startEarlyPage(window, token('user-1'), '/api')).toBe(true);
        await nextTask();
        expect(fetchMock).toHaveBeenCalledTimes(2);
        expect(document.getElementById(EARLY_PAGE_ID)).toBeNull();
    });

    it('sends the requests but draws no copy without the styles it needs', async () => {
        localStorage.setItem(
            'savedStyles',
            JSON.stringify({ names: ['other'], css: '.x{}' })
        );
        expect(startEarlyPage(window, token('user-1'), '/api')).toBe(true);
        await nextTask();
        expect(fetchMock).toHaveBeenCalledTimes(2);
        expect(document.getElementById(EARLY_PAGE_ID)).toBeNull();
    });

    it('gives way when the rows cannot be read', async () => {
        fetchMock.mockImplementation(
            () =>
                new Promise(resolve =>
                    setTimeout(
                        () => resolve(new Response('{}', { status: 403 })),
                        200
                    )
                )
        );
        startEarlyPage(window, token('user-1'), '/api');
        await drawnCopy();
        await vi.waitFor(() =>
            expect(document.getElementById(EARLY_PAGE_ID)).toBeNull()
        );
    });
});

describe("a page of figures' copy (the dashboard)", () => {
    const dashboard = () => {
        const root = document.createElement('div');
        root.id = 'root';
        root.innerHTML =
            '<main class="css-m1-Main"><h1>Painel</h1>' +
            '<section data-early-figures=""><h2 id="readings-title">Leituras</h2>' +
            '<p class="css-f1-Figure" data-early-value="readings.low" aria-label="Baixa: 329 leituras">329</p>' +
            '<p class="css-f1-Figure" data-early-value="readings.critical" aria-label="Crítica: 28 leituras">28</p></section>' +
            '<section class="css-l1-List">Gateway Jusante nunca visto</section></main>';
        document.body.replaceChildren(root);
        return root;
    };
    const input = () => ({
        doc: document,
        root: dashboard(),
        locale: 'pt-BR',
        timeZone: 'America/Sao_Paulo',
        owner: 'user-1',
        path: '/dashboard',
        width: window.innerWidth,
        session: { url: '/api/user/session', plantId: 4 },
        data: { url: '/api/dashboard/summary', plantId: 4 },
    });

    beforeEach(() => {
        localStorage.clear();
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(4));
        localStorage.setItem('locale', 'pt-BR');
        window.history.replaceState(null, '', '/dashboard');
    });
    afterEach(leaveNoEarlyPage);

    it('keeps the page up to its figures, without their values', () => {
        const copy = captureFigures(input())!;
        expect(copy.kind).toBe('figures');
        const text = JSON.stringify(copy.tree);
        expect(text).toContain('readings-title');
        expect(text).not.toMatch(/329|28 leituras|Gateway Jusante/);
        expect(copy.styles.sort()).toEqual(['f1-Figure', 'm1-Main']);
    });

    it("draws this visit's figures in the user's language", async () => {
        const copy = captureFigures(input())!;
        writeSnapshot(window, copy);
        localStorage.setItem(
            'savedStyles',
            JSON.stringify({ names: copy.styles, css: '.x{}' })
        );
        document.body.replaceChildren();
        vi.stubGlobal(
            'fetch',
            vi.fn((url: string) =>
                Promise.resolve(
                    new Response(
                        url.endsWith('/summary')
                            ? '{"data":{"readings":{"low":12345,"critical":3}}}'
                            : '{"data":{}}',
                        { status: 200 }
                    )
                )
            )
        );
        expect(startEarlyPage(window, token('user-1'), '/api')).toBe(true);
        const overlay = await drawnCopy();
        await vi.waitFor(() =>
            expect(
                Array.from(
                    overlay.querySelectorAll('[data-early-value]'),
                    el => el.textContent
                )
            ).toEqual(['12.345', '3'])
        );
    });

    it('is not taken from a page without figures', () => {
        const root = dashboard();
        root.querySelectorAll('[data-early-value]').forEach(el => el.remove());
        expect(captureFigures({ ...input(), root })).toBeUndefined();
    });
});

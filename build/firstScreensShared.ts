/**
 * The dashboard without the list's chunk (docs/performance.md, "Chunks";
 * docs/decisions/0002-one-chunk-for-the-shell-and-for-the-list.md). The
 * build puts a generated list's
 * code in one chunk, `list` (vite.config.ts), and that group takes every
 * module the list needs that the shell does not have. The dashboard, the
 * first screen after sign-in, needs a few of those modules too (a card, a
 * table body, the criticality chip, the number and date formats), so it
 * loaded the whole list chunk, about 240 kB of code, before it could draw
 * its figures. The shell's group takes those few modules instead: a list
 * visit loads the same bytes, from the shell.
 *
 * They are named here rather than found from the module graph: through
 * react-admin's and MUI's index modules every screen reaches nearly all of
 * both libraries, so the graph's answer would move the whole list into the
 * shell. The plugin checks the result instead: a build in which the
 * dashboard's chunk, or any chunk it imports statically, imports the list's
 * chunk fails and names what it takes from it, to be added below; so does
 * a build in which a name below matched no module (a library moved it),
 * or in which the list's chunk imports the dashboard's (the dashboard's
 * code is one chunk too, vite.config.ts, as the list's is).
 */
import type { Plugin } from 'vite';

/** The modules the dashboard shares with the generated list. */
export const DASHBOARD_FROM_LIST: readonly RegExp[] = [
    /[\\/]src[\\/]builders[\\/]CriticalityChip\.tsx$/,
    /[\\/]shared[\\/]domain[\\/]numberFormat\.ts$/,
    /[\\/]src[\\/]session[\\/]useDateTimeFormat\.ts$/,
    // The monitoring refresh, which the device lists follow too.
    /[\\/]src[\\/]providers[\\/]monitoring[\\/]refresh\.ts$/,
    /[\\/]@mui[\\/]material[\\/](esm[\\/])?(Card|CardContent|Table|TableBody|TableCell|TableHead|TableRow)[\\/]/,
    /[\\/]ra-ui-materialui[\\/]dist[\\/](esm[\\/])?Link\.js$/,
    /[\\/]ra-core[\\/]dist[\\/](esm[\\/])?i18n[\\/]useLocale\.js$/,
];

/** The dashboard's screen: its chunk group's module (vite.config.ts). */
export const DASHBOARD_MODULE =
    /[\\/]src[\\/]screens[\\/]monitoring[\\/]DashboardScreen\.tsx$/;

/** A chunk as the check reads it. */
export interface ChunkImports {
    fileName: string;
    name: string;
    moduleIds: readonly string[];
    imports: readonly string[];
}

/** A module's static imports, as the build's module graph has them. */
export type StaticImports = (moduleId: string) => readonly string[];

/**
 * What chunk `from`, and the chunks it imports statically, take from
 * chunk `to`: `${chunk}: ${modules of to}` lines, none when nothing.
 */
export const chunkTakes = (
    chunks: readonly ChunkImports[],
    from: ChunkImports,
    to: ChunkImports,
    importsOf: StaticImports
): string[] => {
    const byFile = new Map(chunks.map(c => [c.fileName, c]));
    const inTo = new Set(to.moduleIds);
    const found: string[] = [];
    const seen = new Set<string>();
    const todo = [from];
    for (let chunk = todo.pop(); chunk; chunk = todo.pop()) {
        if (seen.has(chunk.fileName)) continue;
        seen.add(chunk.fileName);
        if (chunk.imports.includes(to.fileName)) {
            const taken = new Set(
                chunk.moduleIds.flatMap(id =>
                    importsOf(id).filter(dep => inTo.has(dep))
                )
            );
            found.push(`${chunk.fileName}: ${[...taken].join(', ')}`);
        }
        for (const file of chunk.imports) {
            const next = byFile.get(file);
            if (next && next !== to) todo.push(next);
        }
    }
    return found;
};

/** The dashboard's chunk and the list's, found in the build's chunks. */
const firstScreenChunks = (chunks: readonly ChunkImports[]) => {
    const dashboard = chunks.find(c =>
        c.moduleIds.some(id => DASHBOARD_MODULE.test(id))
    );
    const list = chunks.find(c => c.name === 'list');
    if (!dashboard) throw new Error('firstScreensShared: no dashboard chunk');
    if (!list) throw new Error('firstScreensShared: no list chunk');
    return { dashboard, list };
};

/** What the dashboard's chunks take from the list's chunk (none, in a good build). */
export const dashboardListImports = (
    chunks: readonly ChunkImports[],
    importsOf: StaticImports
): string[] => {
    const { dashboard, list } = firstScreenChunks(chunks);
    return chunkTakes(chunks, dashboard, list, importsOf);
};

/** What the list's chunks take from the dashboard's chunk (none, in a good build). */
export const listDashboardImports = (
    chunks: readonly ChunkImports[],
    importsOf: StaticImports
): string[] => {
    const { dashboard, list } = firstScreenChunks(chunks);
    return chunkTakes(chunks, list, dashboard, importsOf);
};

export function dashboardWithoutList(): {
    plugin: Plugin;
    /** For the shell's chunk group: a module the dashboard shares with the list. */
    sharedWithList: (id: string) => boolean;
} {
    const matched = new Set<RegExp>();
    const sharedWithList = (id: string) => {
        const test = DASHBOARD_FROM_LIST.find(t => t.test(id));
        if (test) matched.add(test);
        return test !== undefined;
    };
    const plugin: Plugin = {
        name: 'plants:dashboard-without-list',
        apply: 'build',
        generateBundle(_options, bundle) {
            const unused = DASHBOARD_FROM_LIST.filter(t => !matched.has(t));
            if (unused.length)
                throw new Error(
                    `DASHBOARD_FROM_LIST (build/firstScreensShared.ts) names no module: ${unused.map(String).join(', ')}`
                );
            const chunks = Object.values(bundle).flatMap(c =>
                c.type === 'chunk' ? [c] : []
            );
            const importsOf = (id: string) =>
                this.getModuleInfo(id)?.importedIds ?? [];
            const back = listDashboardImports(chunks, importsOf);
            if (back.length)
                throw new Error(
                    "A list imports the dashboard's chunk (its modules belong in the shell or the list):\n" +
                        back.join('\n')
                );
            const found = dashboardListImports(chunks, importsOf);
            if (found.length && !process.env.DEBUG_CHUNKS)
                throw new Error(
                    'The dashboard imports the list chunk; add what it takes to ' +
                        `DASHBOARD_FROM_LIST (build/firstScreensShared.ts):\n${found.join('\n')}`
                );
        },
    };
    return { plugin, sharedWithList };
}

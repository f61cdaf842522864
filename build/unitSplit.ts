/**
 * Which unit test files must run in a fresh module registry. Most unit
 * files run in one shared registry (`isolate: false`): importing
 * react-admin and MUI once per worker instead of once per file is most of
 * the suite's time (docs/structure.md, "Tests"). A file that replaces
 * modules or globals (`vi.mock`, `vi.doMock`, `vi.stubGlobal`, `vi.stubEnv`)
 * would leak that into the files after it, so it runs isolated. Read from
 * the files themselves, so a new test lands in the right project without
 * anyone keeping a list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const REPLACES_MODULES =
    /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(/;

const specFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return specFiles(path);
        return /\.spec\.tsx?$/.test(entry.name) ? [path] : [];
    });

/** Unit spec files (relative to `root`, `/`-separated) that need isolation. */
export function isolatedUnitFiles(root: string, dir = 'tests/unit'): string[] {
    return specFiles(join(root, dir))
        .filter(path => REPLACES_MODULES.test(readFileSync(path, 'utf8')))
        .map(path => relative(root, path).split('\\').join('/'))
        .sort();
}

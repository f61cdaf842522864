import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const MAX_FILES = 20;

/** Every folder under `dir` with the number of files directly in it. */
const folders = (dir: string): [string, number][] => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const own: [string, number] = [
        relative(root, dir),
        entries.filter(e => e.isFile()).length,
    ];
    return [
        own,
        ...entries
            .filter(e => e.isDirectory())
            .flatMap(e => folders(join(dir, e.name))),
    ];
};

describe('folders of src', () => {
    it(`hold at most ${MAX_FILES} files each; a fuller one is split by concern`, () => {
        const over = folders(join(root, 'src')).filter(
            ([, count]) => count > MAX_FILES
        );
        expect(over).toEqual([]);
    });
});

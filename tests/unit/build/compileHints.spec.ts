import { describe, expect, it } from 'vitest';
import {
    COMPILE_HINT,
    mapOneLineDown,
    withHint,
} from '../../../build/compileHints.ts';

describe('the compile hint written into a built chunk', () => {
    it('is the first line, the code unchanged below it', () => {
        const code = 'import{a}from"./x.js";a();\n//# sourceMappingURL=y';
        expect(withHint(code).split('\n')).toEqual([
            COMPILE_HINT,
            ...code.split('\n'),
        ]);
        expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    });

    it('moves every mapping of the source map down one line, and nothing else', () => {
        const map = {
            version: 3,
            sources: ['a.ts'],
            names: [],
            mappings: 'AAAA,CAAC;;AACA',
        };
        expect(JSON.parse(mapOneLineDown(JSON.stringify(map)))).toEqual({
            ...map,
            mappings: ';AAAA,CAAC;;AACA',
        });
    });
});

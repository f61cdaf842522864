import { describe, expect, it } from 'vitest';
import { resources } from '@shared/declarations/index';

const RESOURCE_NAMES = resources.map(r => r.name);
import { resourceBlock, uniqueNumber } from '../../helpers/sampleRecords';

describe('sample records', () => {
    it('give every registered entity its own block of numbers', () => {
        const blocks = RESOURCE_NAMES.map(resourceBlock);
        expect(new Set(blocks).size).toBe(RESOURCE_NAMES.length);
    });

    it('number an entity’s samples by its name, not its place in the registry', () => {
        // Pinned: adding an entity anywhere in the registry leaves these.
        expect(uniqueNumber('sensor', 7)).toBe(86_795_007);
        expect(uniqueNumber('company', 1)).toBe(38_828_001);
    });
});

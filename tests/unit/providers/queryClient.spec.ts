import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/providers/queryClient';

describe('query cache', () => {
    it('keeps data fresh 5 minutes and does not refetch on window focus', () => {
        const queries = createQueryClient().getDefaultOptions().queries;
        expect(queries?.staleTime).toBe(300_000);
        expect(queries?.refetchOnWindowFocus).toBe(false);
    });
});

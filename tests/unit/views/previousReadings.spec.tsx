/**
 * A reading's earlier readings: while they load the
 * card says it is loading, never "No earlier readings"; that sentence
 * comes only once the answer holds none.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PreviousReadings } from '@/views/measure/PreviousReadings';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const measure = {
    id: 9,
    sensorId: 3,
    value: 413,
    date: '2026-11-25T12:00:00.000Z',
    criticalityRule: null,
};

const deferred = <T,>() => {
    let resolve!: (v: T) => void;
    const promise = new Promise<T>(r => (resolve = r));
    return { promise, resolve };
};

describe('the earlier readings of a reading', () => {
    it('show loading while they load, then say there are none', async () => {
        const answer = deferred<{ data: object[]; total: number }>();
        renderInAdmin(
            <PreviousReadings
                measure={measure}
                detailsPath={id => `/m/${id}`}
            />,
            { dataProvider: { getList: () => answer.promise } }
        );
        expect(
            await screen.findByRole('progressbar', { name: 'Loading' })
        ).toBeInTheDocument();
        expect(screen.queryByText('No earlier readings.')).toBeNull();
        // Only the reading itself comes back: it is not its own previous.
        answer.resolve({ data: [measure], total: 1 });
        expect(
            await screen.findByText('No earlier readings.')
        ).toBeInTheDocument();
        expect(screen.queryByRole('progressbar')).toBeNull();
    });

    it('list them once loaded', async () => {
        renderInAdmin(
            <PreviousReadings
                measure={measure}
                detailsPath={id => `/m/${id}`}
            />,
            {
                dataProvider: {
                    getList: async () => ({
                        data: [
                            {
                                id: 8,
                                sensorId: 3,
                                value: 412.25,
                                unit: 'm',
                                criticality: 'low',
                                date: '2026-11-25T11:00:00.000Z',
                            },
                        ],
                        total: 1,
                    }),
                },
            }
        );
        expect(await screen.findByText('412.25 m')).toBeInTheDocument();
        expect(screen.queryByText('No earlier readings.')).toBeNull();
    });
});

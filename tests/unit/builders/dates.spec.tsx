/**
 * Dates typed and shown in the user's language on the company's clock
 * (São Paulo, the default zone), while this machine runs in another zone.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceCreate } from '@/builders/form/ResourceCreate';
import { ResourceEdit } from '@/builders/form/ResourceEdit';
import { ResourceList } from '@/builders/list/ResourceList';
import { getResource } from '@shared/declarations';
import { fakeDataProvider } from './fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const drill = getResource('simulation');
const dateInput = () =>
    screen.getByRole('textbox', { name: /^(Date|Data)/ }) as HTMLInputElement;
const AT = '2026-11-20T13:30:00.000Z';
const drills = [
    {
        id: 1,
        title: 'Cheia',
        date: AT,
        criticality: 'high',
        sent: false,
        contactIds: [],
    },
];

describe('dates', { timeout: 30000 }, () => {
    it('the machine is not on São Paulo time, so the tests below mean something', () => {
        expect(new Date(AT).getTimezoneOffset()).not.toBe(180);
    });

    it('a drill typed at 10:30 (pt-BR) is sent as 13:30 UTC, the zone named under the box', async () => {
        const user = userEvent.setup();
        const dp = fakeDataProvider({});
        renderInAdmin(
            <ResourceCreate definition={drill} basePath="/simulation" />,
            { dataProvider: dp, locale: 'pt-BR' }
        );
        await user.type(await screen.findByLabelText(/^Título/), 'Cheia');
        await user.type(dateInput(), '201120261030');
        expect(dateInput().value).toBe('20/11/2026 10:30');
        expect(dateInput()).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm');
        expect(
            screen.getByText('No Horário Padrão de Brasília (GMT-3)')
        ).toBeInTheDocument();
        await user.click(screen.getByRole('combobox', { name: /Criticidade/ }));
        await user.click(await screen.findByRole('option', { name: /Alta/ }));
        await user.click(screen.getByRole('button', { name: 'Salvar' }));
        await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
        expect(dp.create.mock.calls[0]?.[1].data.date).toBe(AT);
    });

    it('en-US types month first; a half-typed time is refused at the field, as typed', async () => {
        const user = userEvent.setup();
        const dp = fakeDataProvider({});
        renderInAdmin(
            <ResourceCreate definition={drill} basePath="/simulation" />,
            { dataProvider: dp }
        );
        await user.type(await screen.findByLabelText(/^Title/), 'Flood');
        await user.type(dateInput(), '1120202610');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            await screen.findByText('Date must be a valid date and time')
        ).toBeInTheDocument();
        expect(dateInput().value).toBe('11/20/2026 10');
        expect(dp.create).not.toHaveBeenCalled();
    });

    it('the list shows the company clock and names its zone in the heading', async () => {
        renderInAdmin(
            <ResourceList definition={drill} basePath="/simulation" />,
            {
                dataProvider: fakeDataProvider({ simulation: drills }),
                locale: 'pt-BR',
            }
        );
        expect(
            await screen.findByText('20/11/2026, 10:30')
        ).toBeInTheDocument();
        expect(
            screen.getByRole('columnheader', { name: /^Data \(GMT-3\)/ })
        ).toBeInTheDocument();
    });

    it('names the zone the same way in English: the words translated, the offset alike', async () => {
        const user = userEvent.setup();
        renderInAdmin(
            <ResourceCreate definition={drill} basePath="/simulation" />,
            { dataProvider: fakeDataProvider({}) }
        );
        await user.type(await screen.findByLabelText(/^Title/), 'Flood');
        expect(
            screen.getByText('In Brasilia Standard Time (GMT-3)')
        ).toBeInTheDocument();
    });

    it('the English list names the same zone in its heading as the Portuguese one', async () => {
        renderInAdmin(
            <ResourceList definition={drill} basePath="/simulation" />,
            { dataProvider: fakeDataProvider({ simulation: drills }) }
        );
        expect(
            await screen.findByRole('columnheader', { name: /^Date \(GMT-3\)/ })
        ).toBeInTheDocument();
    });

    it('the details heading names the reading by its date, not an ISO timestamp', async () => {
        renderInAdmin(
            <ResourceEdit
                definition={getResource('measure')}
                basePath="/measure"
                id={5}
            />,
            {
                dataProvider: fakeDataProvider({
                    measure: [
                        {
                            id: 5,
                            date: AT,
                            value: 1,
                            sensorId: 1,
                            type: 'manual',
                        },
                    ],
                }),
            }
        );
        const heading = await screen.findByRole('heading', { level: 1 });
        await waitFor(() =>
            expect(heading).toHaveTextContent('Measure 11/20/26, 10:30 AM')
        );
        expect(document.body.textContent).not.toContain(AT);
    });

    it.each([
        ['pt-BR', 'Desde', 'Até', '20/11/2026 10:30', '21/11/2026 10:30'],
        ['en-US', 'Since', 'Until', '11/20/2026 10:30', '11/21/2026 10:30'],
    ] as const)(
        'a list opened with a date range in its URL shows it in the filter boxes (%s)',
        async (locale, since, until, from, to) => {
            const dp = fakeDataProvider({ measure: [] });
            const filter = encodeURIComponent(
                JSON.stringify({
                    date_gte: AT,
                    date_lte: '2026-11-21T13:30:00.000Z',
                })
            );
            renderInAdmin(
                <ResourceList
                    definition={getResource('measure')}
                    basePath="/measure"
                />,
                {
                    dataProvider: dp,
                    path: `/measure?filter=${filter}`,
                    locale,
                }
            );
            const box = (label: string) =>
                screen.findByRole('textbox', { name: label });
            await waitFor(async () =>
                expect(await box(since)).toHaveValue(from)
            );
            expect(await box(until)).toHaveValue(to);
        }
    );
});

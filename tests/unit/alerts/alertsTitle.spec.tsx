/**
 * The alerts page names itself once: in the header (react-admin's title
 * portal, which the tab's title follows) and in its h1.
 */
import { screen, waitFor } from '@testing-library/react';
import { AlertsScreen } from '@/screens/alerts/AlertsScreen';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

describe.each([
    ['en-US', 'Alerts'],
    ['pt-BR', 'Alertas'],
] as const)('the alerts page (%s)', (locale, words) => {
    it('says its name once in the header', async () => {
        renderInAdmin(
            <>
                <span id="react-admin-title" />
                <AlertsScreen />
            </>,
            { locale, dataProvider: fakeDataProvider({ alert: [] }) }
        );
        expect(
            await screen.findByRole('heading', { level: 1, name: words })
        ).toBeInTheDocument();
        await waitFor(() =>
            expect(
                document.getElementById('react-admin-title')?.textContent
            ).toBe(words)
        );
    });
});

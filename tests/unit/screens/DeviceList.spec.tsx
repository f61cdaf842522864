import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeviceList } from '@/screens/monitoring/DeviceList';
import { renderInAdmin } from '../../helpers/renderInAdmin';

describe('the dashboard’s device lists', () => {
    it.each([
        ['pt-BR', 'sensor', 'Nenhum sensor nesta usina ainda.'],
        ['en-US', 'sensor', 'No sensor in this plant yet.'],
        ['pt-BR', 'gateway', 'Nenhum gateway nesta usina ainda.'],
        ['en-US', 'gateway', 'No gateway in this plant yet.'],
    ] as const)(
        'say a plant without devices has none, not that all report (%s, %s)',
        async (locale, kind, text) => {
            renderInAdmin(
                <DeviceList
                    kind={kind}
                    title="t"
                    summary="s"
                    empty="Every one is reporting."
                    total={0}
                    items={[]}
                />,
                { locale }
            );
            expect(await screen.findByText(text)).toBeInTheDocument();
            expect(screen.queryByText('Every one is reporting.')).toBeNull();
        }
    );

    it('say all report when the plant has devices and none is silent', async () => {
        renderInAdmin(
            <DeviceList
                kind="sensor"
                title="t"
                summary="s"
                empty="Every sensor is reporting."
                total={3}
                items={[]}
            />
        );
        expect(
            await screen.findByText('Every sensor is reporting.')
        ).toBeInTheDocument();
    });
});

/** The plant's hand-written views rendered as the router would, on a fake API. */
import { setConfig } from '@/config';
import type { Locale } from '@/preferences/locale';
import { getResource } from '@shared/declarations';
import { PlantEdit } from '@/views/subsidiary/PlantViews';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

export const plant = (over: Record<string, unknown> = {}) => ({
    id: 1,
    name: 'UHE Norte',
    cnpj: '11222333000181',
    companyId: 1,
    plantType: 'hydro',
    capacityMw: 120,
    address: {
        cep: '01310100',
        street: 'Avenida Paulista',
        county: 'São Paulo',
        state: 'SP',
    },
    latitude: -23.55052,
    longitude: -46.633309,
    watershedId: null,
    alertConfig: [
        {
            sensorType: 'level',
            direction: 'above',
            low: 1,
            medium: 2,
            high: 3,
            critical: 4,
            numberOfPreviousMeasures: 5,
            compareToPreviousMeasure: 10,
            noDataTimeoutMin: 60,
        },
    ],
    status: 'active',
    ...over,
});

/** No tile server: nothing in a test asks another machine for tiles. */
export const offlineConfig = () =>
    setConfig({
        apiUrl: '/api',
        keycloak: { url: 'http://idp', realm: 'plants', clientId: 'web' },
        zabbix: { mode: 'proxy' },
        map: { tileUrl: '', attribution: '' },
    });

export const renderPlantEdit = (
    record = plant(),
    {
        locale = 'en-US',
        mode = 'admin',
    }: { locale?: Locale; mode?: 'admin' | 'normal' } = {}
) => {
    const dp = fakeDataProvider({
        subsidiary: [record],
        company: [{ id: 1, name: 'Energia SA', status: 'active' }],
        watershed: [],
    });
    const list = mode === 'admin' ? '/admin/subsidiary' : '/subsidiary/details';
    renderInAdmin(
        <PlantEdit
            definition={getResource('subsidiary')}
            view="edit"
            mode={mode}
            paths={{
                list,
                create: `${list}/new`,
                details: id => `${list}/details/${id}`,
            }}
            id={String(record.id)}
            readOnly={false}
        />,
        { dataProvider: dp, locale, path: `${list}/details/1` }
    );
    return dp;
};

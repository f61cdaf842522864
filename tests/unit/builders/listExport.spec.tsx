/**
 * A list's "Export" writes the columns the list shows, headed and worded
 * as on screen (references by name, options translated), in the user's
 * conventions. The file is caught where it would be
 * handed to the browser.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceList } from '@/builders/list/ResourceList';
import { getResource, type ResourceName } from '@shared/declarations';
import { fakeDataProvider } from './fakeDataProvider';
import * as fixtures from './fixtures';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const files = vi.hoisted(() => [] as { text: string; name: string }[]);
vi.mock('@/csv/downloadCsv', async importOriginal => ({
    ...(await importOriginal<typeof import('@/csv/downloadCsv')>()),
    downloadCsv: (text: string, name: string) => files.push({ text, name }),
}));

const exportList = async (
    resource: ResourceName,
    basePath: string,
    tables: Parameters<typeof fakeDataProvider>[0],
    locale: 'pt-BR' | 'en-US'
) => {
    const dp = fakeDataProvider(tables);
    renderInAdmin(
        <ResourceList definition={getResource(resource)} basePath={basePath} />,
        { dataProvider: dp, locale }
    );
    await screen.findAllByRole('row');
    await waitFor(() =>
        expect(
            screen.getByRole('button', {
                name: locale === 'pt-BR' ? 'Exportar' : 'Export',
            })
        ).toBeEnabled()
    );
    fireEvent.click(
        screen.getByRole('button', {
            name: locale === 'pt-BR' ? 'Exportar' : 'Export',
        })
    );
    await waitFor(() => expect(files).toHaveLength(1));
    return { file: files[0]!, dp };
};

const lines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n');

describe('list export', { timeout: 30000 }, () => {
    beforeEach(() => {
        files.length = 0;
    });

    it('writes the list’s columns with their displayed texts in pt-BR', async () => {
        const companies = fixtures.companies();
        const plants = fixtures.plants(37);
        const { file, dp } = await exportList(
            'subsidiary',
            '/admin/subsidiary',
            { subsidiary: plants, company: companies },
            'pt-BR'
        );
        const rows = lines(file.text);
        expect(file.text.startsWith('\uFEFF')).toBe(true);
        expect(rows[0]).toBe(
            'Nome;CNPJ;Empresa;Tipo de usina;Bacia hidrográfica;Status'
        );
        // Every record the filters match, not the page on screen.
        expect(rows.filter(Boolean)).toHaveLength(38);
        const company = companies.find(c => c.id === plants[0]!.companyId);
        expect(rows[1]).toMatch(
            new RegExp(
                `^Plant 1;11\\.222\\.333/0001-81;${String(company?.name)};Usina hidrelétrica;[^;]*;Ativo$`
            )
        );
        expect(file.name).toMatch(/^Usinas \d{4}-\d{2}-\d{2}\.csv$/);
        // One request for the export's references, by id.
        expect(dp.getMany).toHaveBeenCalledWith(
            'company',
            expect.objectContaining({ ids: expect.any(Array) })
        );
    });

    it('writes numbers with a decimal comma and instants with their offset in pt-BR', async () => {
        const tables = {
            measure: [
                {
                    id: 1,
                    sensorId: 7,
                    value: 1344.77,
                    unit: 'm',
                    type: 'manual',
                    criticality: 'high',
                    date: '2026-11-25T17:03:00.000Z',
                },
            ],
            sensor: [{ id: 7, name: 'Piezômetro PZ-01' }],
        };
        const pt = await exportList('measure', '/measure', tables, 'pt-BR');
        expect(lines(pt.file.text).slice(0, 2)).toEqual([
            'Sensor;Valor;Unidade;Tipo;Criticidade;Data',
            'Piezômetro PZ-01;1344,77;m;Manual;Alta;2026-11-25 14:03:00 -03:00',
        ]);
    });

    // The measures export wrote "1,8880000000000001": an automatic
    // reading's binary float tail, past the value's declared 4 places.
    it('writes each number at its field’s declared places, never a binary float’s tail', async () => {
        const tables = {
            measure: [
                {
                    id: 1,
                    sensorId: 7,
                    value: 1.8880000000000001,
                    unit: 'm',
                    type: 'auto',
                    criticality: 'low',
                    date: '2026-11-25T17:03:00.000Z',
                },
                {
                    id: 2,
                    sensorId: 7,
                    value: 412.123456,
                    unit: 'm',
                    type: 'auto',
                    criticality: 'low',
                    date: '2026-11-25T17:04:00.000Z',
                },
            ],
            sensor: [{ id: 7, name: 'NR-01' }],
        };
        const pt = await exportList('measure', '/measure', tables, 'pt-BR');
        const values = lines(pt.file.text)
            .slice(1, 3)
            .map(l => l.split(';')[1]);
        expect(values).toEqual(['1,888', '412,1235']);
    });

    it('keeps "," and decimal points in en-US', async () => {
        const tables = {
            measure: [
                {
                    id: 1,
                    sensorId: 7,
                    value: 1344.77,
                    unit: 'm',
                    type: 'manual',
                    criticality: 'high',
                    date: '2026-11-25T17:03:00.000Z',
                },
            ],
            sensor: [{ id: 7, name: 'Piezômetro, PZ-01' }],
        };
        const en = await exportList('measure', '/measure', tables, 'en-US');
        expect(lines(en.file.text).slice(0, 2)).toEqual([
            'Sensor,Value,Unit,Type,Criticality,Date',
            '"Piezômetro, PZ-01",1344.77,m,Manual,High,2026-11-25 14:03:00 -03:00',
        ]);
    });
});

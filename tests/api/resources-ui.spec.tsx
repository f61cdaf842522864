// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { expect, inject, it } from 'vitest';
import { createI18nProvider } from '@i18n/index';
import { ResourceList } from '@/builders/ResourceList';
import { createDataProvider } from '@/providers/dataProvider';
import { createHttpClient } from '@/providers/httpClient';
import { getResource } from '@/resources';
import { signIn } from './helpers/login';

const baseUrl = inject('baseUrl');

it('spike', async () => {
    console.log(typeof fetch, String(fetch).slice(0, 50), AbortSignal.name);
    const { accessToken } = await signIn(baseUrl, 'admin', 'Admin#2026');
    const dp = createDataProvider(
        createHttpClient({
            getApiUrl: () => `${baseUrl}/api`,
            getToken: async () => accessToken,
            getSubsidiaryId: () => null,
            fetch: async (u, i) => { const t=Date.now(); try { const r = await fetch(u, i); console.log('ok', String(u), Date.now()-t); return r; } catch (e) { console.log('ERR', String(u), String(e)); throw e; } },
        })
    );
    const i18n = await createI18nProvider('en-US');
    render(
        <MemoryRouter initialEntries={['/admin/company']}>
            <AdminContext dataProvider={dp} i18nProvider={i18n}>
                <ResourceList definition={getResource('company')} basePath="/admin/company" />
            </AdminContext>
        </MemoryRouter>
    );
    expect(await screen.findByText(/\d+-\d+ of \d+/, {}, { timeout: 10000 })).toBeInTheDocument();
});

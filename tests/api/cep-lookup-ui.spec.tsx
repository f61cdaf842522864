// @vitest-environment screens
/**
 * The company form's CEP look-up driven through the UI against the real
 * server: a known CEP fills the address, an unknown one empties what the
 * last one filled.
 */
import '@testing-library/jest-dom/vitest';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldLabelKey } from '@/builders/labelKeys';
import { ResourceCreate } from '@/builders/form/ResourceCreate';
import { getResource } from '@shared/declarations';
import {
    actorFor,
    renderScreen,
    SLOW,
    controlFor,
    textInputIn,
    findButton,
    setupUser,
} from './helpers/screens';

describe('the CEP look-up against the real server', () => {
    it(
        'empties the address the last CEP filled when the next one is unknown',
        { timeout: 60000 },
        async () => {
            const actor = await actorFor('admin');
            const t = (key: string) => actor.i18n.translate(key);
            const company = getResource('company');
            const { view } = renderScreen(
                actor,
                <ResourceCreate
                    definition={company}
                    basePath="/admin/company"
                />,
                '/admin/company/new'
            );
            const inputOf = (source: string) =>
                textInputIn(
                    controlFor(
                        view.container,
                        t(fieldLabelKey('company', `address.${source}`))
                    )
                );
            await findButton(view.container, t('ra.action.save'));
            const user = setupUser();
            const cep = inputOf('cep');
            await user.type(cep, '38400100');
            const known = await actor.api.get('/lookup/cep/38400100');
            expect(known.status).toBe(200);
            await waitFor(
                () => expect(inputOf('street').value).toBe(known.record.street),
                SLOW
            );
            expect(inputOf('county').value).toBe(known.record.county);

            await user.clear(cep);
            await user.type(cep, '99999999');
            expect(
                await view.findByText(
                    t('app.lookup.cepNotFound'),
                    undefined,
                    SLOW
                )
            ).toBeInTheDocument();
            for (const source of ['street', 'neighborhood', 'county'])
                expect(inputOf(source).value, source).toBe('');
        }
    );
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@i18n/en-US';
import { ResourceCreate } from '@/builders/form/ResourceCreate';
import { formFields } from '@/builders/form/inputFor';
import { fieldLabelKey, groupLabelKey } from '@/builders/labelKeys';
import { resources } from '@shared/declarations';
import { fakeDataProvider } from './fakeDataProvider';
import { catalogEntry } from '../../helpers/catalog';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const label = (key: string): string => {
    const value = catalogEntry(messages, key);
    return typeof value === 'string' ? value : key;
};

// Every declaration gets a working create form with a labelled input per field.
describe.each(resources.map(r => [r.name, r] as const))(
    '%s create form',
    (_name, def) => {
        it(
            'renders every writable field with its label',
            { timeout: 30000 },
            async () => {
                renderInAdmin(
                    <ResourceCreate
                        definition={def}
                        basePath={`/${def.name}`}
                    />,
                    { dataProvider: fakeDataProvider({}) }
                );
                await screen.findByRole('button', { name: 'Save' });
                for (const f of formFields(def.fields, 'create')) {
                    const text =
                        f.type === 'object' || f.type === 'list'
                            ? label(groupLabelKey(def.name, f.source))
                            : label(fieldLabelKey(def.name, f.source));
                    expect(
                        screen.getAllByText(text, { exact: false }).length
                    ).toBeGreaterThan(0);
                }
            }
        );
    }
);

/**
 * A number that cannot be changed (a details page before "Enable edit")
 * reads in the user's language: a number box wrote
 * "1344.77" in pt-BR.
 */
import { screen } from '@testing-library/react';
import { Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { FieldInput } from '@/builders/form/inputFor';
import type { FieldType } from '@shared/domain/fields';
import { resources } from '@shared/declarations';
import { renderInAdmin } from '../../../helpers/renderInAdmin';
import { fakeDataProvider } from '../fakeDataProvider';

const firstOf = (type: FieldType) => {
    for (const r of resources) {
        const field = r.fields.find(f => f.type === type);
        if (field) return { resource: r.name, field };
    }
    throw new Error(`no declaration has a ${type} field`);
};

const show = (
    type: FieldType,
    value: number,
    locale: 'pt-BR' | 'en-US',
    readOnly = true
) => {
    const { resource, field } = firstOf(type);
    renderInAdmin(
        <Form record={{ [field.source]: value }}>
            <FieldInput
                resource={resource}
                field={{ ...field, required: false }}
                source={field.source}
                labelPath={field.source}
                readOnly={readOnly}
                mode="edit"
            />
        </Form>,
        { dataProvider: fakeDataProvider({}), locale }
    );
};

describe('read-only numbers', { timeout: 30000 }, () => {
    it.each([
        ['decimal', 1344.77, 'pt-BR', '1.344,77'],
        ['decimal', 1344.77, 'en-US', '1,344.77'],
        ['latitude', -19.9234567, 'pt-BR', '-19,9234567'],
        ['integer', 4200, 'pt-BR', '4.200'],
    ] as const)('%s %s in %s reads %s', async (type, value, locale, shown) => {
        show(type, value, locale);
        expect(await screen.findByRole('textbox')).toHaveValue(shown);
    });

    // Editable, the box still writes the user's language (a latitude in
    // edit mode wrote "-19.9234567" in pt-BR).
    it.each([
        ['decimal', 1344.77, 'pt-BR', '1.344,77'],
        ['latitude', -19.9234567, 'pt-BR', '-19,9234567'],
        ['latitude', -19.9234567, 'en-US', '-19.9234567'],
    ] as const)(
        'editable, %s %s in %s reads %s',
        async (type, value, locale, shown) => {
            show(type, value, locale, false);
            const box = await screen.findByRole('textbox');
            expect(box).toHaveValue(shown);
            expect(box).not.toHaveAttribute('readonly');
        }
    );
});

/**
 * A number box reads what is typed in the user's language, whatever the
 * browser's: pt-BR "412,5" is 412.5 (Chromium's number box stored 4125),
 * "1.234,5" is 1234.5; an ambiguous text is refused at the field with a
 * sentence and kept as typed; what was understood shows under the box.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { FieldInput } from '@/builders/form/inputFor';
import { getResource } from '@shared/declarations';
import { renderInAdmin } from '../../../helpers/renderInAdmin';
import { fakeDataProvider } from '../fakeDataProvider';

const VALUE = getResource('measure').fields.find(f => f.source === 'value')!;

const render = (locale: 'pt-BR' | 'en-US', record = {}) => {
    const submit = vi.fn();
    renderInAdmin(
        <Form record={record} onSubmit={submit}>
            <FieldInput
                resource="measure"
                field={VALUE}
                source="value"
                labelPath="value"
                readOnly={false}
                mode="create"
            />
            <button type="submit">go</button>
        </Form>,
        { dataProvider: fakeDataProvider({}), locale }
    );
    return submit;
};

const box = () => screen.findByRole('textbox');

describe('number entry in the user language', { timeout: 30000 }, () => {
    it.each([
        ['pt-BR', '412,5', 412.5, 'Lido como 412,5'],
        ['pt-BR', '1.234,5', 1234.5, 'Lido como 1234,5'],
        ['pt-BR', '1.234', 1234, 'Lido como 1234'],
        ['pt-BR', '-18,9662', -18.9662, 'Lido como -18,9662'],
        ['en-US', '412.5', 412.5, 'Read as 412.5'],
        ['en-US', '1,234.5', 1234.5, 'Read as 1234.5'],
        ['en-US', '1.234', 1.234, 'Read as 1.234'],
    ] as const)(
        '%s: "%s" is stored as %s and read back under the box',
        async (locale, typed, stored, understood) => {
            const user = userEvent.setup();
            const submit = render(locale);
            await user.type(await box(), typed);
            expect(await box()).toHaveValue(typed);
            expect(await box()).toHaveAccessibleDescription(understood);
            await user.click(screen.getByRole('button', { name: 'go' }));
            await waitFor(() => expect(submit).toHaveBeenCalled());
            expect(submit.mock.calls[0]?.[0]).toMatchObject({ value: stored });
        }
    );

    it.each([
        ['pt-BR', '412.5', /número ambíguo.*412,5 ou 1\.234,5/],
        ['pt-BR', '1.23,4.5', /número ambíguo/],
        ['en-US', '412,5', /ambiguous number.*412\.5 or 1,234\.5/],
        ['en-US', '1,2.3', /ambiguous number/],
        ['en-US', '12abc', /must be a number/],
    ] as const)(
        '%s: "%s" is refused with a sentence and kept as typed',
        async (locale, typed, message) => {
            const user = userEvent.setup();
            const submit = render(locale);
            await user.type(await box(), typed);
            await user.click(screen.getByRole('button', { name: 'go' }));
            await waitFor(async () =>
                expect(await box()).toHaveAccessibleDescription(message)
            );
            expect(await box()).toHaveAttribute('aria-invalid', 'true');
            expect(await box()).toHaveValue(typed);
            expect(submit).not.toHaveBeenCalled();
        }
    );

    it('a stored value is shown in the user language and kept when untouched', async () => {
        const user = userEvent.setup();
        const submit = render('pt-BR', { value: 4125.5 });
        expect(await box()).toHaveValue('4.125,5');
        await user.click(screen.getByRole('button', { name: 'go' }));
        await waitFor(() => expect(submit).toHaveBeenCalled());
        expect(submit.mock.calls[0]?.[0]).toMatchObject({ value: 4125.5 });
    });
});

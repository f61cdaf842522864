/**
 * The register form's photo answer and the server's photo rules
 * (docs/api.md, "Inspection photos"): a refused upload (a quota reached,
 * a full disk) is shown in the server's sentence, in the user's language;
 * while the form is open the photo it sent is kept on the server, and a
 * photo that is gone anyway is said at once.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { messages as enMessages } from '@i18n/en-US/index';
import { messages as ptMessages } from '@i18n/pt-BR/index';
import { PhotoAnswer } from '@/inspectionAnswers/PhotoAnswer';
import { toHttpError } from '@/providers/apiErrors';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

// A keep every 50 ms instead of every 10 minutes.
vi.mock('@shared/domain/photos', async original => ({
    ...(await original<typeof import('@shared/domain/photos')>()),
    PHOTO_KEEP_MS: 50,
}));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CATALOGS = { 'en-US': enMessages, 'pt-BR': ptMessages } as const;
const CHOOSE = {
    'en-US': 'Choose a photo for Foto',
    'pt-BR': 'Escolher uma foto para Foto',
} as const;

const photoApi = (upload: () => Promise<unknown>) => ({
    ...fakeDataProvider({}),
    uploadInspectionPhoto: vi.fn(upload),
    getInspectionPhoto: vi.fn(
        async () => new Blob([PNG], { type: 'image/png' })
    ),
    keepInspectionPhoto: vi.fn(async (id: string | number) => ({
        data: { id },
    })),
});

const Answer = () => {
    const [value, setValue] = useState('');
    return (
        <PhotoAnswer
            field="Foto"
            label="Foto"
            value={value}
            onChange={setValue}
        />
    );
};

const validation = (locale: keyof typeof CATALOGS) =>
    (CATALOGS[locale].app as unknown as { validation: Record<string, string> })
        .validation;

describe.each(['pt-BR', 'en-US'] as const)('a photo answer in %s', locale => {
    it.each([
        [429, 'photoQuotaAccountDay'],
        [413, 'photoQuotaAccountTotal'],
        [429, 'photoQuotaPlantDay'],
        [413, 'photoQuotaPlantTotal'],
        [507, 'photoStoreFull'],
    ] as const)(
        'shows the sentence of a %i refusal (%s)',
        async (status, rule) => {
            // react-admin's data provider hook logs every failed call.
            vi.spyOn(console, 'error').mockImplementation(() => undefined);
            const user = userEvent.setup({ delay: null });
            const dp = photoApi(() =>
                Promise.reject(
                    toHttpError(status, {
                        statusCode: status,
                        message: 'refused',
                        errors: [{ field: '', code: '08', rule }],
                    })
                )
            );
            renderInAdmin(<Answer />, { dataProvider: dp, locale });
            await user.upload(
                await screen.findByLabelText(CHOOSE[locale]),
                new File([PNG], 'p.png', { type: 'image/png' })
            );
            const sentence = validation(locale)[rule];
            expect(sentence).toBeTruthy();
            expect(await screen.findByText(sentence!)).toBeInTheDocument();
        }
    );
});

describe('a photo the form sent', () => {
    it('is kept on the server while the form holds it, and no longer once removed', async () => {
        const user = userEvent.setup({ delay: null });
        const dp = photoApi(async () => ({
            data: { id: 41, contentType: 'image/png', size: PNG.length },
        }));
        URL.createObjectURL = vi.fn(() => 'blob:photo');
        URL.revokeObjectURL = vi.fn();
        renderInAdmin(<Answer />, { dataProvider: dp });
        await user.upload(
            await screen.findByLabelText(CHOOSE['en-US']),
            new File([PNG], 'p.png', { type: 'image/png' })
        );
        await waitFor(() =>
            expect(dp.keepInspectionPhoto).toHaveBeenCalledTimes(2)
        );
        expect(dp.keepInspectionPhoto).toHaveBeenCalledWith('41');
        await user.click(
            screen.getByRole('button', { name: 'Remove the photo of Foto' })
        );
        const calls = dp.keepInspectionPhoto.mock.calls.length;
        await new Promise(r => setTimeout(r, 200));
        expect(dp.keepInspectionPhoto.mock.calls.length).toBe(calls);
    });

    it('says so when the server removed it anyway, and empties the answer', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const user = userEvent.setup({ delay: null });
        const dp = photoApi(async () => ({
            data: { id: 41, contentType: 'image/png', size: PNG.length },
        }));
        dp.keepInspectionPhoto.mockRejectedValue(
            new HttpError('app.serverErrors.notFound', 404, {})
        );
        URL.createObjectURL = vi.fn(() => 'blob:photo');
        URL.revokeObjectURL = vi.fn();
        renderInAdmin(<Answer />, { dataProvider: dp });
        await user.upload(
            await screen.findByLabelText(CHOOSE['en-US']),
            new File([PNG], 'p.png', { type: 'image/png' })
        );
        expect(
            await screen.findByText(
                'The photo was removed from the server: choose it again'
            )
        ).toBeInTheDocument();
        expect(
            screen.queryByRole('img', { name: 'Photo of Foto' })
        ).not.toBeInTheDocument();
        expect(
            screen.getByRole('button', { name: 'Choose a photo for Foto' })
        ).toBeInTheDocument();
    });
});

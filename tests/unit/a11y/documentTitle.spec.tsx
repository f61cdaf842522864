import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
    DocumentTitleFromPortal,
    TITLE_PORTAL_ID,
} from '@/layout/page/documentTitle';
import { renderInAdmin } from '../../helpers/renderInAdmin';

describe("the browser tab's title", () => {
    it.each([
        ['pt-BR', 'Sensores', 'Sensores · Monitoramento de Usinas'],
        ['en-US', 'Sensors', 'Sensors · Plant Monitoring'],
    ] as const)(
        'follows the page title in the header (%s)',
        async (locale, page, title) => {
            const portal = document.createElement('h6');
            portal.id = TITLE_PORTAL_ID;
            document.body.append(portal);
            try {
                renderInAdmin(<DocumentTitleFromPortal />, { locale });
                await waitFor(() =>
                    expect(document.title).toBe(
                        locale === 'pt-BR'
                            ? 'Monitoramento de Usinas'
                            : 'Plant Monitoring'
                    )
                );
                portal.textContent = page;
                await waitFor(() => expect(document.title).toBe(title));
            } finally {
                portal.remove();
            }
        }
    );
});

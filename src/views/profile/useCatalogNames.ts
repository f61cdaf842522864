import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { moduleLabelKey } from '@/layout/menu/menuModel';
import { pageLabel } from '@shared/declarations/pageLabel';

/** Pages and modules named as the menu names them, never by their codes. */
export function useCatalogNames() {
    const translate = useTranslate();
    const pageName = useCallback(
        (page: { codeIntl: string; url: string }) => {
            const { key, smart_count } = pageLabel(page);
            return translate(key, { smart_count, _: page.codeIntl });
        },
        [translate]
    );
    const moduleName = useCallback(
        (module: { codeIntl: string }) =>
            translate(moduleLabelKey(module.codeIntl), {
                _: module.codeIntl,
            }),
        [translate]
    );
    return { pageName, moduleName };
}

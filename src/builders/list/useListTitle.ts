import { useGetResourceLabel, useTranslate } from 'react-admin';

/**
 * A list's title in the words react-admin's list controller gives it
 * (`resources.<name>.page.list`, else `ra.page.list` with the plural):
 * the list passes it to both its `<Title>` and its heading, which is drawn
 * above the list and so outside the list's context.
 */
export const useListTitle = (resource: string): string => {
    const translate = useTranslate();
    const getResourceLabel = useGetResourceLabel();
    return translate(`resources.${resource}.page.list`, {
        _: translate('ra.page.list', { name: getResourceLabel(resource, 2) }),
    });
};

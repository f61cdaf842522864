import { useTranslate } from 'react-admin';

/** What a list shows when nothing matches. */
export const EmptyText = () => {
    const translate = useTranslate();
    return <p role="status">{translate('app.crud.empty')}</p>;
};

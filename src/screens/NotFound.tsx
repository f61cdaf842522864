import Button from '@mui/material/Button';
import { LinkBase, useTranslate } from 'react-admin';
import { MessagePage } from '@/layout/page/MessagePage';

/** Unknown URLs and routes the profile may not reach (spec section 2). */
export const NotFound = () => {
    const translate = useTranslate();
    return (
        <MessagePage
            titleKey="app.notFound.title"
            messageKey="app.notFound.message"
        >
            <Button variant="contained" component={LinkBase} to="/">
                {translate('app.notFound.back')}
            </Button>
        </MessagePage>
    );
};

import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';

/** A screen whose content another issue builds; its route and guard exist now. */
export const PlaceholderScreen = ({ titleKey }: { titleKey: string }) => {
    const translate = useTranslate();
    return (
        <section>
            <Title title={titleKey} />
            <Typography variant="h5" component="h1" sx={{ my: 2 }}>
                {translate(titleKey)}
            </Typography>
            <Typography color="text.secondary">
                {translate('app.placeholder.message')}
            </Typography>
        </section>
    );
};

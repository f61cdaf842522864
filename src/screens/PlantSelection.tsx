import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLogout, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { formatCnpj } from '@shared/domain/cnpj';
import type { SessionPlant } from '@shared/domain/session';
import { useSelectPlant } from '@/session/hooks';
import { useDocumentTitle } from '@/layout/page/documentTitle';
import { requestPageFocus } from '@/builders/form/focusFlow';

/**
 * Shown when the user has several plants and none is selected (spec section
 * 4), in place of the page asked for: from the origin it then goes to the
 * first menu page (spec section 2); in front of another page (a deep link
 * opened signed out) it stays there, so the link survives sign-in.
 */
export const PlantSelection = ({
    subsidiaries,
}: {
    subsidiaries: readonly SessionPlant[];
}) => {
    const translate = useTranslate();
    useDocumentTitle(translate('app.plantSelection.title'));
    const select = useSelectPlant({ stay: useLocation().pathname !== '/' });
    const logout = useLogout();
    const sorted = [...subsidiaries].sort((a, b) =>
        a.name.localeCompare(b.name)
    );
    return (
        <Stack
            sx={{
                minHeight: '100vh',
                alignItems: 'center',
                justifyContent: 'center',
                p: 2,
            }}
        >
            <Paper component="main" sx={{ p: 3, width: '100%', maxWidth: 480 }}>
                <Typography variant="h5" component="h1">
                    {translate('app.plantSelection.title')}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                    {translate(
                        sorted.length
                            ? 'app.plantSelection.subtitle'
                            : 'app.plantSelection.empty'
                    )}
                </Typography>
                <List aria-label={translate('app.plantSelection.title')}>
                    {sorted.map(s => (
                        // A list of real buttons: each item a <li> holding
                        // a <button>, not a div with a role.
                        <ListItem key={s.id} disablePadding>
                            <ListItemButton
                                component="button"
                                type="button"
                                onClick={() => {
                                    requestPageFocus();
                                    select(s.id);
                                }}
                                sx={{ width: '100%', textAlign: 'start' }}
                            >
                                <ListItemText
                                    primary={s.name}
                                    secondary={translate(
                                        'app.plantSelection.cnpj',
                                        {
                                            cnpj: formatCnpj(s.cnpj),
                                        }
                                    )}
                                />
                            </ListItemButton>
                        </ListItem>
                    ))}
                </List>
                <Button onClick={() => void logout()}>
                    {translate('app.plantSelection.logout')}
                </Button>
            </Paper>
        </Stack>
    );
};

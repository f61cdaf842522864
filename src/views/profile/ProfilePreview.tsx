import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ProfilePageEntry } from '@shared/domain/profilePages';
import type { SessionModule } from '@shared/domain/session';
import { MenuIcon } from '@/layout/menu/menuIcons';
import { buildMenuGroups } from '@/layout/menu/menuModel';
import { useCatalogNames } from './useCatalogNames';
import { offeredTo, useProfileCatalog } from './useProfileCatalog';

/** The profile's modules and pages as the session would answer them. */
function useSessionModules(): {
    modules: SessionModule[];
    entries: ProfilePageEntry[];
    isAdmin: boolean;
    mobile: boolean;
} {
    const catalog = useProfileCatalog();
    const value: unknown = useWatch({ name: 'pages' });
    const type: unknown = useWatch({ name: 'type' });
    const isAdmin = useWatch({ name: 'isAdmin' }) === true;
    const entries = useMemo(
        () => (Array.isArray(value) ? (value as ProfilePageEntry[]) : []),
        [value]
    );
    const modules = useMemo(
        () =>
            catalog.modules.map(m => ({
                ...m,
                pages: entries.flatMap(e => {
                    const p = catalog.pageById.get(e.pageId);
                    if (
                        !p ||
                        p.moduleId !== m.id ||
                        !offeredTo(p, type, isAdmin)
                    )
                        return [];
                    return [
                        {
                            ...p,
                            showInMenu: true,
                            justView: e.justView,
                            showOnMenu: e.showOnMenu,
                            menuOrder: e.menuOrder ?? 0,
                        },
                    ];
                }),
            })),
        [catalog.modules, catalog.pageById, entries, type, isAdmin]
    );
    return { modules, entries, isAdmin, mobile: Number(type) === 1 };
}

/**
 * What a user of the profile will see, drawn from the form as it is typed:
 * the side menu's groups (the shell's own grouping and order), and for a
 * mobile profile the bottom menu's modules.
 */
export const ProfilePreview = () => {
    const translate = useTranslate();
    const previewId = useId();
    const { pageName, moduleName } = useCatalogNames();
    const { modules, entries, isAdmin, mobile } = useSessionModules();
    const groups = buildMenuGroups(modules, isAdmin);
    const bottom = modules
        .map(m => {
            const orders = m.pages.flatMap(p => {
                const e = entries.find(x => x.pageId === p.id);
                return e?.showInBottomMenu ? [e.bottomMenuOrder ?? 999] : [];
            });
            return {
                module: m,
                order: Math.min(...orders),
                shown: orders.length,
            };
        })
        .filter(b => b.shown > 0)
        .sort((a, b) => a.order - b.order || a.module.order - b.module.order);
    return (
        <Box
            component="section"
            aria-labelledby="profile-preview-heading"
            sx={{ width: '100%', mb: 2 }}
        >
            <Typography
                id="profile-preview-heading"
                component="h2"
                variant="h6"
            >
                {translate('app.profileEditor.preview')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
                <Paper
                    variant="outlined"
                    sx={{ width: 280 }}
                    aria-label={translate('app.profileEditor.sideMenu')}
                    role="group"
                >
                    {groups.length === 0 ? (
                        <Typography sx={{ p: 2 }} color="text.secondary">
                            {translate('app.profileEditor.emptyMenu')}
                        </Typography>
                    ) : (
                        groups.map(g => (
                            // The module's name outside the <ul> (only
                            // items belong in it), naming the list.
                            <Box key={g.module.id}>
                                <ListSubheader
                                    component="div"
                                    id={`${previewId}-module-${g.module.id}`}
                                >
                                    {moduleName(g.module)}
                                </ListSubheader>
                                <List
                                    dense
                                    aria-labelledby={`${previewId}-module-${g.module.id}`}
                                >
                                    {g.pages.map(p => (
                                        <ListItem key={p.id}>
                                            <ListItemIcon>
                                                <MenuIcon name={p.icon} />
                                            </ListItemIcon>
                                            <ListItemText
                                                primary={pageName(p)}
                                                secondary={
                                                    p.justView
                                                        ? translate(
                                                              'resources.profile.fields.pages.justView'
                                                          )
                                                        : undefined
                                                }
                                            />
                                        </ListItem>
                                    ))}
                                </List>
                            </Box>
                        ))
                    )}
                </Paper>
                {mobile && (
                    <Paper
                        variant="outlined"
                        sx={{ width: 320, alignSelf: 'flex-end' }}
                        role="group"
                        aria-label={translate('app.profileEditor.bottomMenu')}
                    >
                        {bottom.length === 0 ? (
                            <Typography sx={{ p: 2 }} color="text.secondary">
                                {translate('app.profileEditor.emptyBottomMenu')}
                            </Typography>
                        ) : (
                            <Box
                                component="ul"
                                sx={{
                                    display: 'flex',
                                    justifyContent: 'space-around',
                                    listStyle: 'none',
                                    m: 0,
                                    p: 1,
                                }}
                            >
                                {bottom.map(({ module }) => (
                                    <Box
                                        component="li"
                                        key={module.id}
                                        sx={{ textAlign: 'center' }}
                                    >
                                        <MenuIcon name={module.icon} />
                                        <Typography
                                            variant="caption"
                                            component="div"
                                        >
                                            {moduleName(module)}
                                        </Typography>
                                    </Box>
                                ))}
                            </Box>
                        )}
                    </Paper>
                )}
            </Box>
        </Box>
    );
};

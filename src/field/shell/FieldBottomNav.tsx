import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { LinkBase, useTranslate } from 'ra-core';
import { useLocation } from 'react-router';
import { MenuIcon } from '@/layout/menu/menuIcons';
import { useFieldContext } from '../useFieldContext';

export const BOTTOM_NAV_HEIGHT = 64;

/**
 * The bottom menu: the modules the mobile profile shows there, in their
 * mobile order (at most three: spec section 9), each opening its page;
 * links in a navigation landmark, the current one marked for screen
 * readers, each a glove-sized target.
 */
export const FieldBottomNav = () => {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const { mobile } = useFieldContext();
    const items = mobile.bottomMenu;
    if (items.length === 0) return null;
    const current = items.find(
        i => pathname === i.url || pathname.startsWith(`${i.url}/`)
    );
    return (
        <Paper
            component="nav"
            aria-label={translate('app.field.bottomMenu')}
            elevation={8}
            sx={{
                position: 'fixed',
                left: 0,
                right: 0,
                bottom: 0,
                zIndex: theme => theme.zIndex.appBar,
                pb: 'env(safe-area-inset-bottom)',
            }}
        >
            <BottomNavigation
                component="ul"
                showLabels
                value={current?.url ?? false}
                sx={{
                    height: BOTTOM_NAV_HEIGHT,
                    listStyle: 'none',
                    m: 0,
                    p: 0,
                }}
            >
                {items.map(item => (
                    <li
                        key={item.moduleId}
                        style={{ display: 'flex', flex: 1 }}
                    >
                        <BottomNavigationAction
                            component={LinkBase}
                            to={item.url}
                            value={item.url}
                            selected={item === current}
                            // Passed to the list's items, not to these.
                            showLabel
                            aria-current={item === current ? 'page' : undefined}
                            label={translate(`app.pages.${item.pageCodeIntl}`, {
                                _: item.url,
                            })}
                            icon={<MenuIcon name={item.icon} />}
                            sx={{
                                minHeight: 48,
                                minWidth: 48,
                                flex: 1,
                                maxWidth: 'none',
                                '&.Mui-focusVisible, &:focus-visible': {
                                    outline: '2px solid',
                                    outlineOffset: -2,
                                },
                            }}
                        />
                    </li>
                ))}
            </BottomNavigation>
        </Paper>
    );
};

import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { memo, useState } from 'react';
import type { MenuModule, MenuPage } from './menuSource';
import { pageLabel } from '@shared/declarations/pageLabel';
import { MenuLink } from './MenuLink';
import { ModuleGroup } from './ModuleGroup';
import { buildMenuGroups, filterMenuGroups, moduleLabelKey } from './menuModel';

export interface ModuleMenuProps {
    modules: MenuModule[];
    isAdmin: boolean;
    query: string;
    /** Remembered state per module code; a module never toggled is open. */
    moduleExpanded: Record<string, boolean>;
    onModuleExpandedChange: (code: string, expanded: boolean) => void;
    onNavigate?: () => void;
}

/**
 * While searching, every group with a match starts open and toggles only
 * for this search: the remembered state is the user's browsing layout.
 * The parent remounts this component when a search starts or ends.
 */
const ModuleMenuView = ({
    modules,
    isAdmin,
    query,
    moduleExpanded,
    onModuleExpandedChange,
    onNavigate,
}: ModuleMenuProps) => {
    const translate = useTranslate();
    const pageName = (page: MenuPage) => {
        const { key, ...options } = pageLabel(page);
        return translate(key, options);
    };
    const searching = query.trim() !== '';
    const [searchCollapsed, setSearchCollapsed] = useState<
        Record<string, boolean>
    >({});
    const groups = filterMenuGroups(
        buildMenuGroups(modules, isAdmin),
        query,
        pageName
    );

    if (groups.length === 0 && searching) {
        return (
            <Typography role="status" variant="body2" sx={{ px: 2, py: 1 }}>
                {translate('app.shell.noPageFound')}
            </Typography>
        );
    }

    return (
        <List component="ul" disablePadding>
            {groups.map(({ module, pages }) => {
                const code = module.codeIntl;
                const expanded = searching
                    ? !searchCollapsed[code]
                    : (moduleExpanded[code] ?? true);
                const toggle = () =>
                    searching
                        ? setSearchCollapsed(c => ({ ...c, [code]: expanded }))
                        : onModuleExpandedChange(code, !expanded);
                return (
                    <ModuleGroup
                        key={module.id}
                        label={translate(moduleLabelKey(code))}
                        icon={module.icon}
                        expanded={expanded}
                        onToggle={toggle}
                    >
                        {pages.map(page => (
                            <li key={page.id}>
                                <MenuLink
                                    to={page.url}
                                    icon={page.icon}
                                    label={pageName(page)}
                                    onNavigate={onNavigate}
                                />
                            </li>
                        ))}
                    </ModuleGroup>
                );
            })}
        </List>
    );
};

/** Memoized: drawn again only when its modules or state change (ShellMenu keeps them). */
export const ModuleMenu = memo(ModuleMenuView);

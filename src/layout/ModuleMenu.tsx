import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { SessionModule } from '@/domain/session';
import { MenuLink } from './MenuLink';
import { ModuleGroup } from './ModuleGroup';
import {
    buildMenuGroups,
    filterMenuGroups,
    moduleLabelKey,
    pageLabelKey,
} from './menuModel';

export interface ModuleMenuProps {
    modules: SessionModule[];
    isAdmin: boolean;
    query: string;
    /** Remembered state per module code; a module never toggled is open. */
    moduleExpanded: Record<string, boolean>;
    onModuleExpandedChange: (code: string, expanded: boolean) => void;
    onNavigate?: () => void;
}

export const ModuleMenu = ({
    modules,
    isAdmin,
    query,
    moduleExpanded,
    onModuleExpandedChange,
    onNavigate,
}: ModuleMenuProps) => {
    const translate = useTranslate();
    const searching = query.trim() !== '';
    const groups = filterMenuGroups(
        buildMenuGroups(modules, isAdmin),
        query,
        page => translate(pageLabelKey(page.codeIntl))
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
                const expanded = moduleExpanded[module.codeIntl] ?? true;
                return (
                    <ModuleGroup
                        key={module.id}
                        label={translate(moduleLabelKey(module.codeIntl))}
                        icon={module.icon}
                        // Matches stay visible while searching, without
                        // touching the remembered state.
                        expanded={searching || expanded}
                        onToggle={() =>
                            onModuleExpandedChange(module.codeIntl, !expanded)
                        }
                    >
                        {pages.map(page => (
                            <li key={page.id}>
                                <MenuLink
                                    to={page.url}
                                    icon={page.icon}
                                    label={translate(
                                        pageLabelKey(page.codeIntl)
                                    )}
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

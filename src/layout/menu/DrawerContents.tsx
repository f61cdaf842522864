import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { MenuSource } from './menuSource';
import { LanguageSwitcher } from '../shell/LanguageSwitcher';
import { MenuSearch } from './MenuSearch';
import { ModuleMenu } from './ModuleMenu';
import { PlantSwitcher } from '../shell/PlantSwitcher';

export interface DrawerContentsProps {
    /** The session's menu and plants. */
    menu: MenuSource;
    selectedPlantId: number | null;
    onSelectPlant: (id: number) => void;
    moduleExpanded: Record<string, boolean>;
    onModuleExpandedChange: (code: string, expanded: boolean) => void;
    /** Called after a link or a plant is chosen (closes a temporary drawer). */
    onNavigate?: () => void;
}

/** Plant switcher, page search, module groups and language, top to bottom. */
export const DrawerContents = ({
    menu,
    selectedPlantId,
    onSelectPlant,
    moduleExpanded,
    onModuleExpandedChange,
    onNavigate,
}: DrawerContentsProps) => {
    const translate = useTranslate();
    const [query, setQuery] = useState('');
    const { isAdmin } = menu;

    return (
        <Box
            component="nav"
            aria-label={translate('app.shell.navigation')}
            sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
        >
            <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
                {!isAdmin && (
                    <PlantSwitcher
                        subsidiaries={menu.plants}
                        selectedId={selectedPlantId}
                        onSelect={id => {
                            onSelectPlant(id);
                            onNavigate?.();
                        }}
                    />
                )}
                <MenuSearch value={query} onChange={setQuery} />
            </Box>
            <Divider />
            <Box sx={{ flexGrow: 1 }}>
                <ModuleMenu
                    key={query.trim() ? 'search' : 'browse'}
                    modules={menu.modules}
                    isAdmin={isAdmin}
                    query={query}
                    moduleExpanded={moduleExpanded}
                    onModuleExpandedChange={onModuleExpandedChange}
                    onNavigate={onNavigate}
                />
            </Box>
            <Divider />
            <Box sx={{ p: 2 }}>
                <LanguageSwitcher />
            </Box>
        </Box>
    );
};

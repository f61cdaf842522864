import { memo } from 'react';
import {
    setModuleExpanded,
    usePreferences,
} from '@/preferences/usePreferences';
import { useSelectPlant, useSelectedPlant, useSession } from '@/session/hooks';
import { DrawerContents } from './DrawerContents';
import { useShell } from './ShellContext';

/**
 * react-admin's `menu` slot: the drawer contents fed by session and
 * preferences. Memoized: the menu is the frame's largest part, and the
 * frame re-renders with every page update (docs/performance.md).
 */
const ShellMenuView = () => {
    const session = useSession();
    const selected = useSelectedPlant();
    const selectPlant = useSelectPlant();
    const [preferences] = usePreferences();
    const { closeIfMobile } = useShell();
    return (
        <DrawerContents
            session={session}
            selectedPlantId={selected?.id ?? null}
            onSelectPlant={selectPlant}
            moduleExpanded={preferences.menuConfig.moduleExpanded}
            onModuleExpandedChange={setModuleExpanded}
            onNavigate={closeIfMobile}
        />
    );
};

export const ShellMenu = memo(ShellMenuView);

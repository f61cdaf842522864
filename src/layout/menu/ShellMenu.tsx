import { memo, useMemo } from 'react';
import {
    setModuleExpanded,
    usePreferences,
} from '@/preferences/usePreferences';
import { useSelectPlant, useSelectedPlant, useSession } from '@/session/hooks';
import { usePaintedOnce } from '@/builders/afterPaint';
import { DrawerContents } from './DrawerContents';
import { menuSourceOf } from './menuSource';
import { useShell } from '../shell/ShellContext';

/**
 * react-admin's `menu` slot: the drawer contents fed by session and
 * preferences. Memoized: the menu is the frame's largest part, and the
 * frame re-renders with every page update. Drawn once the page around
 * it has been painted, in a transition the page's own updates come
 * before (docs/performance.md, "Start-up").
 */
const ShellMenuView = () => {
    const session = useSession();
    const selected = useSelectedPlant();
    const selectPlant = useSelectPlant();
    const [preferences] = usePreferences();
    const { closeIfMobile } = useShell();
    const menu = useMemo(() => menuSourceOf(session), [session]);
    const painted = usePaintedOnce();
    if (!painted) return null;
    return (
        <DrawerContents
            menu={menu}
            selectedPlantId={selected?.id ?? null}
            onSelectPlant={selectPlant}
            moduleExpanded={preferences.menuConfig.moduleExpanded}
            onModuleExpandedChange={setModuleExpanded}
            onNavigate={closeIfMobile}
        />
    );
};

export const ShellMenu = memo(ShellMenuView);

import { memo, useContext, useMemo } from 'react';
import {
    setModuleExpanded,
    usePreferences,
} from '@/preferences/usePreferences';
import { menuSourceOf } from '@/session/frameCopy';
import {
    useSelectPlant,
    useSelectedPlant,
    useSessionState,
} from '@/session/hooks';
import { DrawerContents } from './DrawerContents';
import { ProvisionalMenu } from './ProvisionalMenu';
import { useShell } from './ShellContext';

/**
 * react-admin's `menu` slot: the drawer contents fed by session and
 * preferences; before the session answers, by the last session's stored
 * copy (src/session/frameCopy.ts), corrected in place when it answers.
 * Memoized: the menu is the frame's largest part, and the frame
 * re-renders with every page update (docs/performance.md).
 */
const ShellMenuView = () => {
    const state = useSessionState();
    const copy = useContext(ProvisionalMenu);
    const selected = useSelectedPlant();
    const selectPlant = useSelectPlant();
    const [preferences] = usePreferences();
    const { closeIfMobile } = useShell();
    const session = state.status === 'ready' ? state.session : undefined;
    const menu = useMemo(
        () => (session ? menuSourceOf(session) : copy),
        [session, copy]
    );
    if (!menu) return null;
    return (
        <DrawerContents
            menu={menu}
            provisional={!session}
            selectedPlantId={
                session ? (selected?.id ?? null) : (copy?.plantId ?? null)
            }
            onSelectPlant={selectPlant}
            moduleExpanded={preferences.menuConfig.moduleExpanded}
            onModuleExpandedChange={setModuleExpanded}
            onNavigate={closeIfMobile}
        />
    );
};

export const ShellMenu = memo(ShellMenuView);

import { memo, useContext, useMemo, useState } from 'react';
import {
    setModuleExpanded,
    usePreferences,
} from '@/preferences/usePreferences';
import {
    keepSameParts,
    menuSourceOf,
    type MenuSource,
} from '@/session/frameCopy';
import {
    useSelectPlant,
    useSelectedPlant,
    useSessionState,
} from '@/session/hooks';
import { usePaintedOnce } from '@/builders/afterPaint';
import { DrawerContents } from './DrawerContents';
import { ProvisionalMenu } from './ProvisionalMenu';
import { useShell } from './ShellContext';

/**
 * react-admin's `menu` slot: the drawer contents fed by session and
 * preferences; before the session answers, by the last session's stored
 * copy (src/session/frameCopy.ts), corrected in place when it answers.
 * Memoized: the menu is the frame's largest part, and the frame
 * re-renders with every page update (docs/performance.md). Drawn after
 * the page's first paint, in a transition the page's own updates come
 * before.
 */
const ShellMenuView = () => {
    const state = useSessionState();
    const copy = useContext(ProvisionalMenu);
    const selected = useSelectedPlant();
    const selectPlant = useSelectPlant();
    const [preferences] = usePreferences();
    const { closeIfMobile } = useShell();
    // The page first: the drawer's contents are drawn once the frame
    // around the page has been painted (docs/performance.md, "The menu
    // after the page").
    const painted = usePaintedOnce();
    const session = state.status === 'ready' ? state.session : undefined;
    const menu = useSteadyMenu(
        useMemo(() => (session ? menuSourceOf(session) : copy), [session, copy])
    );
    if (!menu || !painted) return null;
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

/**
 * The menu to draw: `next`, keeping the parts equal to those drawn before
 * (`keepSameParts`), so that a session answering with the stored copy's
 * menu does not draw it again.
 */
const useSteadyMenu = (next: MenuSource | undefined) => {
    const [seen, setSeen] = useState(next);
    const [drawn, setDrawn] = useState(next);
    if (seen !== next) {
        setSeen(next);
        setDrawn(next && drawn ? keepSameParts(drawn, next) : next);
    }
    return drawn;
};

export const ShellMenu = memo(ShellMenuView);

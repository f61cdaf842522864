import {
    setModuleExpanded,
    usePreferences,
} from '@/preferences/usePreferences';
import {
    useSelectSubsidiary,
    useSelectedSubsidiary,
    useSession,
} from '@/session/hooks';
import { DrawerContents } from './DrawerContents';
import { useShell } from './ShellContext';

/** react-admin's `menu` slot: the drawer contents fed by session and preferences. */
export const ShellMenu = () => {
    const session = useSession();
    const selected = useSelectedSubsidiary();
    const selectSubsidiary = useSelectSubsidiary();
    const [preferences] = usePreferences();
    const { closeIfMobile } = useShell();
    return (
        <DrawerContents
            session={session}
            selectedSubsidiaryId={selected?.id ?? null}
            onSelectSubsidiary={selectSubsidiary}
            moduleExpanded={preferences.menuConfig.moduleExpanded}
            onModuleExpandedChange={setModuleExpanded}
            onNavigate={closeIfMobile}
        />
    );
};

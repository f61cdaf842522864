import { ShellAppBarView } from './ShellAppBarView';
import { useShell } from './ShellContext';

/** react-admin's `appBar` slot, wired to the drawer state. */
export const ShellAppBar = () => {
    const { open, toggle } = useShell();
    return <ShellAppBarView open={open} onToggle={toggle} />;
};

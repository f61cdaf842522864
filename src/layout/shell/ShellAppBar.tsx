import { memo } from 'react';
import { ShellAppBarView } from './ShellAppBarView';
import { useShell } from './ShellContext';

/**
 * react-admin's `appBar` slot, wired to the drawer state. Memoized: the
 * frame re-renders with every page update, the header only when the
 * drawer or its own hooks change.
 */
const WiredAppBar = () => {
    const { open, toggle } = useShell();
    return <ShellAppBarView open={open} onToggle={toggle} />;
};

export const ShellAppBar = memo(WiredAppBar);

import { createContext, useContext } from 'react';
import type { ShellDrawerState } from './useShellDrawerState';

/**
 * react-admin's Layout takes its header, sidebar and menu as components,
 * not elements, so the drawer state reaches them through this context.
 */
export const ShellContext = createContext<ShellDrawerState | null>(null);

export const useShell = (): ShellDrawerState => {
    const shell = useContext(ShellContext);
    if (!shell) throw new Error('useShell must be used inside <Layout>');
    return shell;
};

import { DEFAULT_REFRESH_SECONDS, getConfig } from '@/config';

/**
 * How often the monitoring screens, and the device lists and details that
 * show a state, ask again: `monitoring.refreshSeconds` (a minute unless a
 * deployment, or a test, says otherwise); the default before the
 * configuration is loaded (a unit test rendering a screen alone).
 */
export const monitoringRefreshMs = (): number => {
    let seconds = DEFAULT_REFRESH_SECONDS;
    try {
        seconds = getConfig().monitoring?.refreshSeconds ?? seconds;
    } catch {
        // Not loaded: the default.
    }
    return seconds * 1000;
};

import { useSyncExternalStore } from 'react';
import { useIsMobile } from '@/layout/shell/useIsMobile';
import { usePreferences } from '@/preferences/usePreferences';
import { getOfflineState, subscribeOffline } from '@/providers/offlineSession';
import type { Session } from '@shared/domain/session';
import { isInstalledApp, wantsFieldApp } from './fieldAppChoice';

/** Whether `session` gets the field app on this device now (`wantsFieldApp`). */
export const useWantsFieldApp = (session: Session | undefined): boolean => {
    const narrow = useIsMobile();
    const [preferences] = usePreferences();
    const offline = useSyncExternalStore(subscribeOffline, getOfflineState);
    return (
        session !== undefined &&
        wantsFieldApp(session, {
            narrow,
            installed: isInstalledApp(),
            prefersFieldApp: preferences.fieldApp,
            workingOffline: offline.status !== 'online',
        })
    );
};

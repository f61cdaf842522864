import { useQueryClient } from '@tanstack/react-query';
import {
    lazy,
    useEffect,
    useMemo,
    useRef,
    useSyncExternalStore,
    type ReactNode,
} from 'react';
import { useNotify } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router';
import {
    FIELD_EMERGENCY,
    FIELD_HOME,
    FIELD_INSPECTION,
    FIELD_MEASURE,
    type MobileSession,
} from '@shared/domain/fieldApp';
import type { Session } from '@shared/domain/session';
import { setFieldMode } from '@/providers/fieldMode';
import { resumeSignIn } from '@/providers/auth/keycloak';
import {
    backOnline,
    browserOffline,
    getOfflineState,
    needSignIn,
    setFieldSignedOutHandler,
    subscribeOffline,
    workOffline,
} from '@/providers/offlineSession';
import { retryImport } from '@/providers/retryImport';
import { keepPageForOffline } from '@/providers/serviceWorker';
import { useSessionState } from '@/session/hooks';
import { signedInSubject } from '@/session/session';
import { FieldShell } from './shell/FieldShell';
import {
    getOutboxSnapshot,
    loadOutbox,
    onSyncResult,
    subscribeOutbox,
    syncOutbox,
} from './sync/outboxState';
import { HomeScreen } from './screens/HomeScreen';
import { FieldContext, type FieldContextValue } from './useFieldContext';
import { PageGuard } from './PageGuard';
import { useKeepSession } from './useKeepSession';
import { prefetchPlantData } from './usePlantData';

/**
 * The pages but the home (the installed app's start page), loaded when
 * opened: the first screen then loads neither their code nor the
 * console's list chunk, where their MUI components live (the service
 * worker precaches them all, so they open offline too).
 */
const MeasureScreen = lazy(
    retryImport(() =>
        import('./screens/MeasureScreen').then(m => ({
            default: m.MeasureScreen,
        }))
    )
);
const InspectionScreen = lazy(
    retryImport(() =>
        import('./screens/InspectionScreen').then(m => ({
            default: m.InspectionScreen,
        }))
    )
);
const RegisterScreen = lazy(
    retryImport(() =>
        import('./screens/RegisterScreen').then(m => ({
            default: m.RegisterScreen,
        }))
    )
);
const EmergencyScreen = lazy(
    retryImport(() =>
        import('./screens/EmergencyScreen').then(m => ({
            default: m.EmergencyScreen,
        }))
    )
);

/** How often what waits is tried again while there is a network. */
const RETRY_MS = 30_000;

/**
 * The field app (docs/field-app.md): the mobile profile's pages in a
 * phone's frame with the bottom menu, working with or without a network.
 * Drawn by the session gate instead of the console's shell; the console's
 * own routes (`children`) still draw the profile and settings pages.
 */
export const FieldApp = ({
    session,
    children,
}: {
    session: Session;
    children: ReactNode;
}) => {
    const state = useSessionState();
    const plantId = state.status === 'ready' ? state.plantId : null;
    const mobile = session.mobile as MobileSession;
    const plant = session.subsidiaries.find(s => s.id === plantId);
    const value = useMemo<FieldContextValue | null>(
        () =>
            plant
                ? {
                      session,
                      mobile,
                      userId: session.user.id,
                      plant,
                      page: url => mobile.pages.find(p => p.url === url),
                  }
                : null,
        [session, mobile, plant]
    );
    useFieldLifecycle(session, plantId);
    useKeepSession(session, plantId);
    if (!value) return null;
    const first = mobile.bottomMenu[0]?.url ?? mobile.pages[0]?.url ?? '/';
    const guarded = (url: string, element: ReactNode) => (
        <PageGuard url={url}>{element}</PageGuard>
    );
    return (
        <FieldContext.Provider value={value}>
            <FieldShell>
                <Routes>
                    <Route
                        path={FIELD_HOME}
                        element={guarded(FIELD_HOME, <HomeScreen />)}
                    />
                    <Route
                        path={FIELD_MEASURE}
                        element={guarded(FIELD_MEASURE, <MeasureScreen />)}
                    />
                    <Route
                        path={FIELD_INSPECTION}
                        element={guarded(
                            FIELD_INSPECTION,
                            <InspectionScreen />
                        )}
                    />
                    <Route
                        path={`${FIELD_INSPECTION}/new/:formId`}
                        element={guarded(FIELD_INSPECTION, <RegisterScreen />)}
                    />
                    <Route
                        path={`${FIELD_INSPECTION}/fix/:clientId`}
                        element={guarded(FIELD_INSPECTION, <RegisterScreen />)}
                    />
                    <Route
                        path={FIELD_EMERGENCY}
                        element={guarded(FIELD_EMERGENCY, <EmergencyScreen />)}
                    />
                    <Route path="/my-profile" element={children} />
                    <Route path="/settings" element={children} />
                    <Route path="*" element={<Navigate to={first} replace />} />
                </Routes>
            </FieldShell>
        </FieldContext.Provider>
    );
};

/**
 * The field mode of the page's requests, the outbox, the plant's data
 * kept on the device, and the network's comings and goings: back online,
 * sign-in first, then fresh data and what waits.
 */
function useFieldLifecycle(session: Session, plantId: number | null) {
    const queryClient = useQueryClient();
    const notify = useNotify();
    const userId = session.user.id;
    // What these effects read of the network and the outbox, not every
    // change of theirs: each draw of the field app draws its whole frame.
    const offlineStatus = useSyncExternalStore(
        subscribeOffline,
        () => getOfflineState().status
    );
    const waiting = useSyncExternalStore(subscribeOutbox, () =>
        getOutboxSnapshot().entries.some(e => e.state === 'waiting')
    );

    useEffect(() => {
        setFieldMode(true);
        void loadOutbox(userId).then(() => syncOutbox());
        keepPageForOffline();
        return () => setFieldMode(false);
    }, [userId]);

    // Read when the network returns, without running that effect again
    // (and the sign-in it resumes) at each change of plant.
    const plant = useRef(plantId);
    useEffect(() => {
        plant.current = plantId;
        if (plantId !== null)
            void prefetchPlantData(queryClient, userId, plantId);
    }, [queryClient, userId, plantId]);

    useEffect(() => {
        // A lost token: without a network, work offline; with one, the
        // password is asked again; never the console's sign-out, which
        // would clear what the device keeps.
        setFieldSignedOutHandler(() => {
            const stored = storedOf(session);
            if (!stored) return;
            if (browserOffline()) workOffline(stored);
            else needSignIn(stored);
        });
        return () => setFieldSignedOutHandler(undefined);
    }, [session]);

    useEffect(() => {
        const onOnline = async () => {
            const current = getOfflineState();
            if (current.status === 'offline') {
                const outcome = await resumeSignIn(current.stored.subject);
                if (outcome === 'offline') return;
                if (outcome === 'signInNeeded') {
                    needSignIn(current.stored);
                    return;
                }
                backOnline();
            }
            await queryClient.invalidateQueries({ queryKey: ['field'] });
            // The kit too when no page shows it: the device's copy is
            // brought up to date while there is a network.
            if (plant.current !== null)
                void prefetchPlantData(queryClient, userId, plant.current);
            void syncOutbox();
        };
        const listener = () => void onOnline();
        window.addEventListener('online', listener);
        // Started offline and the network came back before the app did.
        if (offlineStatus === 'offline' && !browserOffline()) listener();
        return () => window.removeEventListener('online', listener);
    }, [offlineStatus, queryClient, userId]);

    useEffect(() => {
        if (!waiting || offlineStatus !== 'online') return undefined;
        const timer = window.setInterval(() => void syncOutbox(), RETRY_MS);
        return () => window.clearInterval(timer);
    }, [waiting, offlineStatus]);

    useEffect(
        () =>
            onSyncResult(result => {
                if (result.stopped === 'signedOut') {
                    const stored = storedOf(session);
                    if (stored) needSignIn(stored);
                }
                if (result.sent.length)
                    notify('app.field.outbox.sentCount', {
                        type: 'success',
                        messageArgs: { smart_count: result.sent.length },
                    });
                if (result.refused.length)
                    notify('app.field.outbox.refusedCount', {
                        type: 'warning',
                        messageArgs: { smart_count: result.refused.length },
                    });
                void queryClient.invalidateQueries({ queryKey: ['field'] });
            }),
        [notify, queryClient, session]
    );
}

/** The session as the device keeps it (no token). */
const storedOf = (session: Session) => {
    const subject = signedInSubject();
    const state = getOfflineState();
    if (state.status !== 'online') return state.stored;
    if (!subject) return undefined;
    return {
        userId: session.user.id,
        subject,
        session,
        plantId: null,
        savedAt: new Date().toISOString(),
    };
};

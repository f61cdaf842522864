/**
 * The plant's event stream for the screens: one connection per
 * signed-in tab, opened for the selected plant and closed on sign-out
 * (the shell unmounts) or when the plant changes. Every change refetches
 * the alert queries, the dashboard's and overview's figures and the
 * device lists and details, so those screens show it within seconds;
 * views may also listen (the live region) and read whether the stream is
 * live or polling.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
    createContext,
    useCallback,
    useContext,
    useEffect,
    useMemo,
    useRef,
    useState,
    type ReactNode,
} from 'react';
import { getConfig } from '@/config';
import { getFreshToken, getKeycloak } from '../auth/keycloak';
import {
    createPlantEvents,
    type EventsStatus,
    type PlantEvent,
} from './plantEvents';

/** The queries a change of an alert (or of one of its messages) makes stale. */
export const ALERT_QUERY_KEYS = [
    ['alert'],
    ['alert-outbox'],
    ['dashboard'],
    ['overview'],
];

/**
 * The queries that show devices (state, last seen, open alerts, latest
 * reading): the sensor and gateway lists and details, the readings, the
 * instrumentation and the company's integration. A device push makes them
 * stale, and so does an alert's change other than a message's delivery (a
 * silence alert opens when its sensor reads offline, closes when it is
 * heard): every screen follows the same push (docs/monitoring.md, "Every
 * screen live").
 */
export const DEVICE_QUERY_KEYS = [
    ['sensor'],
    ['gateway'],
    ['measure'],
    ['instrumentation'],
    ['company-health'],
    ['dashboard'],
    ['overview'],
];

const invalidate = (queryClient: QueryClient, keys: string[][]) => {
    for (const queryKey of keys)
        void queryClient.invalidateQueries({ queryKey });
};

const refreshAlerts = (queryClient: QueryClient) =>
    invalidate(queryClient, ALERT_QUERY_KEYS);

const refreshAll = (queryClient: QueryClient) =>
    invalidate(queryClient, [...ALERT_QUERY_KEYS, ...DEVICE_QUERY_KEYS]);

/** Asks again for what shows alerts, after an action changed one. */
export const useRefreshAlerts = (): (() => void) => {
    const queryClient = useQueryClient();
    return useCallback(() => refreshAlerts(queryClient), [queryClient]);
};

type Listener = (event: PlantEvent) => void;

interface PlantEventsValue {
    status: EventsStatus;
    subscribe: (listener: Listener) => () => void;
}

const PlantEventsContext = createContext<PlantEventsValue>({
    status: 'stopped',
    subscribe: () => () => undefined,
});

const token = async (fresh: boolean): Promise<string | undefined> => {
    try {
        // -1: a new token even if this one looks valid (the server refused it).
        if (fresh) await getKeycloak().updateToken(-1);
        return await getFreshToken();
    } catch {
        return undefined;
    }
};

export const PlantEventsProvider = ({
    plantId,
    children,
}: {
    /** null: no plant selected (administrators), no stream. */
    plantId: number | null;
    children: ReactNode;
}) => {
    const queryClient = useQueryClient();
    const [status, setStatus] = useState<EventsStatus>('stopped');
    const listeners = useRef(new Set<Listener>());
    useEffect(() => {
        if (plantId === null) return;
        const client = createPlantEvents({
            url: () => `${getConfig().apiUrl}/events`,
            getToken: token,
            getPlantId: () => plantId,
            onEvent: event => {
                if (event.subsidiaryId !== plantId) return;
                // A message's delivery changes no device.
                if (event.change === 'delivery') refreshAlerts(queryClient);
                else refreshAll(queryClient);
                listeners.current.forEach(l => l(event));
            },
            onDevices: () => invalidate(queryClient, DEVICE_QUERY_KEYS),
            onResync: () => refreshAll(queryClient),
            onStatus: setStatus,
        });
        client.start();
        return () => client.stop();
    }, [plantId, queryClient]);
    const value = useMemo<PlantEventsValue>(
        () => ({
            status,
            subscribe: listener => {
                listeners.current.add(listener);
                return () => listeners.current.delete(listener);
            },
        }),
        [status]
    );
    return (
        <PlantEventsContext.Provider value={value}>
            {children}
        </PlantEventsContext.Provider>
    );
};

/** Whether changes arrive as they happen (`live`) or every 30 s (`polling`). */
export const usePlantEventsStatus = (): EventsStatus =>
    useContext(PlantEventsContext).status;

/** Calls `listener` for each change in the plant while mounted. */
export const usePlantEventListener = (listener: Listener): void => {
    const { subscribe } = useContext(PlantEventsContext);
    const latest = useRef(listener);
    useEffect(() => {
        latest.current = listener;
    });
    useEffect(() => subscribe(e => latest.current(e)), [subscribe]);
};

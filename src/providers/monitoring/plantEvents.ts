/**
 * The plant's change stream (`GET /api/events`, Server-Sent Events; docs/api.md
 * "Alerts"). EventSource cannot send the bearer token, so the stream is read
 * with fetch and a ReadableStream, parsed by eventsource-parser. The client
 * keeps itself connected: it reconnects with growing pauses, asks for a new
 * token once when the server answers 401, and while the stream cannot be
 * held it polls (the caller refetches) every 30 s. Free of browser globals
 * beyond fetch and timers, so the unit tests drive it with a fake stream.
 */
import { createParser } from 'eventsource-parser';
import type { AlertPush } from '@shared/domain/alerts';

/** One change in the plant, as the server sends it (`event: alert`). */
export type PlantEvent = AlertPush;

export type EventsStatus = 'connecting' | 'live' | 'polling' | 'stopped';

export interface PlantEventsDeps {
    /** The stream's full URL (the API's base + `/events`). */
    url: () => string;
    /** The access token; `fresh` after a 401 (asks the identity provider). */
    getToken: (fresh: boolean) => Promise<string | undefined>;
    getPlantId: () => number | null;
    onEvent: (event: PlantEvent) => void;
    /**
     * The plant's devices changed without an alert (`event: devices`): the
     * Zabbix poll heard from them, or their integration began or stopped
     * failing.
     */
    onDevices?: () => void;
    /** Refetch what the stream would have announced (polling, and after a gap). */
    onResync: () => void;
    onStatus?: (status: EventsStatus) => void;
    fetch?: typeof fetch;
}

/** While the stream is down, the screens ask again this often. */
export const POLL_MS = 30_000;
/** Pauses between attempts: 1 s doubling up to 30 s. */
export const RETRY_MIN_MS = 1_000;
export const RETRY_MAX_MS = 30_000;
/**
 * The server pings every 15 s: three missed pings means the connection is
 * dead even if no error came (a proxy holding a half-closed socket).
 */
export const SILENCE_MS = 45_000;

const isPlantEvent = (value: unknown): value is PlantEvent =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number' &&
    typeof (value as { change?: unknown }).change === 'string';

/** Parses one `data:` payload of an `alert` event; undefined when it is not one. */
export const parseAlertEvent = (data: string): PlantEvent | undefined => {
    try {
        const value: unknown = JSON.parse(data);
        return isPlantEvent(value) ? value : undefined;
    } catch {
        return undefined;
    }
};

export interface PlantEventsClient {
    start: () => void;
    /** Ends the stream and every timer (sign-out, plant change, unmount). */
    stop: () => void;
}

export const createPlantEvents = (deps: PlantEventsDeps): PlantEventsClient => {
    let running = false;
    let controller: AbortController | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pollTimer: ReturnType<typeof setInterval> | undefined;
    let silenceTimer: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_MIN_MS;
    /** The stream was live once: a later `ready` follows a gap to fill. */
    let wasLive = false;

    const status = (s: EventsStatus) => deps.onStatus?.(s);

    const startPolling = () => {
        if (pollTimer !== undefined || !running) return;
        status('polling');
        pollTimer = setInterval(deps.onResync, POLL_MS);
    };
    const stopPolling = () => {
        clearInterval(pollTimer);
        pollTimer = undefined;
    };
    const armSilence = () => {
        clearTimeout(silenceTimer);
        silenceTimer = setTimeout(() => controller?.abort(), SILENCE_MS);
    };

    const retryLater = () => {
        if (!running) return;
        startPolling();
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => void connect(), delay);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
    };

    const open = async (fresh: boolean, signal: AbortSignal) => {
        const token = await deps.getToken(fresh);
        const headers: Record<string, string> = {
            Accept: 'text/event-stream',
        };
        if (token) headers.Authorization = `Bearer ${token}`;
        const plant = deps.getPlantId();
        if (plant !== null) headers['subsidiary-id'] = String(plant);
        return (deps.fetch ?? fetch)(deps.url(), {
            headers,
            signal,
            cache: 'no-store',
        });
    };

    const read = async (
        body: ReadableStream<Uint8Array>,
        signal: AbortSignal
    ) => {
        const parser = createParser({
            onEvent: message => {
                if (message.event === 'ready') {
                    delay = RETRY_MIN_MS;
                    stopPolling();
                    status('live');
                    if (wasLive) deps.onResync();
                    wasLive = true;
                    return;
                }
                if (message.event === 'devices') {
                    deps.onDevices?.();
                    return;
                }
                if (message.event !== 'alert') return;
                const event = parseAlertEvent(message.data);
                if (event) deps.onEvent(event);
            },
        });
        const reader = body.getReader();
        // Aborting the fetch ends the read in browsers; this makes sure.
        signal.addEventListener('abort', () => {
            reader.cancel().catch(() => undefined);
        });
        const decoder = new TextDecoder();
        armSilence();
        for (;;) {
            const { done, value } = await reader.read();
            if (done) return;
            armSilence();
            parser.feed(decoder.decode(value, { stream: true }));
        }
    };

    const connect = async () => {
        if (!running) return;
        controller?.abort();
        const own = new AbortController();
        controller = own;
        status(pollTimer === undefined ? 'connecting' : 'polling');
        try {
            let res = await open(false, own.signal);
            // A token the server no longer takes: one fresh one, then wait.
            if (res.status === 401) res = await open(true, own.signal);
            const type = res.headers.get('content-type') ?? '';
            if (!res.ok || !res.body || !type.includes('text/event-stream'))
                throw new Error(`events: HTTP ${res.status}`);
            await read(res.body, own.signal);
        } catch {
            // Aborted by stop(), by silence, or refused: decided below.
        } finally {
            clearTimeout(silenceTimer);
        }
        if (controller === own && running) retryLater();
    };

    return {
        start: () => {
            if (running) return;
            running = true;
            delay = RETRY_MIN_MS;
            wasLive = false;
            void connect();
        },
        stop: () => {
            running = false;
            controller?.abort();
            controller = undefined;
            clearTimeout(retryTimer);
            clearTimeout(silenceTimer);
            stopPolling();
            status('stopped');
        },
    };
};

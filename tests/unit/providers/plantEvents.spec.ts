/**
 * The plant's event stream read over fetch: a fake fetch answers with a
 * stream the test writes into, so parsing, the 401 token refresh, the
 * reconnect pauses and the polling fallback are driven as the browser
 * would meet them.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
    createPlantEvents,
    parseAlertEvent,
    POLL_MS,
    RETRY_MIN_MS,
    SILENCE_MS,
    type PlantEvent,
    type PlantEventsDeps,
} from '@/providers/monitoring/plantEvents';

const encoder = new TextEncoder();

/** A streamed answer whose chunks the test pushes. */
const streamed = () => {
    let push!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
        start: c => {
            push = c;
        },
    });
    const response = new Response(body, {
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
    });
    return {
        response,
        write: (text: string) => push.enqueue(encoder.encode(text)),
        end: () => push.close(),
    };
};

const EVENT: PlantEvent = {
    id: 12,
    subsidiaryId: 3,
    state: 'open',
    level: 'critical',
    acknowledged: false,
    change: 'opened',
};

const setup = (answers: (() => Response)[]) => {
    const calls: { token: string | null; plant: string | null }[] = [];
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        calls.push({
            token: headers.get('authorization'),
            plant: headers.get('subsidiary-id'),
        });
        const next = answers.shift();
        if (!next) return Promise.reject(new TypeError('network down'));
        return Promise.resolve(next());
    });
    const events: PlantEvent[] = [];
    const statuses: string[] = [];
    const getToken = vi.fn((fresh: boolean) =>
        Promise.resolve(fresh ? 'fresh' : 'old')
    );
    const onResync = vi.fn();
    const onDevices = vi.fn();
    const deps: PlantEventsDeps = {
        url: () => '/api/events',
        getToken,
        getPlantId: () => 3,
        onEvent: e => events.push(e),
        onResync,
        onDevices,
        onStatus: s => statuses.push(s),
        fetch: fetch as unknown as typeof globalThis.fetch,
    };
    return {
        client: createPlantEvents(deps),
        fetch,
        calls,
        events,
        statuses,
        getToken,
        onResync,
        onDevices,
    };
};

const flush = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
    await vi.advanceTimersByTimeAsync(0);
};

describe('plant events client', () => {
    beforeEach(() => {
        vi.useFakeTimers();
    });
    afterEach(() => {
        vi.useRealTimers();
    });

    test('sends the token and the plant, and parses events split across chunks', async () => {
        const s = streamed();
        const t = setup([() => s.response]);
        t.client.start();
        await flush();
        expect(t.calls[0]).toEqual({ token: 'Bearer old', plant: '3' });
        s.write('event: ready\ndata: {}\n\n: ping\n\n');
        const line = `event: alert\ndata: ${JSON.stringify(EVENT)}\n\n`;
        s.write(line.slice(0, 20));
        await flush();
        expect(t.events).toEqual([]);
        s.write(line.slice(20));
        s.write('event: other\ndata: {"id":1}\n\n');
        s.write('event: alert\ndata: not json\n\n');
        await flush();
        expect(t.events).toEqual([EVENT]);
        expect(t.statuses).toContain('live');
        t.client.stop();
    });

    test('hands a devices event (the poll heard them, or their integration changed) to its listener', async () => {
        const s = streamed();
        const t = setup([() => s.response]);
        t.client.start();
        await flush();
        s.write('event: ready\ndata: {}\n\n');
        s.write('event: devices\ndata: {"change":"seen"}\n\n');
        s.write('event: devices\ndata: {"change":"integration"}\n\n');
        await flush();
        expect(t.onDevices).toHaveBeenCalledTimes(2);
        expect(t.events).toEqual([]);
        t.client.stop();
    });

    test('a 401 asks for a fresh token once and connects with it', async () => {
        const s = streamed();
        const t = setup([
            () => new Response('', { status: 401 }),
            () => s.response,
        ]);
        t.client.start();
        await flush();
        expect(t.getToken).toHaveBeenLastCalledWith(true);
        expect(t.calls.map(c => c.token)).toEqual([
            'Bearer old',
            'Bearer fresh',
        ]);
        t.client.stop();
    });

    test('a dropped stream reconnects with growing pauses, polls meanwhile, and resyncs when live again', async () => {
        const first = streamed();
        const second = streamed();
        const t = setup([
            () => first.response,
            () => new Response('no', { status: 502 }),
            () => second.response,
        ]);
        t.client.start();
        await flush();
        first.write('event: ready\ndata: {}\n\n');
        await flush();
        expect(t.onResync).not.toHaveBeenCalled();
        first.end();
        await flush();
        expect(t.statuses.at(-1)).toBe('polling');
        expect(t.fetch).toHaveBeenCalledTimes(1);
        await vi.advanceTimersByTimeAsync(RETRY_MIN_MS);
        // The 502: the next pause is twice as long.
        expect(t.fetch).toHaveBeenCalledTimes(2);
        await vi.advanceTimersByTimeAsync(RETRY_MIN_MS);
        expect(t.fetch).toHaveBeenCalledTimes(2);
        await vi.advanceTimersByTimeAsync(RETRY_MIN_MS);
        expect(t.fetch).toHaveBeenCalledTimes(3);
        second.write('event: ready\ndata: {}\n\n');
        await flush();
        // What happened during the gap is asked for once.
        expect(t.onResync).toHaveBeenCalledTimes(1);
        expect(t.statuses.at(-1)).toBe('live');
        t.client.stop();
    });

    test('without a stream it polls every 30 s until stopped', async () => {
        const t = setup([]);
        t.client.start();
        await flush();
        await vi.advanceTimersByTimeAsync(POLL_MS * 2);
        expect(t.onResync.mock.calls.length).toBeGreaterThanOrEqual(2);
        t.client.stop();
        const calls = t.fetch.mock.calls.length;
        const polls = t.onResync.mock.calls.length;
        await vi.advanceTimersByTimeAsync(POLL_MS * 4);
        expect(t.fetch.mock.calls.length).toBe(calls);
        expect(t.onResync.mock.calls.length).toBe(polls);
        expect(t.statuses.at(-1)).toBe('stopped');
    });

    test('a stream that falls silent past three pings is dropped and opened again', async () => {
        const first = streamed();
        const second = streamed();
        const t = setup([() => first.response, () => second.response]);
        t.client.start();
        await flush();
        first.write('event: ready\ndata: {}\n\n');
        await flush();
        await vi.advanceTimersByTimeAsync(SILENCE_MS + RETRY_MIN_MS + 10);
        expect(t.fetch).toHaveBeenCalledTimes(2);
        t.client.stop();
    });

    test('an answer that is not an event stream counts as a failure', async () => {
        const t = setup([
            () =>
                new Response('<html>', {
                    status: 200,
                    headers: { 'content-type': 'text/html' },
                }),
        ]);
        t.client.start();
        await flush();
        expect(t.statuses.at(-1)).toBe('polling');
        t.client.stop();
    });

    test('parseAlertEvent keeps only alert payloads', () => {
        expect(parseAlertEvent(JSON.stringify(EVENT))).toEqual(EVENT);
        expect(parseAlertEvent('{"x":1}')).toBeUndefined();
        expect(parseAlertEvent('nope')).toBeUndefined();
    });
});

/**
 * Reads a server-sent event stream (`GET /api/events`) in the API tests.
 * A server's first Zabbix pass may open alerts of the demo's sensors
 * while a test runs, so a test waits for the event of the alert it made,
 * not for the first alert event.
 */
export interface SseEvent {
    event: string;
    data: unknown;
}

export interface SseReader {
    /** Everything read so far. */
    text(): string;
    /** Waits until `needle` is in the stream. */
    until(needle: string, ms: number): Promise<void>;
    /** Waits for an event named `event` whose data passes `test`; answers its data. */
    untilEvent<T>(
        event: string,
        test: (data: T) => boolean,
        ms: number
    ): Promise<T>;
    /** Reads until the stream ends or breaks. */
    drain(): Promise<void>;
}

/** The complete events in `text` (those followed by a blank line). */
export function parseEvents(text: string): SseEvent[] {
    const events: SseEvent[] = [];
    for (const block of text.split('\n\n').slice(0, -1)) {
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
        }
        if (data.length === 0) continue;
        events.push({ event, data: JSON.parse(data.join('\n')) as unknown });
    }
    return events;
}

export function sseReader(res: Response): SseReader {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (done: () => boolean, what: string, ms: number) => {
        const deadline = Date.now() + ms;
        while (!done()) {
            const left = deadline - Date.now();
            if (left <= 0) throw new Error(`no ${what} in ${text}`);
            const chunk = await Promise.race([
                reader.read(),
                new Promise<null>(r => setTimeout(() => r(null), left)),
            ]);
            if (chunk === null) continue;
            if (chunk.done) throw new Error(`stream ended: ${text}`);
            text += decoder.decode(chunk.value, { stream: true });
        }
    };
    return {
        text: () => text,
        until: (needle, ms) =>
            readUntil(() => text.includes(needle), needle, ms),
        async untilEvent<T>(
            event: string,
            test: (data: T) => boolean,
            ms: number
        ) {
            const find = () =>
                parseEvents(text).find(
                    e => e.event === event && test(e.data as T)
                );
            await readUntil(() => find() !== undefined, `event ${event}`, ms);
            return find()!.data as T;
        },
        async drain() {
            for (;;) {
                const chunk = await reader.read().catch(() => ({ done: true }));
                if (chunk.done) return;
            }
        },
    };
}

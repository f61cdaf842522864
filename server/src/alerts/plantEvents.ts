/**
 * Changes pushed to the plant's screens (`GET /api/events`). A change is
 * published with `pg_notify` inside the transaction that makes it, so it
 * leaves only if the change is committed and reaches every server process
 * LISTENing on the same PostgreSQL; the embedded PGlite delivers its own
 * notifications to this one process the same way (db.listen). Each process
 * fans what it hears out to its open streams of that plant.
 */
import type { AlertPush } from '@shared/domain/alerts.ts';
import type { Database } from '../db/index.ts';

export const PLANT_EVENTS_CHANNEL = 'plant_events';

/** What travels on the channel: the plant and one alert change. */
export interface PlantEvent {
    type: 'alert';
    subsidiaryId: number;
    alert: AlertPush;
}

/** Sends `alert` to the plant's streams once `tx` commits. */
export async function publishAlertChange(
    tx: Database,
    alert: AlertPush
): Promise<void> {
    const event: PlantEvent = {
        type: 'alert',
        subsidiaryId: alert.subsidiaryId,
        alert,
    };
    await tx.query('SELECT pg_notify($1, $2)', [
        PLANT_EVENTS_CHANNEL,
        JSON.stringify(event),
    ]);
}

export interface PlantStream {
    send(event: PlantEvent): void;
    /** The server is stopping: end the response. */
    end(): void;
}

export interface PlantEvents {
    /** Adds a stream of `plantId`; answers how to remove it. */
    subscribe(plantId: number, stream: PlantStream): () => void;
    /** How many streams are open (tests, logs). */
    size(): number;
    /** Ends every stream and stops listening. */
    close(): Promise<void>;
}

export async function startPlantEvents(db: Database): Promise<PlantEvents> {
    const streams = new Map<number, Set<PlantStream>>();
    let closed = false;
    const unlisten = await db.listen(PLANT_EVENTS_CHANNEL, payload => {
        let event: PlantEvent;
        try {
            event = JSON.parse(payload) as PlantEvent;
        } catch {
            return;
        }
        for (const s of streams.get(Number(event.subsidiaryId)) ?? []) {
            try {
                s.send(event);
            } catch {
                // A stream that cannot be written is removed by its close.
            }
        }
    });
    return {
        subscribe(plantId, stream) {
            if (closed) {
                stream.end();
                return () => undefined;
            }
            let set = streams.get(plantId);
            if (!set) streams.set(plantId, (set = new Set()));
            set.add(stream);
            return () => {
                set.delete(stream);
                if (set.size === 0 && streams.get(plantId) === set)
                    streams.delete(plantId);
            };
        },
        size: () => [...streams.values()].reduce((n, s) => n + s.size, 0),
        async close() {
            closed = true;
            for (const set of streams.values()) for (const s of set) s.end();
            streams.clear();
            await unlisten().catch(() => undefined);
        },
    };
}

/**
 * Changes pushed to the plant's screens (`GET /api/events`). A change is
 * published with `pg_notify` inside the transaction that makes it, so it
 * leaves only if the change is committed and reaches every server process
 * LISTENing on the same PostgreSQL; the embedded PGlite delivers its own
 * notifications to this one process the same way (db.listen). Each process
 * fans what it hears out to its open streams of that plant.
 *
 * Streams also end when their user's access does (server/src/api/
 * accessEnds.ts): `endStreams` is published the same way, on a channel of
 * its own, and every process ends its streams that match.
 */
import type { AlertPush } from '@shared/domain/alerts.ts';
import type { Database } from '../db/index.ts';

export const PLANT_EVENTS_CHANNEL = 'plant_events';
/** Where a write that took access away names the streams to end. */
export const STREAMS_END_CHANNEL = 'plant_streams_end';

/**
 * The streams to end: those of the user, of the users of the web profile,
 * of the plant; every key given must match (a user's streams of one plant).
 */
export interface StreamsEnd {
    user?: number;
    profile?: number;
    plant?: number;
}

/** What travels on the channel: the plant and one alert change, or news of its devices. */
export type PlantEvent =
    | { type: 'alert'; subsidiaryId: number; alert: AlertPush }
    | { type: 'devices'; subsidiaryId: number; devices: DevicesPush };

/**
 * The plant's devices changed without an alert saying so: the Zabbix
 * poll heard from them (last seen, latest reading) or their company's
 * integration began or stopped failing (their state). The screens that
 * list devices ask again (docs/monitoring.md, "Every screen live").
 */
export interface DevicesPush {
    change: 'seen' | 'integration';
}

/** Sends `change` to the streams of each of `plantIds` once `tx` commits. */
export async function publishDevicesChange(
    tx: Database,
    plantIds: readonly number[],
    change: DevicesPush['change']
): Promise<void> {
    for (const subsidiaryId of new Set(plantIds)) {
        const event: PlantEvent = {
            type: 'devices',
            subsidiaryId,
            devices: { change },
        };
        await tx.query('SELECT pg_notify($1, $2)', [
            PLANT_EVENTS_CHANNEL,
            JSON.stringify(event),
        ]);
    }
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

/** Ends the streams `which` names, in every process, once `tx` commits. */
export async function endStreams(
    tx: Database,
    which: StreamsEnd
): Promise<void> {
    await tx.query('SELECT pg_notify($1, $2)', [
        STREAMS_END_CHANNEL,
        JSON.stringify(which),
    ]);
}

export interface PlantStream {
    send(event: PlantEvent): void;
    /** The server is stopping, or the user's access ended: end the response. */
    end(): void;
}

/** Whose a stream is: its user and the web profile it came with. */
export interface StreamHolder {
    user: number;
    profile: number;
}

export interface PlantEvents {
    /** Adds a stream of `plantId` held by `holder`; answers how to remove it. */
    subscribe(
        plantId: number,
        stream: PlantStream,
        holder?: StreamHolder
    ): () => void;
    /** How many streams are open (tests, logs). */
    size(): number;
    /** Ends every stream and stops listening. */
    close(): Promise<void>;
}

const isId = (v: unknown): v is number =>
    typeof v === 'number' && Number.isInteger(v);

/** The keys of a `StreamsEnd` payload; null when it names nothing (never all streams). */
function parseStreamsEnd(payload: string): StreamsEnd | null {
    let raw: unknown;
    try {
        raw = JSON.parse(payload);
    } catch {
        return null;
    }
    if (typeof raw !== 'object' || raw === null) return null;
    const { user, profile, plant } = raw as Record<string, unknown>;
    const which: StreamsEnd = {
        ...(isId(user) ? { user } : {}),
        ...(isId(profile) ? { profile } : {}),
        ...(isId(plant) ? { plant } : {}),
    };
    return Object.keys(which).length ? which : null;
}

export async function startPlantEvents(db: Database): Promise<PlantEvents> {
    const streams = new Map<number, Set<PlantStream>>();
    const holders = new WeakMap<PlantStream, StreamHolder>();
    let closed = false;
    const unlistenEnds = await db.listen(STREAMS_END_CHANNEL, payload => {
        const which = parseStreamsEnd(payload);
        if (!which) return;
        for (const [plantId, set] of streams) {
            if (which.plant !== undefined && which.plant !== plantId) continue;
            for (const s of [...set]) {
                const holder = holders.get(s);
                if (which.user !== undefined && which.user !== holder?.user)
                    continue;
                if (
                    which.profile !== undefined &&
                    which.profile !== holder?.profile
                )
                    continue;
                try {
                    s.end();
                } catch {
                    // Already gone: its close removes it.
                }
            }
        }
    });
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
        subscribe(plantId, stream, holder) {
            if (closed) {
                stream.end();
                return () => undefined;
            }
            if (holder) holders.set(stream, holder);
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
            await unlistenEnds().catch(() => undefined);
        },
    };
}

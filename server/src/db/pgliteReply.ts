/**
 * PostgreSQL's reply to one extended-protocol execution (Bind, Describe,
 * Execute, Sync), read from its bytes: the rows, and before that what
 * must not pass silently (an error, a notification).
 *
 * PGlite's own reader copies every field into a new ArrayBuffer before
 * decoding it and builds a message object per row, then a row object
 * from entries: about a third of the database thread's time under load
 * (docs/database.md, "The embedded database's speed"). Here a reply is one buffer,
 * read in place; the values go through the same type parsers PGlite
 * applies, so a row is what `parseResults` made of it. Only errors still go through PGlite's reader, which builds
 * its `DatabaseError` with every field.
 */
import { messages, protocol } from '@electric-sql/pglite';

/** A value's parser by type oid (the shape of PGlite's `parsers`). */
export type Parsers = Record<
    number,
    (text: string, typeId?: number) => unknown
>;

/** Message type bytes (PostgreSQL's frontend/backend protocol, "Message Formats"). */
const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const ERROR_RESPONSE = 0x45; // 'E'
const NOTIFICATION = 0x41; // 'A'

/** A notification heard in a reply: `LISTEN`ers of `channel` get `payload`. */
export interface Heard {
    channel: string;
    payload: string;
}

const asBuffer = (bytes: Uint8Array): Buffer =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The text of the NUL-terminated string at `at`, and where it ends. */
function cstring(buf: Buffer, at: number): [string, number] {
    const end = buf.indexOf(0, at);
    return [buf.toString('utf8', at, end), end + 1];
}

/**
 * Throws the reply's error, as PGlite's reader builds it (a
 * `DatabaseError` with code, detail, constraint...), and answers the
 * notifications it carries (a `pg_notify` outside a transaction is heard
 * in its own statement's reply).
 */
export function checkReply(bytes: Uint8Array): Heard[] {
    const buf = asBuffer(bytes);
    const heard: Heard[] = [];
    let failed = false;
    for (let at = 0; at + 5 <= buf.length; at += 1 + buf.readInt32BE(at + 1)) {
        const type = buf[at];
        if (type === ERROR_RESPONSE) failed = true;
        else if (type === NOTIFICATION) {
            // Int32 process id, then the channel and the payload.
            const [channel, next] = cstring(buf, at + 9);
            const [payload] = cstring(buf, next);
            heard.push({ channel, payload });
        }
    }
    if (failed) {
        let error: unknown;
        new protocol.Parser().parse(bytes, message => {
            if (
                error === undefined &&
                message instanceof messages.DatabaseError
            )
                error = message;
        });
        throw error ?? new Error('PostgreSQL answered with an error');
    }
    return heard;
}

/**
 * The rows of a reply, as objects keyed by column name (the last column
 * of a name wins, as in PGlite's `parseResults`), each value parsed by
 * its type's parser in `parsers` (PGlite's, with the server's and the
 * array types': `parsersFor`), else kept as text, as PGlite keeps it.
 */
export function readRows<T>(bytes: Uint8Array, parsers: Parsers): T[] {
    const buf = asBuffer(bytes);
    const rows: T[] = [];
    let names: string[] = [];
    let parse: (Parsers[number] | undefined)[] = [];
    let typeIds: number[] = [];
    for (let at = 0; at + 5 <= buf.length;) {
        const type = buf[at];
        const end = at + 1 + buf.readInt32BE(at + 1);
        if (type === ROW_DESCRIPTION) {
            const count = buf.readInt16BE(at + 5);
            names = new Array<string>(count);
            parse = new Array(count);
            typeIds = new Array<number>(count);
            let p = at + 7;
            for (let i = 0; i < count; i++) {
                const [name, next] = cstring(buf, p);
                // Table oid (4), column number (2), then the type's oid.
                const typeId = buf.readInt32BE(next + 6);
                names[i] = name;
                typeIds[i] = typeId;
                parse[i] = parsers[typeId];
                // Type oid (4), size (2), modifier (4), format (2).
                p = next + 18;
            }
        } else if (type === DATA_ROW) {
            const count = buf.readInt16BE(at + 5);
            const row: Record<string, unknown> = {};
            let p = at + 7;
            for (let i = 0; i < count; i++) {
                const length = buf.readInt32BE(p);
                p += 4;
                const name = names[i] ?? String(i);
                if (length === -1) {
                    row[name] = null;
                    continue;
                }
                const text = buf.toString('utf8', p, p + length);
                p += length;
                const parser = parse[i];
                row[name] = parser ? parser(text, typeIds[i]!) : text;
            }
            rows.push(row as T);
        }
        at = end;
    }
    return rows;
}

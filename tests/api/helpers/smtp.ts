/**
 * A real SMTP server (smtp-server) a test stops and starts again on one
 * port, to play an outage. While it is down the port stays taken by a
 * listener that drops every connection at once, as a host whose mail
 * service is stopped would: no other process of the run can take the
 * port meanwhile, and a try fails at once instead of waiting for the
 * greeting of whatever took it.
 */
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mail {
    to: string;
    raw: string;
    at: number;
}

export interface TestSmtp {
    /** Where it listens (the same port up and down). */
    port: number;
    /** Every message received, one entry per recipient, in order. */
    mails: Mail[];
    up(): Promise<void>;
    down(): Promise<void>;
    /** Frees the port for good. */
    close(): Promise<void>;
}

const listen = (s: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
        s.once('error', reject);
        s.listen(port, '127.0.0.1', () =>
            resolve((s.address() as AddressInfo).port)
        );
    });

const closed = (s: { close(cb: () => void): unknown }) =>
    new Promise<void>(resolve => s.close(() => resolve()));

/** An SMTP server, up (`{ up: false }`: down from the start). */
export async function testSmtp({ up = true } = {}): Promise<TestSmtp> {
    let smtp: SMTPServer | undefined;
    let dropper: Server | undefined;
    const t: TestSmtp = {
        port: 0,
        mails: [],
        async up() {
            if (smtp) return;
            if (dropper) await closed(dropper);
            dropper = undefined;
            const s = new SMTPServer({
                authOptional: true,
                disabledCommands: ['STARTTLS'],
                onData(stream, session, callback) {
                    let raw = '';
                    stream.on(
                        'data',
                        (c: Buffer) => (raw += c.toString('utf8'))
                    );
                    stream.on('end', () => {
                        for (const r of session.envelope.rcptTo)
                            t.mails.push({
                                to: r.address,
                                raw,
                                at: Date.now(),
                            });
                        callback();
                    });
                },
            });
            t.port = await listen(s.server, t.port);
            smtp = s;
        },
        async down() {
            if (dropper) return;
            if (smtp) await closed(smtp);
            smtp = undefined;
            const d = createServer(socket => socket.destroy());
            t.port = await listen(d, t.port);
            dropper = d;
        },
        async close() {
            if (smtp) await closed(smtp);
            if (dropper) await closed(dropper);
            smtp = undefined;
            dropper = undefined;
        },
    };
    await (up ? t.up() : t.down());
    return t;
}

/** A MIME part's headers and decoded text (quoted-printable or base64). */
interface Part {
    type: string;
    text: string;
}

function decodeQuotedPrintable(s: string): string {
    const bytes: number[] = [];
    const soft = s.replace(/=\r?\n/g, '');
    for (let i = 0; i < soft.length; i++) {
        const c = soft[i]!;
        if (c === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
            bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
            i += 2;
        } else bytes.push(...Buffer.from(c, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
}

/** The text parts of a raw message (nodemailer's multipart/alternative). */
function partsOf(raw: string): Part[] {
    const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
    const chunks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
    return chunks.map(chunk => {
        const split = chunk.search(/\r?\n\r?\n/);
        const head = chunk.slice(0, split);
        const body = chunk.slice(split).trim();
        const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1];
        const text =
            encoding?.toLowerCase() === 'base64'
                ? Buffer.from(body, 'base64').toString('utf8')
                : encoding?.toLowerCase() === 'quoted-printable'
                  ? decodeQuotedPrintable(body)
                  : body;
        return {
            type: /content-type:\s*([^;\s]+)/i.exec(head)?.[1] ?? '',
            text: text.replace(/\r\n/g, '\n'),
        };
    });
}

/** The decoded text of a message's part of `type` ('' when it has none). */
export const partOf = (m: Mail, type: string): string =>
    partsOf(m.raw).find(p => p.type === type)?.text ?? '';

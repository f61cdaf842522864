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

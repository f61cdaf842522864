/**
 * A request body read up to a limit, for the routes that take raw bytes.
 * Past the limit the rest is read and dropped, up to `drainLimit`, before
 * the refusal is sent: a client still writing its upload when the server
 * answered would see a broken pipe (EPIPE) instead of the answer. A body
 * larger still is cut off, as a real server cuts off abuse.
 */
import type { IncomingMessage } from 'node:http';
import { errorCodes } from 'fastify';

export const bodyTooLarge = () => new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();

export function readBoundedBody(
    req: IncomingMessage,
    limit: number,
    drainLimit: number,
    done: (error: Error | null, body?: Buffer) => void
): void {
    const declared = Number(req.headers['content-length']);
    if (declared > drainLimit) {
        // Not worth reading: answer at once and let the connection go.
        req.resume();
        done(bodyTooLarge());
        return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    let finished = false;
    const finish = (error: Error | null, body?: Buffer) => {
        if (finished) return;
        finished = true;
        req.off('data', onData);
        req.off('end', onEnd);
        req.off('error', onError);
        done(error, body);
    };
    const onData = (chunk: Buffer) => {
        received += chunk.length;
        if (received > drainLimit) {
            req.destroy();
            finish(bodyTooLarge());
        } else if (received <= limit) chunks.push(chunk);
        else chunks.length = 0; // dropped, still read
    };
    const onEnd = () =>
        finish(
            received > limit ? bodyTooLarge() : null,
            received > limit ? undefined : Buffer.concat(chunks, received)
        );
    const onError = (error: Error) => finish(error);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
}

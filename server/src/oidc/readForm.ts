import type { IncomingMessage } from 'node:http';

/** Login forms are tiny; anything bigger is not one. */
const LIMIT = 16 * 1024;

/**
 * Reads an urlencoded body straight from the request stream: Fastify leaves
 * bodies under the realm untouched so that oidc-provider can read its own.
 */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
        const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
        size += buf.length;
        if (size > LIMIT) throw new Error('form too large');
        chunks.push(buf);
    }
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

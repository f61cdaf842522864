/**
 * Password hashes of the embedded sign-in: scrypt (node:crypto) with a
 * random salt, stored as `scrypt$N$r$p$<salt b64>$<hash b64>` so the cost
 * can be raised later without breaking stored hashes.
 */
import {
    randomBytes,
    scrypt as scryptCb,
    timingSafeEqual,
    type ScryptOptions,
} from 'node:crypto';

const scrypt = (
    password: string,
    salt: Buffer,
    keylen: number,
    opts: ScryptOptions
) =>
    new Promise<Buffer>((resolve, reject) =>
        scryptCb(password, salt, keylen, opts, (err, key) =>
            err ? reject(err) : resolve(key)
        )
    );

const COST = { N: 16384, r: 8, p: 1 };
const KEYLEN = 32;

export async function hashPassword(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await scrypt(password, salt, KEYLEN, COST);
    return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(
    password: string,
    stored: string
): Promise<boolean> {
    const [alg, n, r, p, salt, hash] = stored.split('$');
    if (alg !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64');
    const key = await scrypt(
        password,
        Buffer.from(salt, 'base64'),
        expected.length,
        {
            N: Number(n),
            r: Number(r),
            p: Number(p),
            maxmem: 64 * 1024 * 1024,
        }
    );
    return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the username is unknown, so timing does not tell. */
let dummy: Promise<string> | undefined;
export const dummyHash = (): Promise<string> =>
    (dummy ??= hashPassword('not-a-password'));

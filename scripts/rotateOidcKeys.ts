/**
 * `npm run oidc:rotate-keys [-- --now]`: rotates the embedded sign-in's keys
 * in the server's database (DATA_DIR or DATABASE_URL, as `npm start` reads
 * them). A new signing key and cookie key sign from now on; the
 * current ones keep verifying for 10 hours (nobody is signed out), or, with
 * `--now` (a key you believe leaked), are dropped at once (every session
 * and token they signed ends). Running servers on PostgreSQL hear of it and
 * load the keys at once (server/src/oidc/keyRing.ts); PGlite's folder is
 * held by its one server, so stop that first (docs/oidc.md).
 */
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/index.ts';
import { rotateKeysNow } from '../server/src/oidc/keys.ts';
import { SESSION_TTL } from '../server/src/oidc/provider.ts';

const now = process.argv.includes('--now');
const db = await openDatabase(loadConfig());
try {
    await rotateKeysNow(db, now ? 0 : SESSION_TTL);
    console.log(
        now
            ? 'New keys made; the old ones are dropped (running servers load the keys now, or at their next start).'
            : 'New keys made; they sign from now on, and the old ones verify for 10 hours more.'
    );
} finally {
    await db.close();
}

/**
 * `npm run oidc:rotate-keys [-- --now]`: rotates the embedded sign-in's keys
 * in the server's database (DATA_DIR or DATABASE_URL, as `npm start` reads
 * them). A new signing key and cookie key sign from the next start; the
 * current ones keep verifying for 10 hours (nobody is signed out), or, with
 * `--now` (a key you believe leaked), are dropped at the next start (every
 * session and token they signed ends). Stop the server first or restart
 * every process afterwards: keys are loaded at start (docs/oidc.md).
 */
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/index.ts';
import { rotateKeys } from '../server/src/oidc/keys.ts';
import { SESSION_TTL } from '../server/src/oidc/provider.ts';

const now = process.argv.includes('--now');
const db = await openDatabase(loadConfig());
try {
    await db.transaction(tx => rotateKeys(tx, now ? 0 : SESSION_TTL));
    console.log(
        now
            ? 'New keys made; the old ones are dropped at the next start.'
            : 'New keys made; the old ones verify for 10 hours more.'
    );
} finally {
    await db.close();
}

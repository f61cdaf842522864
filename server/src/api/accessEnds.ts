/**
 * Sessions end when access ends (docs/api.md, "Sessions and access"). Every
 * request checks the user, its web profile and its plants again, but two
 * things outlived a change until the token expired: an open event stream
 * (`GET /api/events`, checked when it opened) and the refresh token, which
 * kept minting access tokens. A write through the API that takes access
 * away ends both, in the transaction of the write, so that they end if and
 * only if it commits:
 *
 * - a user made inactive or deleted, or moved to another web profile: all
 *   its streams; a plant taken from its list: its streams of that plant;
 * - a web profile made inactive or deleted, or made an administrator's or
 *   no longer one: the streams of its users;
 * - a plant made inactive or deleted: its streams;
 *
 * and in each case the sign-in sessions, grants and refresh tokens of the
 * users concerned (the embedded sign-in's `oidc_record`: with an external
 * Keycloak it holds nothing, and Keycloak's sessions are its own). The
 * streams end in every server process: `endStreams` is a `pg_notify` each
 * process hears (server/src/alerts/plantEvents.ts).
 */
import type { Database } from '../db/index.ts';
import type { DbRecord } from '../db/repository.ts';
import { endStreams } from '../alerts/plantEvents.ts';
import { endAccountsIn } from '../oidc/store.ts';

const isActive = (r: DbRecord | null | undefined): boolean =>
    r?.status === 'active';

const ids = (v: unknown): number[] =>
    Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];

/** Ends the sign-ins of the users `where` picks (`u`: the user, `p`: its web profile). */
async function endSignIns(
    tx: Database,
    where: string,
    params: unknown[]
): Promise<void> {
    const { rows } = await tx.query<{ subject: string }>(
        `SELECT u.identity_subject::text AS subject
         FROM "user" u LEFT JOIN profile p ON p.id = u.profile_web_id
         WHERE ${where}`,
        params
    );
    await endAccountsIn(
        tx,
        rows.map(r => r.subject)
    );
}

/**
 * After a write to `resource` (in its transaction): `before` the record as
 * it was (null for a new one), `after` as it is now (null when it is gone).
 * Ends what the change took away; anything else is left alone.
 */
export async function endLostAccess(
    tx: Database,
    resource: string,
    before: DbRecord | null | undefined,
    after: DbRecord | null | undefined
): Promise<void> {
    if (!before) return;
    const id = Number(before.id);
    const ended = !after || (isActive(before) && !isActive(after));
    if (resource === 'user') {
        const all = ended || before.profileWebId !== after?.profileWebId;
        const kept = ids(after?.subsidiaryIds);
        const plants = all
            ? []
            : ids(before.subsidiaryIds).filter(p => !kept.includes(p));
        if (!all && plants.length === 0) return;
        if (all) await endStreams(tx, { user: id });
        for (const plant of plants) await endStreams(tx, { user: id, plant });
        await endSignIns(tx, 'u.id = $1', [id]);
    } else if (resource === 'profile') {
        if (!ended && before.isAdmin === after?.isAdmin) return;
        await endStreams(tx, { profile: id });
        await endSignIns(tx, 'u.profile_web_id = $1', [id]);
    } else if (resource === 'subsidiary') {
        if (!ended) return;
        await endStreams(tx, { plant: id });
        // An administrator's list of plants gives nothing (caller.ts).
        await endSignIns(
            tx,
            `u.subsidiary_ids @> jsonb_build_array($1::int)
             AND NOT COALESCE(p.is_admin, false)`,
            [id]
        );
    }
}

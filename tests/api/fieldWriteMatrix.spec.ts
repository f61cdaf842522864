/**
 * The authorization matrix, generated from the declarations: every entity ×
 * top-level field × demo profile, on create and on update. Each write sends
 * a value of the wrong type, so nothing is ever stored, and the answer says
 * who refused it:
 * - 403 without the field: the profile may not write the entity at all
 *   (no page, a view-only page, a plant's record for an administrator);
 * - 403 `adminOnly` at the field: the entity yes, that field no;
 * - 400 at the field: the write got past authorization to validation.
 * The expected answer is worked out here from the session's pages and the
 * field's `write` (docs/security.md, "Who writes what"), and a fixed list
 * names the fields that must stay administrators' whatever a declaration
 * says.
 */
import { resources, type Resource } from '@shared/declarations/index.ts';
import type { FieldDefinition } from '@shared/domain/fields.ts';
import { writeRuleOf } from '@shared/domain/fieldWrite.ts';
import type { Session } from '@shared/domain/session.ts';
import { demoActors } from './helpers/actors.ts';
import type { ApiAnswer, ApiClient, Rec } from './helpers/apiClient.ts';

const actors = demoActors();

/** Fields no plant account may write, whatever the declarations come to say. */
const ADMINISTRATORS_ONLY: Record<string, readonly string[]> = {
    company: ['cnpj', 'settings', 'apiIntegration', 'status'],
    subsidiary: ['cnpj', 'companyId', 'status'],
    user: ['companyId'],
};

type Outcome = 'entity' | 'field' | 'validation';

const ACTORS = ['admin', 'operator', 'viewer'] as const;
type ActorName = (typeof ACTORS)[number];

const sessions = new Map<ActorName, Session>();

beforeAll(async () => {
    for (const name of ACTORS)
        sessions.set(
            name,
            (await actors[name].get('/user/session'))
                .record as unknown as Session
        );
});

/** What the profile may do with `field` of `def`, from its pages and the field's rule. */
function expected(
    session: Session,
    def: Resource,
    field: FieldDefinition,
    op: 'create' | 'update'
): Outcome {
    const url = session.isAdmin ? def.pages.admin : def.pages.normal;
    const page = session.pages.find(p => p.url === url);
    if (!page || page.justView) return 'entity';
    if (session.isAdmin && def.scope === 'plant') return 'entity';
    if (!session.isAdmin && def.normalPageUpdateOnly && op === 'create')
        return 'entity';
    if (!session.isAdmin && writeRuleOf(def, field) === 'admin') return 'field';
    return 'validation';
}

/** A value no field of this type accepts. */
const wrongValue = (field: FieldDefinition): unknown =>
    field.type === 'object' || field.type === 'list'
        ? 'not-an-object'
        : { matrix: true };

const errorsOf = (res: ApiAnswer) =>
    (res.body.errors ?? []) as { field: string; rule?: string }[];

function outcomeOf(res: ApiAnswer, source: string): Outcome | string {
    const atField = errorsOf(res).filter(
        e => e.field === source || e.field.startsWith(`${source}.`)
    );
    if (res.status === 403 && atField.length === 0) return 'entity';
    if (res.status === 403 && atField.every(e => e.rule === 'adminOnly'))
        return 'field';
    if (res.status === 400 && atField.length > 0) return 'validation';
    return `${res.status} ${JSON.stringify(res.body.errors ?? res.body.message)}`;
}

/**
 * A record of `def` the actor reaches and outranks, to write to; an id
 * that names none when the actor reads none (the write is refused first).
 */
async function targetOf(
    api: ApiClient,
    def: Resource,
    session: Session
): Promise<number> {
    const query =
        def.name === 'user' && !session.isAdmin
            ? 'search=fernanda.rocha&limit=1'
            : 'limit=1';
    const found = await api.get(`/${def.name}/search?${query}`);
    return (found.rows[0]?.id as number | undefined) ?? 1;
}

describe.each(resources.map(def => [def.name, def] as const))(
    '%s',
    (_name, def) => {
        const fields = def.fields.filter(f => !f.readOnly);

        it.each(ACTORS)(
            'as %s, every field answers as its declaration says, on create and on update',
            async actor => {
                const api = actors[actor];
                const session = sessions.get(actor)!;
                const target = await targetOf(api, def, session);
                const wrong: Rec[] = [];
                for (const op of ['create', 'update'] as const) {
                    for (const field of fields) {
                        const body = { [field.source]: wrongValue(field) };
                        const res =
                            op === 'create'
                                ? await api.post(`/${def.name}`, body)
                                : await api.patch(
                                      `/${def.name}/${target}`,
                                      body
                                  );
                        const want = expected(session, def, field, op);
                        const got = outcomeOf(res, field.source);
                        if (got !== want)
                            wrong.push({ op, field: field.source, want, got });
                    }
                }
                expect(wrong).toEqual([]);
            }
        );
    }
);

describe('the fields that stay administrators’', () => {
    it.each(Object.entries(ADMINISTRATORS_ONLY))(
        '%s declares them so',
        (name, sources) => {
            const def = resources.find(r => r.name === name)!;
            for (const source of sources) {
                const field = def.fields.find(f => f.source === source)!;
                expect(field, `${name}.${source}`).toBeDefined();
                expect(writeRuleOf(def, field), `${name}.${source}`).toBe(
                    'admin'
                );
            }
        }
    );
});

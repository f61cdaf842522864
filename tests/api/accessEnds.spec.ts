/**
 * Sessions end when access ends (server/src/api/accessEnds.ts): a user's
 * open event stream used to stay open, and its refresh token to mint
 * tokens, until the token expired (5 minutes) after the user was made
 * inactive. Now a write that takes access away ends, at once, the streams
 * it concerns and the refresh tokens of the users concerned:
 * a user made inactive, deleted or moved to another web profile; a plant
 * taken from a user (its stream of that plant; the other plant's stays);
 * a web profile made inactive; a plant made inactive.
 *
 * Each test signs in users of its own (a profile like the demo operator's,
 * a plant of the demo company made here), so that the demo's stay as they
 * are. Across two processes: alertsTwoProcesses.spec.ts.
 */
import { randomUUID } from 'node:crypto';
import { clientFor, type ApiClient, type Rec } from './helpers/apiClient.ts';
import { realmUrl, signIn, CLIENT_ID } from './helpers/login.ts';
import { freshCnpj } from './helpers/records.ts';
import { sseReader, type SseReader } from './helpers/sse.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();
const PASSWORD = 'Acesso#2026';

let admin: ApiClient;
let companyId: number;
/** A web profile like the demo operator's (its pages), of this file. */
let operatorLike: Rec;
/** The demo operator's first plant; `ownPlant` is made here. */
let plantA: number;
let ownPlant: number;

const streams: AbortController[] = [];

async function newProfile(): Promise<number> {
    const res = await admin.post('/profile', {
        name: `Acesso ${randomUUID().slice(0, 8)}`,
        isAdmin: false,
        type: 0,
        pages: operatorLike.pages,
    });
    expect(res.status).toBe(201);
    return res.record.id as number;
}

interface Person {
    id: number;
    refreshToken: string;
    accessToken: string;
}

/** A user of `profile` in `plants`, with a password, signed in. */
async function person(profile: number, plants: number[]): Promise<Person> {
    const email = `acesso.${randomUUID().slice(0, 8)}@exemplo.com.br`;
    const created = await admin.post('/user', {
        name: 'Pessoa do Acesso',
        email,
        companyId,
        profileWebId: profile,
        subsidiaryIds: plants,
    });
    expect(created.status).toBe(201);
    const id = created.record.id as number;
    expect(
        (
            await admin.post(`/user/${id}/initial-password`, {
                password: PASSWORD,
            })
        ).status
    ).toBe(200);
    const tokens = await signIn(baseUrl, email, PASSWORD);
    return {
        id,
        refreshToken: tokens.refreshToken,
        accessToken: tokens.accessToken,
    };
}

/** The user's event stream of `plant`, once it said `ready`. */
async function stream(who: Person, plant: number): Promise<SseReader> {
    const controller = new AbortController();
    streams.push(controller);
    const res = await fetch(`${baseUrl}/api/events`, {
        headers: {
            authorization: `Bearer ${who.accessToken}`,
            'subsidiary-id': String(plant),
        },
        signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = sseReader(res);
    await reader.until('event: ready', 5_000);
    return reader;
}

/** 'ended' when the stream ends within `ms`, else 'open'. */
const endsWithin = (reader: SseReader, ms: number) =>
    Promise.race([
        reader.drain().then(() => 'ended' as const),
        new Promise<'open'>(resolve => setTimeout(() => resolve('open'), ms)),
    ]);

const refresh = async (token: string) => {
    const res = await fetch(
        `${realmUrl(baseUrl)}/protocol/openid-connect/token`,
        {
            method: 'POST',
            body: new URLSearchParams({
                grant_type: 'refresh_token',
                client_id: CLIENT_ID,
                refresh_token: token,
            }),
        }
    );
    return { status: res.status, body: (await res.json()) as Rec };
};

const expectRefused = async (token: string) => {
    const res = await refresh(token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
};

beforeAll(async () => {
    admin = (await clientFor(baseUrl, 'admin')).api;
    const op = await clientFor(baseUrl, 'operator');
    plantA = op.plants[0] as number;
    const user = (await admin.get(`/user/${op.userId}`)).record;
    companyId = user.companyId as number;
    operatorLike = (await admin.get(`/profile/${user.profileWebId as number}`))
        .record;
    expect(operatorLike.pages).toEqual(expect.any(Array));
    const plant = await admin.post('/subsidiary', {
        name: `Usina do Acesso ${randomUUID().slice(0, 6)}`,
        cnpj: freshCnpj(),
        companyId,
        plantType: 'hydro',
        address: {
            cep: '01310100',
            street: 'Rua A',
            county: 'São Paulo',
            state: 'SP',
        },
        latitude: -23.5,
        longitude: -46.6,
    });
    expect(plant.status).toBe(201);
    ownPlant = plant.record.id as number;
});

afterAll(() => {
    for (const c of streams) c.abort();
});

describe('when a user loses its access', () => {
    it('made inactive: its open stream ends within a second, and its refresh token is refused, even once active again', async () => {
        const who = await person(await newProfile(), [plantA]);
        const open = await stream(who, plantA);
        expect((await refresh(who.refreshToken)).status).toBe(200);
        expect(
            (await admin.patch(`/user/${who.id}`, { status: 'inactive' }))
                .status
        ).toBe(200);
        expect(await endsWithin(open, 1_500)).toBe('ended');
        await expectRefused(who.refreshToken);
        // Active again: the old sign-in stays ended; a new one works.
        expect(
            (await admin.patch(`/user/${who.id}`, { status: 'active' })).status
        ).toBe(200);
        await expectRefused(who.refreshToken);
    });

    it('deleted: its open stream ends, and its refresh token is refused', async () => {
        const who = await person(await newProfile(), [plantA]);
        const open = await stream(who, plantA);
        expect((await admin.del(`/user/${who.id}`)).status).toBe(200);
        expect(await endsWithin(open, 1_500)).toBe('ended');
        await expectRefused(who.refreshToken);
    });

    it('moved to another web profile: its open stream ends, and its refresh token is refused', async () => {
        const who = await person(await newProfile(), [plantA]);
        const open = await stream(who, plantA);
        expect(
            (
                await admin.patch(`/user/${who.id}`, {
                    profileWebId: await newProfile(),
                })
            ).status
        ).toBe(200);
        expect(await endsWithin(open, 1_500)).toBe('ended');
        await expectRefused(who.refreshToken);
    });

    it("a plant taken from it: its stream of that plant ends, the other plant's stays, and its refresh token is refused", async () => {
        const who = await person(await newProfile(), [plantA, ownPlant]);
        const taken = await stream(who, ownPlant);
        const kept = await stream(who, plantA);
        expect(
            (
                await admin.patch(`/user/${who.id}`, {
                    subsidiaryIds: [plantA],
                })
            ).status
        ).toBe(200);
        expect(await endsWithin(taken, 1_500)).toBe('ended');
        expect(await endsWithin(kept, 500)).toBe('open');
        await expectRefused(who.refreshToken);
    });

    it('a change that takes nothing away ends nothing', async () => {
        const who = await person(await newProfile(), [plantA]);
        const open = await stream(who, plantA);
        expect(
            (await admin.patch(`/user/${who.id}`, { name: 'Outro Nome' }))
                .status
        ).toBe(200);
        expect(await endsWithin(open, 1_000)).toBe('open');
        expect((await refresh(who.refreshToken)).status).toBe(200);
    });
});

describe('when a profile or a plant goes', () => {
    it("a web profile made inactive: its users' streams end and their refresh tokens are refused; another profile's stay", async () => {
        const profile = await newProfile();
        const [one, two] = [
            await person(profile, [plantA]),
            await person(profile, [plantA]),
        ];
        const other = await person(await newProfile(), [plantA]);
        const [s1, s2, s3] = [
            await stream(one, plantA),
            await stream(two, plantA),
            await stream(other, plantA),
        ];
        expect(
            (await admin.patch(`/profile/${profile}`, { status: 'inactive' }))
                .status
        ).toBe(200);
        expect(await endsWithin(s1, 1_500)).toBe('ended');
        expect(await endsWithin(s2, 1_500)).toBe('ended');
        expect(await endsWithin(s3, 500)).toBe('open');
        await expectRefused(one.refreshToken);
        await expectRefused(two.refreshToken);
        expect((await refresh(other.refreshToken)).status).toBe(200);
    });

    it("a plant made inactive: its streams end and its users' refresh tokens are refused; the other plant's streams stay", async () => {
        const profile = await newProfile();
        const who = await person(profile, [plantA, ownPlant]);
        const elsewhere = await person(profile, [plantA]);
        const onPlant = await stream(who, ownPlant);
        const onOther = await stream(who, plantA);
        const otherUser = await stream(elsewhere, plantA);
        expect(
            (
                await admin.patch(`/subsidiary/${ownPlant}`, {
                    status: 'inactive',
                })
            ).status
        ).toBe(200);
        expect(await endsWithin(onPlant, 1_500)).toBe('ended');
        expect(await endsWithin(onOther, 500)).toBe('open');
        expect(await endsWithin(otherUser, 100)).toBe('open');
        await expectRefused(who.refreshToken);
        expect((await refresh(elsewhere.refreshToken)).status).toBe(200);
        await admin.patch(`/subsidiary/${ownPlant}`, { status: 'active' });
    });
});

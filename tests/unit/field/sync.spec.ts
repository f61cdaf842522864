/**
 * The outbox on the device and its sending (docs/field-app.md, "Sync
 * rules"), on fake-indexeddb: records go in the order they were made, each
 * with its client id as Idempotency-Key and to its own plant; a refusal is
 * kept with its reason and the next record goes; no network or a refused
 * token stops the run with nothing lost; a register's photos are sent once
 * and their ids put in its answers; sign-out forgets the user.
 */
import * as fake from 'fake-indexeddb';
import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
    closeDeviceDb,
    forgetUser,
    getPhoto,
    outboxOf,
    plantKit,
    putOutbox,
    putPhoto,
    removeOutbox,
    savePlantData,
    sentLogOf,
    type OutboxEntry,
} from '@/providers/deviceStore';
import type { ApiRequest, HttpClient } from '@/providers/httpClient';
import { toHttpError } from '@/providers/apiErrors';
import { sendOutbox } from '@/field/sync/sync';
import type { FieldKit } from '@shared/domain/fieldData';

const STORE = {
    outboxOf,
    putOutbox,
    removeOutbox,
    getPhoto: (key: string) => getPhoto(key),
};

let seq = 0;
const entry = (over: Partial<OutboxEntry> = {}): OutboxEntry => ({
    clientId: `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
    userId: 7,
    plantId: 3,
    seq,
    kind: 'measure',
    body: { sensorId: 1, value: seq, date: '2026-11-20T10:00:00Z' },
    label: `leitura ${seq}`,
    createdAt: '2026-11-20T10:00:00Z',
    state: 'waiting',
    attempts: 0,
    ...over,
});

interface Call {
    path: string;
    request: ApiRequest;
}

/** An API that answers each call with `answer`, recording it. */
const fakeApi = (
    answer: (call: Call, n: number) => unknown
): { http: HttpClient; calls: Call[] } => {
    const calls: Call[] = [];
    const http = (async (path: string, request: ApiRequest = {}) => {
        const call = { path, request };
        calls.push(call);
        const result = answer(call, calls.length);
        if (result instanceof Error) throw result;
        return { status: 201, json: { data: result } };
    }) as HttpClient;
    return { http, calls };
};

/** IndexedDB and the classes `idb` checks its objects against, fresh per test. */
beforeEach(() => {
    vi.stubGlobal('indexedDB', new fake.IDBFactory());
    for (const name of [
        'IDBKeyRange',
        'IDBRequest',
        'IDBOpenDBRequest',
        'IDBTransaction',
        'IDBDatabase',
        'IDBObjectStore',
        'IDBIndex',
        'IDBCursor',
        'IDBCursorWithValue',
    ] as const)
        vi.stubGlobal(name, fake[name]);
});

afterEach(async () => {
    await closeDeviceDb();
    vi.unstubAllGlobals();
});

describe('Sending the outbox', () => {
    it('sends in the order made, each with its client id and plant, and logs what was sent', async () => {
        const a = entry();
        const b = entry({ plantId: 4 });
        // Stored out of order: the order made is `seq`.
        await putOutbox(b);
        await putOutbox(a);
        const { http, calls } = fakeApi((call, n) => ({
            id: 100 + n,
            criticality: 'low',
        }));
        const result = await sendOutbox(7, http, STORE, () =>
            Date.parse('2026-11-20T11:00:00Z')
        );
        expect(calls.map(c => c.request.headers)).toEqual([
            { 'Idempotency-Key': a.clientId, 'subsidiary-id': '3' },
            { 'Idempotency-Key': b.clientId, 'subsidiary-id': '4' },
        ]);
        expect(calls.map(c => c.path)).toEqual(['/measure', '/measure']);
        expect(result.sent.map(s => s.recordId)).toEqual([101, 102]);
        expect(await outboxOf(7)).toEqual([]);
        const log = await sentLogOf(7, Date.parse('2026-11-20T12:00:00Z'));
        expect(log.map(s => s.label).sort()).toEqual([a.label, b.label].sort());
    });

    it('keeps a refused record with the server’s reason, and sends the next one', async () => {
        const refusedOne = entry({ kind: 'inspection-register', body: {} });
        const next = entry();
        await putOutbox(refusedOne);
        await putOutbox(next);
        const { http } = fakeApi(call =>
            call.path === '/inspection-register'
                ? toHttpError(
                      400,
                      {
                          statusCode: 400,
                          message: 'x',
                          errors: [
                              {
                                  field: '',
                                  code: '03',
                                  rule: 'formChanged',
                                  bound: 2,
                              },
                          ],
                      },
                      'inspection-register'
                  )
                : { id: 9 }
        );
        const result = await sendOutbox(7, http, STORE);
        expect(result.sent).toHaveLength(1);
        expect(result.stopped).toBeUndefined();
        const [kept] = await outboxOf(7);
        expect(kept).toMatchObject({
            clientId: refusedOne.clientId,
            state: 'refused',
            attempts: 1,
            refusal: {
                status: 400,
                message: 'app.validation.formChanged',
                rules: ['formChanged'],
            },
        });
        // A refused record waits for the user: the next run leaves it.
        const again = fakeApi(() => ({ id: 1 }));
        await sendOutbox(7, again.http, STORE);
        expect(again.calls).toEqual([]);
    });

    it.each([
        [
            'no network',
            new HttpError('ra.notification.http_error', 0, {}),
            'offline',
        ],
        ['a refused token', new HttpError('x', 401, {}), 'signedOut'],
        ['a server error', new HttpError('x', 503, {}), 'retryLater'],
        ['a day’s photo quota', new HttpError('x', 429, {}), 'retryLater'],
    ])('stops on %s with nothing lost', async (_label, error, stop) => {
        const first = entry();
        const second = entry();
        await putOutbox(first);
        await putOutbox(second);
        const { http, calls } = fakeApi(() => error);
        const result = await sendOutbox(7, http, STORE);
        expect(result.stopped).toBe(stop);
        expect(calls).toHaveLength(1);
        const kept = await outboxOf(7);
        expect(kept.map(e => [e.clientId, e.state, e.attempts])).toEqual([
            [first.clientId, 'waiting', 1],
            [second.clientId, 'waiting', 0],
        ]);
    });

    it('sends a register’s photos first, once, and names them by the server’s ids', async () => {
        await putPhoto({
            key: 'p1',
            userId: 7,
            blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], {
                type: 'image/jpeg',
            }),
            createdAt: '2026-11-20T10:00:00Z',
        });
        const register = entry({
            kind: 'inspection-register',
            body: {
                inspectionFormId: 5,
                formVersion: 1,
                answers: [
                    { fieldIndex: 0, value: 'local:p1' },
                    { fieldIndex: 1, value: 'ok', justification: 'local:p1' },
                ],
            },
        });
        await putOutbox(register);
        // The register's first try fails after its photo went.
        const first = fakeApi(call =>
            call.path === '/inspection-photo'
                ? { id: 55 }
                : new HttpError('ra.notification.http_error', 0, {})
        );
        const now = () => Date.parse('2026-11-20T10:05:00Z');
        await sendOutbox(7, first.http, STORE, now);
        expect(first.calls.map(c => c.path)).toEqual([
            '/inspection-photo',
            '/inspection-register',
        ]);
        const second = fakeApi(() => ({ id: 77 }));
        await sendOutbox(7, second.http, STORE, now);
        // The photo is not sent again; the register names it.
        expect(second.calls.map(c => c.path)).toEqual(['/inspection-register']);
        expect(second.calls[0]?.request.body).toMatchObject({
            answers: [
                { fieldIndex: 0, value: '55' },
                { fieldIndex: 1, value: 'ok', justification: '55' },
            ],
        });
        // Sent: its photo leaves the device with it.
        expect(await getPhoto('p1')).toBeUndefined();
    });

    it('sends a photo again when the server may have removed it since', async () => {
        await putPhoto({
            key: 'p2',
            userId: 7,
            blob: new Blob([new Uint8Array([1])], { type: 'image/jpeg' }),
            createdAt: '2026-11-20T10:00:00Z',
        });
        await putOutbox(
            entry({
                kind: 'inspection-register',
                body: { answers: [{ fieldIndex: 0, value: 'local:p2' }] },
                uploaded: { p2: { id: 3, at: '2026-11-20T09:00:00Z' } },
            })
        );
        const { http, calls } = fakeApi(call =>
            call.path === '/inspection-photo' ? { id: 4 } : { id: 1 }
        );
        await sendOutbox(7, http, STORE, () =>
            Date.parse('2026-11-20T10:00:00Z')
        );
        expect(calls.map(c => c.path)).toEqual([
            '/inspection-photo',
            '/inspection-register',
        ]);
    });
});

describe('Signing out', () => {
    const kit: FieldKit = {
        plantId: 3,
        at: '2026-11-20T10:00:00Z',
        timeZone: null,
        sensors: [],
        forms: [],
        instructions: [],
    };

    it('forgets everything of the user, and only theirs', async () => {
        await putOutbox(entry());
        await putOutbox(entry({ userId: 8 }));
        await savePlantData('kits', {
            userId: 7,
            plantId: 3,
            data: kit,
            savedAt: kit.at,
        });
        await forgetUser(7);
        expect(await outboxOf(7)).toEqual([]);
        expect(await outboxOf(8)).toHaveLength(1);
        expect(await plantKit(7, 3)).toBeUndefined();
    });

    it('may keep the records not yet sent (the console’s sign-out)', async () => {
        await putOutbox(entry());
        await savePlantData('kits', {
            userId: 7,
            plantId: 3,
            data: kit,
            savedAt: kit.at,
        });
        await forgetUser(7, { keepOutbox: true });
        expect(await outboxOf(7)).toHaveLength(1);
        expect(await plantKit(7, 3)).toBeUndefined();
    });
});

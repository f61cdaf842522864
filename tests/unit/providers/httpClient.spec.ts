import { describe, expect, it, vi } from 'vitest';
import type { HttpError } from 'react-admin';
import { createHttpClient } from '@/providers/httpClient';

const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
    });

const client = (response: Response, subsidiaryId: number | null = 12) => {
    const fetchMock = vi.fn(
        async (_url: string, _init?: RequestInit) => response
    );
    const getToken = vi.fn(async () => 'tok');
    const http = createHttpClient({
        getApiUrl: () => 'https://api.example/api',
        getToken,
        getPlantId: () => subsidiaryId,
        fetch: fetchMock as unknown as typeof fetch,
    });
    return { http, fetchMock, getToken };
};

describe('httpClient', () => {
    it('sends JSON, the bearer token and the plant to the API base', async () => {
        const { http, fetchMock } = client(json(200, { data: { id: 1 } }));
        const res = await http('/sensor/1', {
            method: 'PATCH',
            body: { name: 'x' },
        });
        expect(res.json).toEqual({ data: { id: 1 } });
        const [url, init] = fetchMock.mock.calls[0] ?? [];
        expect(url).toBe('https://api.example/api/sensor/1');
        const headers = new Headers(init?.headers);
        expect(headers.get('Authorization')).toBe('Bearer tok');
        expect(headers.get('Content-Type')).toBe('application/json');
        expect(headers.get('subsidiary-id')).toBe('12');
        expect(init?.body).toBe('{"name":"x"}');
    });

    it('sends a photo as its bytes and reads one back as a Blob, with the token', async () => {
        const png = new Blob([new Uint8Array([0x89, 0x50])], {
            type: 'image/png',
        });
        const sent = client(json(201, { data: { id: 4 } }));
        await sent.http('/inspection-photo', { method: 'POST', body: png });
        const [, init] = sent.fetchMock.mock.calls[0] ?? [];
        expect(init?.body).toBe(png);
        expect(new Headers(init?.headers).get('Content-Type')).toBe(
            'image/png'
        );
        const read = client(
            new Response(new Uint8Array([0x89, 0x50]), {
                headers: { 'Content-Type': 'image/png' },
            })
        );
        const res = await read.http<Blob>('/inspection-photo/4', {
            responseType: 'blob',
        });
        expect(res.json.type).toBe('image/png');
        expect(res.json.size).toBe(2);
        expect(
            new Headers(read.fetchMock.mock.calls[0]?.[1]?.headers).get(
                'Authorization'
            )
        ).toBe('Bearer tok');
    });

    it('sends the user’s language, not the browser’s, as Accept-Language', async () => {
        const fetchMock = vi.fn(async () => json(200, {}));
        const http = createHttpClient({
            getApiUrl: () => 'https://api.example/api',
            getToken: async () => 'tok',
            getPlantId: () => 12,
            getLocale: () => 'pt-BR',
            fetch: fetchMock as unknown as typeof fetch,
        });
        await http('/measure/search');
        const [, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [
            string,
            RequestInit,
        ];
        expect(new Headers(init.headers).get('Accept-Language')).toBe('pt-BR');
    });

    it('no plant selected: no subsidiary-id header', async () => {
        const { http, fetchMock } = client(json(200, {}), null);
        await http('/user/session');
        expect(
            new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has(
                'subsidiary-id'
            )
        ).toBe(false);
    });

    it('never sends the token elsewhere: absolute URLs are refused', async () => {
        const { http, fetchMock, getToken } = client(json(200, {}));
        await expect(http('https://evil.example/x')).rejects.toThrow(
            /relative/
        );
        await expect(http('//evil.example/x')).rejects.toThrow(/relative/);
        expect(getToken).not.toHaveBeenCalled();
        expect(fetchMock).not.toHaveBeenCalled();
    });

    it('decodes field errors into messages under the inputs', async () => {
        const { http } = client(
            json(400, {
                statusCode: 400,
                message: 'Validation failed',
                errors: [
                    { field: 'email', code: '07' },
                    { field: 'address.cep', code: '03' },
                ],
            })
        );
        const error = (await http('/user', { method: 'POST', body: {} }).catch(
            (e: unknown) => e
        )) as HttpError;
        expect(error.status).toBe(400);
        // "Already in use" names its field: the message carries the
        // field's label key, in react-admin's format for messages with
        // arguments.
        expect(error.body.errors).toEqual({
            email: `@@react-admin@@${JSON.stringify({
                message: 'app.validation.inUse',
                args: { fieldKey: 'resources.user.fields.email' },
            })}`,
            'address.cep': 'app.serverErrors.03',
        });
    });

    it('a reading beyond its sensor range: the rule and its bound at the value, the ask at the note', async () => {
        const { http } = client(
            json(400, {
                statusCode: 400,
                message: 'Validation failed',
                errors: [
                    {
                        field: 'value',
                        code: '03',
                        rule: 'implausibleAbove',
                        bound: 830.6,
                    },
                    { field: 'note', code: '01', rule: 'justifyImplausible' },
                ],
            })
        );
        const error = (await http('/measure', {
            method: 'POST',
            body: {},
        }).catch((e: unknown) => e)) as HttpError;
        expect(error.body.errors).toEqual({
            value: `@@react-admin@@${JSON.stringify({
                message: 'app.validation.implausibleAbove',
                args: {
                    fieldKey: 'resources.measure.fields.value',
                    value: 830.6,
                },
            })}`,
            note: `@@react-admin@@${JSON.stringify({
                message: 'app.validation.justifyImplausible',
                args: { fieldKey: 'resources.measure.fields.note' },
            })}`,
        });
    });

    it('409 for the last administrator says why, in the user’s language', async () => {
        const { http } = client(
            json(409, {
                statusCode: 409,
                message: 'This would leave no active administrator',
                errors: [{ field: '', code: '03', rule: 'lastAdministrator' }],
            })
        );
        const error = (await http('/user/1', { method: 'DELETE' }).catch(
            (e: unknown) => e
        )) as HttpError;
        expect(error.status).toBe(409);
        expect(error.message).toBe('app.validation.lastAdministrator');
    });

    it('403 keeps a translatable message and no field errors', async () => {
        const { http } = client(
            json(403, { statusCode: 403, message: 'Forbidden' })
        );
        const error = (await http('/sensor/search').catch(
            (e: unknown) => e
        )) as HttpError;
        expect(error.status).toBe(403);
        expect(error.message).toBe('app.serverErrors.forbidden');
        expect(error.body.errors).toBeUndefined();
    });
});

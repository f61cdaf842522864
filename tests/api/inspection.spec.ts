/**
 * Inspection registers over HTTP: each answer checked by its field's type
 * (the rules the register form runs), photos stored in the plant with
 * their limits, and a register read back as the form version it answered.
 */
import { MAX_PHOTO_BYTES } from '@shared/domain/photos.ts';
import {
    clientFor,
    fieldErrors,
    type ApiClient,
    type Rec,
} from './helpers/apiClient.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();

/** A 1×1 PNG. */
const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64'
);

let operator: ApiClient;
let plants: number[];

beforeAll(async () => {
    const op = await clientFor(baseUrl, 'operator');
    operator = op.api;
    plants = op.plants;
});

const upload = (api: ApiClient, bytes: Uint8Array, type = 'image/png') =>
    api.raw('/inspection-photo', {
        method: 'POST',
        headers: { 'content-type': type },
        body: bytes,
    });

const FIELDS = [
    { title: 'Notas', fieldType: 1 },
    { title: 'Contagem', fieldType: 2, minValue: 0, maxValue: 10 },
    { title: 'Nível', fieldType: 3, decimalPlaces: 1, isRequired: true },
    { title: 'Vazamento', fieldType: 4, justify: 'text' },
    { title: 'Dia', fieldType: 5 },
    {
        title: 'Estado',
        fieldType: 6,
        options: [
            { label: 'Bom', value: 'good' },
            { label: 'Ruim', value: 'bad' },
        ],
    },
    { title: 'Foto', fieldType: 7 },
    { title: 'Local', fieldType: 8 },
];

async function newForm(fields: Rec[] = FIELDS): Promise<number> {
    const form = await operator.post('/inspection-form', {
        name: `Form ${Math.random().toString(36).slice(2, 8)}`,
        fields,
    });
    expect(form.status).toBe(201);
    return form.record.id as number;
}

const register = (formId: number, answers: Rec[]) =>
    operator.post('/inspection-register', {
        inspectionFormId: formId,
        date: new Date().toISOString(),
        result: 'ok',
        answers,
    });

describe('answer rules', () => {
    it('refuses each answer its field type does not accept, at the answer', async () => {
        const formId = await newForm();
        const refused = await register(formId, [
            { fieldIndex: 1, value: '11' },
            { fieldIndex: 2, value: '1.25' },
            { fieldIndex: 3, value: 'yes', justification: 'x' },
            { fieldIndex: 4, value: '2026-02-31' },
            { fieldIndex: 5, value: 'so-so' },
            { fieldIndex: 6, value: 'photo.jpg' },
            { fieldIndex: 7, value: '95,10' },
        ]);
        expect(refused.status).toBe(400);
        expect(fieldErrors(refused)).toEqual([
            'answers.0.value:03',
            'answers.1.value:03',
            'answers.2.value:05',
            'answers.3.value:03',
            'answers.4.value:03',
            'answers.5.value:03',
            'answers.6.value:03',
        ]);
        const rules = (refused.body.errors ?? []).map(e => (e as Rec).rule);
        expect(rules.slice(0, 2)).toEqual(['numberMax', 'decimals']);
    });

    it('asks for required answers, numbers and justifications', async () => {
        const formId = await newForm();
        const refused = await register(formId, [
            { fieldIndex: 1, value: 'abc' },
            { fieldIndex: 3, value: 'true' },
        ]);
        expect(fieldErrors(refused)).toEqual([
            'answers.0.value:04',
            'answers.1.justification:01',
            'answers:01',
        ]);
        const blank = await register(formId, [{ fieldIndex: 2, value: ' ' }]);
        expect(fieldErrors(blank)).toEqual(['answers.0.value:01']);
    });

    it('accepts answers of every type, the photo of the plant included', async () => {
        const formId = await newForm();
        const photo = await upload(operator, PNG);
        expect(photo.status).toBe(201);
        const saved = await register(formId, [
            { fieldIndex: 0, value: 'Sem trincas' },
            { fieldIndex: 1, value: '3' },
            { fieldIndex: 2, value: '12.5' },
            { fieldIndex: 3, value: 'false', justification: 'Seco' },
            { fieldIndex: 4, value: '2026-11-20' },
            { fieldIndex: 5, value: 'good' },
            { fieldIndex: 6, value: String(photo.record.id) },
            { fieldIndex: 7, value: '-18.97,-49.46' },
        ]);
        expect(saved.status).toBe(201);
        const unknownPhoto = await register(formId, [
            { fieldIndex: 2, value: '1' },
            { fieldIndex: 6, value: '999999' },
        ]);
        expect(fieldErrors(unknownPhoto)).toEqual(['answers.1.value:03']);
    });
});

describe('photos', () => {
    it('stores an image and gives it back to its plant only', async () => {
        const saved = await upload(operator, PNG);
        expect(saved.status).toBe(201);
        expect(saved.record).toMatchObject({
            contentType: 'image/png',
            size: PNG.length,
        });
        const res = await fetch(
            `${baseUrl}/api/inspection-photo/${saved.record.id}`,
            {
                headers: {
                    authorization: `Bearer ${operator.token}`,
                    'subsidiary-id': String(plants[0]),
                },
            }
        );
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
        expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);

        const other = plants[1];
        expect(other).toBeDefined();
        const elsewhere = await operator
            .inPlant(other)
            .get(`/inspection-photo/${saved.record.id}`);
        expect(elsewhere.status).toBe(404);
    });

    it('refuses what is not an image by its bytes, and what is too large', async () => {
        const text = Buffer.from('GIF89a not really a png');
        expect(fieldErrors(await upload(operator, text))).toEqual(['file:03']);
        // The header claims JPEG, the bytes are a PNG.
        expect(fieldErrors(await upload(operator, PNG, 'image/jpeg'))).toEqual([
            'file:03',
        ]);
        expect(fieldErrors(await upload(operator, new Uint8Array(0)))).toEqual([
            'file:01',
        ]);
        // Read to its end before the answer (a client still writing when
        // the server answered would see a broken pipe, not the refusal).
        for (const size of [MAX_PHOTO_BYTES + 1, 3 * MAX_PHOTO_BYTES]) {
            const body = Buffer.alloc(size);
            PNG.copy(body);
            const tooLarge = await upload(operator, body);
            expect(tooLarge.status).toBe(400);
            expect(tooLarge.body.errors?.[0]?.code).toBe('08');
        }
    });

    it('needs a page that may write registers to send one, and a plant', async () => {
        const viewer = (await clientFor(baseUrl, 'viewer')).api;
        expect((await upload(viewer, PNG)).status).toBe(403);
        const admin = (await clientFor(baseUrl, 'admin')).api;
        expect((await upload(admin, PNG)).status).toBe(403);
        expect((await admin.get('/inspection-photo/1')).status).toBe(403);
    });

    it('needs a token', async () => {
        const res = await fetch(`${baseUrl}/api/inspection-photo`, {
            method: 'POST',
            headers: { 'content-type': 'image/png' },
            body: PNG,
        });
        expect(res.status).toBe(401);
    });
});

describe('a seeded register', () => {
    it('answers every question of its form, its title beside its answer', async () => {
        const list = await operator.get(
            '/inspection-register/search?limit=1&sort=id&order=ASC'
        );
        const first = list.rows[0];
        if (!first) throw new Error('the demo has no inspection register');
        const read = await operator.get(`/inspection-register/${first.id}`);
        const fields = read.record.formFields as { title: string }[];
        const answers = read.record.answers as {
            fieldIndex: number;
            value: string;
        }[];
        expect(answers).toHaveLength(8);
        expect(fields).toHaveLength(8);
        for (const a of answers) {
            expect(fields[a.fieldIndex]?.title).toBeTruthy();
            expect(a.value).toBeTruthy();
        }
        const form = await operator.get(
            `/inspection-form/${read.record.inspectionFormId}`
        );
        expect(read.record.formVersion).toBe(form.record.version);
        expect(fields).toEqual(form.record.fields);
    });
});

describe('form versions', () => {
    it('reads a register back at the version it answered after the form changed', async () => {
        const formId = await newForm([
            { title: 'Trincas', fieldType: 4, isRequired: true },
        ]);
        const saved = await register(formId, [
            { fieldIndex: 0, value: 'true' },
        ]);
        expect(saved.status).toBe(201);
        const changed = await operator.patch(`/inspection-form/${formId}`, {
            fields: [
                { title: 'Profundidade', fieldType: 3, decimalPlaces: 2 },
                { title: 'Trincas', fieldType: 4 },
            ],
        });
        expect(changed.record.version).toBe(2);
        const read = await operator.get(
            `/inspection-register/${saved.record.id}`
        );
        expect(read.record.formVersion).toBe(1);
        expect(read.record.formFields).toEqual([
            expect.objectContaining({ title: 'Trincas', fieldType: 4 }),
        ]);
        // Edited later, its answers still follow the version it answered.
        const edited = await operator.patch(
            `/inspection-register/${saved.record.id}`,
            { answers: [{ fieldIndex: 0, value: '1.5' }] }
        );
        expect(fieldErrors(edited)).toEqual(['answers.0.value:05']);
        // The snapshot is the server's: a body cannot set it.
        const forged = await operator.patch(
            `/inspection-register/${saved.record.id}`,
            { formFields: [], notes: 'ok' }
        );
        expect(forged.status).toBe(200);
        expect(forged.record.formFields).toHaveLength(1);
    });

    it('keeps the version when the name, description or status change, or the same fields are sent', async () => {
        const formId = await newForm();
        const renamed = await operator.patch(`/inspection-form/${formId}`, {
            name: `Renamed ${Math.random().toString(36).slice(2, 8)}`,
            description: 'Ronda semanal',
        });
        expect(renamed.status).toBe(200);
        expect(renamed.record.version).toBe(1);
        const inactive = await operator.patch(`/inspection-form/${formId}`, {
            status: 'inactive',
        });
        expect(inactive.record.version).toBe(1);
        await operator.patch(`/inspection-form/${formId}`, {
            status: 'active',
        });
        // As the body first sent them (defaults left out), and as read back.
        const sameAsSent = await operator.patch(`/inspection-form/${formId}`, {
            fields: FIELDS,
        });
        expect(sameAsSent.record.version).toBe(1);
        const read = await operator.get(`/inspection-form/${formId}`);
        const sameAsRead = await operator.patch(`/inspection-form/${formId}`, {
            fields: read.record.fields,
        });
        expect(sameAsRead.record.version).toBe(1);

        const saved = await register(formId, [{ fieldIndex: 2, value: '1.5' }]);
        expect(saved.status).toBe(201);
        expect(saved.record.formVersion).toBe(1);
    });

    it('raises the version by one when the fields change, whatever version a body sends', async () => {
        const formId = await newForm();
        const changed = await operator.patch(`/inspection-form/${formId}`, {
            fields: FIELDS.map((f, i) =>
                i === 0 ? { ...f, title: 'Obs' } : f
            ),
            version: 9,
        });
        expect(changed.record.version).toBe(2);
        const reordered = await operator.patch(`/inspection-form/${formId}`, {
            fields: [...FIELDS].reverse(),
        });
        expect(reordered.record.version).toBe(3);
        // The server alone sets it: a version sent with a rename is ignored too.
        const forged = await operator.patch(`/inspection-form/${formId}`, {
            name: `Forged ${Math.random().toString(36).slice(2, 8)}`,
            version: 1,
        });
        expect(forged.status).toBe(200);
        expect(forged.record.version).toBe(3);
        const saved = await register(formId, [{ fieldIndex: 5, value: '1.5' }]);
        expect(saved.status).toBe(201);
        expect(saved.record.formVersion).toBe(3);
    });
});

/**
 * Inspection photos (docs/api.md, "Inspection photos"): the register form
 * uploads a picture and stores its id in the answer. The caller needs what
 * writing (upload) or reading (download) a register needs: token, the
 * `/inspection-register` page, the plant of `subsidiary-id`; a photo of
 * another plant answers 404. The bytes stream to the photo store, never
 * through the database (server/src/photos/photoStore.ts). An upload past
 * the account's or the plant's quota (server/src/settings/photoQuota.ts),
 * or one the disk has no room for, is refused with a sentence rule the SPA
 * shows.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@shared/domain/errorCodes.ts';
import { MAX_PHOTO_BYTES, photoTypeOf } from '@shared/domain/photos.ts';
import { getResource } from '@shared/declarations/index.ts';
import type { Database } from '../db/index.ts';
import {
    keepPhoto,
    overQuota,
    photoUsage,
    readPhoto,
    recordPhotoWithinQuota,
} from '../db/photos.ts';
import type { PhotoStore, ReceivedPhoto } from '../db/photoStore.ts';
import { isStoreFull } from '../photos/photoStore.ts';
import { QUOTA_RULES, STORE_FULL_RULE } from '../photos/refusalRules.ts';
import {
    DEFAULT_PHOTO_QUOTA,
    type PhotoQuota,
} from '../settings/photoQuota.ts';
import { bodyTooLarge, readBoundedBody } from './boundedBody.ts';
import { ApiError, validationError } from './errors.ts';
import { accessFor, parseId } from './resourceRoutes.ts';

/** An oversized upload is read this far and dropped before the refusal. */
const PHOTO_DRAIN_BYTES = 4 * MAX_PHOTO_BYTES;

const plantOf = (access: ReturnType<typeof accessFor>): number => {
    if (!access.plant) throw new ApiError(403, 'A plant must be selected');
    return Number(access.plant.id);
};

/**
 * A day's limit: 429, another day will do. A total: 413, only removing
 * photos (or a larger limit) makes room.
 */
const QUOTA_REFUSALS: Record<keyof PhotoQuota, [number, string]> = {
    accountDay: [
        429,
        'This account has sent as many photos as it may in 24 hours: send this one later, or ask an administrator to raise the limit',
    ],
    accountTotal: [
        413,
        "This account's photos take all the room it may use: ask an administrator to raise the limit",
    ],
    plantDay: [
        429,
        'This plant has received as many photos as it may in 24 hours: send this one later, or ask an administrator to raise the limit',
    ],
    plantTotal: [
        413,
        "This plant's photos take all the room it may use: ask an administrator to raise the limit",
    ],
};

export const quotaRefusal = (limit: keyof PhotoQuota): ApiError => {
    const [status, sentence] = QUOTA_REFUSALS[limit];
    return new ApiError(status, sentence, [
        { field: '', code: ErrorCode.invalidSize, rule: QUOTA_RULES[limit] },
    ]);
};

/** 507 Insufficient Storage: the disk is full, nothing was kept. */
export const storeFull = (): ApiError =>
    new ApiError(
        507,
        'The server has no room left for photos: nothing was kept; tell an administrator',
        [{ field: '', code: ErrorCode.invalidSize, rule: STORE_FULL_RULE }]
    );

/** Reads and drops a body that is refused, so that the client reads the answer. */
const dropBody = (payload: IncomingMessage): Promise<void> =>
    new Promise(resolve =>
        readBoundedBody(payload, 0, PHOTO_DRAIN_BYTES, () => resolve())
    );

const isReceived = (body: unknown): body is ReceivedPhoto =>
    typeof body === 'object' &&
    body !== null &&
    'head' in body &&
    'keep' in body;

export function registerPhotoRoutes(
    api: FastifyInstance,
    db: Database,
    store: PhotoStore,
    quota: PhotoQuota = DEFAULT_PHOTO_QUOTA
): void {
    const register = getResource('inspection-register');
    // Raw image bytes, in a scope of their own so that the rest of the API
    // keeps JSON only and its 1 MiB limit.
    void api.register(async scope => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser(
            '*',
            async (req: FastifyRequest, payload: IncomingMessage) => {
                const declared = Number(req.headers['content-length']);
                if (declared > PHOTO_DRAIN_BYTES) {
                    // Not worth reading: answer at once and let it go.
                    payload.resume();
                    throw bodyTooLarge();
                }
                // An account or a plant at its limit writes nothing to the
                // disk (the route checks again, under a lock, before
                // recording). Access is the route's to check.
                const header = Number(req.headers['subsidiary-id']);
                const plant = req.caller?.subsidiaries.find(
                    s => s.id === header
                );
                if (req.caller && plant) {
                    const over = overQuota(
                        quota,
                        await photoUsage(
                            db,
                            Number(req.caller.user.id),
                            Number(plant.id)
                        ),
                        Math.min(declared || 1, MAX_PHOTO_BYTES)
                    );
                    if (over) {
                        await dropBody(payload);
                        throw quotaRefusal(over);
                    }
                }
                const receipt = await store.receive(
                    payload,
                    MAX_PHOTO_BYTES,
                    PHOTO_DRAIN_BYTES
                );
                if (!receipt.ok)
                    throw receipt.reason === 'full'
                        ? storeFull()
                        : bodyTooLarge();
                return receipt.photo;
            }
        );
        scope.post(
            '/inspection-photo',
            // The parser above enforces the photo's limit; Fastify's own
            // would answer before reading, mid-upload.
            { bodyLimit: PHOTO_DRAIN_BYTES },
            async (req, reply) => {
                const body = isReceived(req.body) ? req.body : null;
                try {
                    const access = accessFor(req, register, 'create');
                    const plant = plantOf(access);
                    if (!body || body.size === 0)
                        throw validationError([
                            { field: 'file', code: ErrorCode.required },
                        ]);
                    const type = photoTypeOf(body.head);
                    const claimed = String(req.headers['content-type'] ?? '')
                        .split(';')[0]
                        ?.trim()
                        .toLowerCase();
                    if (!type || claimed !== type)
                        throw validationError([
                            { field: 'file', code: ErrorCode.invalid },
                        ]);
                    const key = await body.keep().catch((err: unknown) => {
                        throw isStoreFull(err) ? storeFull() : err;
                    });
                    let recorded: Awaited<
                        ReturnType<typeof recordPhotoWithinQuota>
                    >;
                    try {
                        recorded = await recordPhotoWithinQuota(
                            db,
                            quota,
                            plant,
                            Number(access.caller.user.id),
                            type,
                            body.size,
                            key
                        );
                    } catch (err) {
                        await store.remove(key);
                        throw err;
                    }
                    if ('refused' in recorded) {
                        await store.remove(key);
                        throw quotaRefusal(recorded.refused);
                    }
                    const { id } = recorded;
                    return await reply.status(201).send({
                        data: { id, contentType: type, size: body.size },
                    });
                } catch (err) {
                    await body?.discard();
                    throw err;
                }
            }
        );
    });
    /**
     * The register form being filled still holds this photo: the clean-up
     * waits again (server/src/db/photoCleanup.ts). What sending one needs;
     * 404 when the photo is gone, so that the form can say so.
     */
    api.post('/inspection-photo/:id/keep', async req => {
        const access = accessFor(req, register, 'create');
        const plant = plantOf(access);
        const id = parseId((req.params as { id: string }).id);
        if (!(await keepPhoto(db, plant, id)))
            throw new ApiError(404, `inspection-photo ${id} not found`);
        return { data: { id } };
    });
    api.get('/inspection-photo/:id', async (req, reply) => {
        const access = accessFor(req, register, 'read');
        const plant = plantOf(access);
        const id = parseId((req.params as { id: string }).id);
        const photo = await readPhoto(db, store, plant, id);
        const body = photo?.stream ?? photo?.bytes;
        if (!photo || !body)
            throw new ApiError(404, `inspection-photo ${id} not found`);
        return reply
            .header('content-type', photo.contentType)
            .header('content-length', photo.size)
            .send(body);
    });
}

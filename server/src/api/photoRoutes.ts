/**
 * Inspection photos (docs/api.md, "Inspection photos"): the register form
 * uploads a picture and stores its id in the answer. The caller needs what
 * writing (upload) or reading (download) a register needs: token, the
 * `/inspection-register` page, the plant of `subsidiary-id`; a photo of
 * another plant answers 404. The bytes stream to the photo store, never
 * through the database (server/src/photos/photoStore.ts).
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@shared/domain/errorCodes.ts';
import { MAX_PHOTO_BYTES, photoTypeOf } from '@shared/domain/photos.ts';
import { getResource } from '@shared/declarations/index.ts';
import type { Database } from '../db/index.ts';
import { readPhoto, recordPhoto } from '../db/photos.ts';
import type { PhotoStore, ReceivedPhoto } from '../photos/photoStore.ts';
import { bodyTooLarge } from './boundedBody.ts';
import { ApiError, validationError } from './errors.ts';
import { accessFor, parseId } from './resourceRoutes.ts';

/** An oversized upload is read this far and dropped before the refusal. */
const PHOTO_DRAIN_BYTES = 4 * MAX_PHOTO_BYTES;

const plantOf = (access: ReturnType<typeof accessFor>): number => {
    if (!access.plant) throw new ApiError(403, 'A plant must be selected');
    return Number(access.plant.id);
};

const isReceived = (body: unknown): body is ReceivedPhoto =>
    typeof body === 'object' &&
    body !== null &&
    'head' in body &&
    'keep' in body;

export function registerPhotoRoutes(
    api: FastifyInstance,
    db: Database,
    store: PhotoStore
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
                const receipt = await store.receive(
                    payload,
                    MAX_PHOTO_BYTES,
                    PHOTO_DRAIN_BYTES
                );
                if (!receipt.ok) throw bodyTooLarge();
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
                    const key = await body.keep();
                    let id: number;
                    try {
                        id = await recordPhoto(
                            db,
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

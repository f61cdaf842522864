/**
 * Inspection photos (docs/api.md, "Inspection photos"): the register form
 * uploads a picture and stores its id in the answer. The caller needs what
 * writing (upload) or reading (download) a register needs: token, the
 * `/inspection-register` page, the plant of `subsidiary-id`; a photo of
 * another plant answers 404.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@shared/domain/errorCodes.ts';
import { MAX_PHOTO_BYTES, photoTypeOf } from '@shared/domain/photos.ts';
import { getResource } from '@shared/declarations/index.ts';
import type { Database } from '../db/index.ts';
import { readPhoto, savePhoto } from '../db/photos.ts';
import { readBoundedBody } from './boundedBody.ts';
import { ApiError, validationError } from './errors.ts';
import { accessFor, parseId } from './resourceRoutes.ts';

/** An oversized upload is read this far and dropped before the refusal. */
const PHOTO_DRAIN_BYTES = 4 * MAX_PHOTO_BYTES;

const plantOf = (access: ReturnType<typeof accessFor>): number => {
    if (!access.plant) throw new ApiError(403, 'A plant must be selected');
    return Number(access.plant.id);
};

export function registerPhotoRoutes(api: FastifyInstance, db: Database): void {
    const register = getResource('inspection-register');
    // Raw image bytes, in a scope of their own so that the rest of the API
    // keeps JSON only and its 1 MiB limit.
    void api.register(async scope => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', (req, payload, done) =>
            readBoundedBody(payload, MAX_PHOTO_BYTES, PHOTO_DRAIN_BYTES, done)
        );
        scope.post(
            '/inspection-photo',
            // The parser above enforces the photo's limit; Fastify's own
            // would answer before reading, mid-upload.
            { bodyLimit: PHOTO_DRAIN_BYTES },
            async (req, reply) => {
                const access = accessFor(req, register, 'create');
                const plant = plantOf(access);
                const body = req.body;
                if (!Buffer.isBuffer(body) || body.length === 0)
                    throw validationError([
                        { field: 'file', code: ErrorCode.required },
                    ]);
                const type = photoTypeOf(body);
                const claimed = String(req.headers['content-type'] ?? '')
                    .split(';')[0]
                    ?.trim()
                    .toLowerCase();
                if (!type || claimed !== type)
                    throw validationError([
                        { field: 'file', code: ErrorCode.invalid },
                    ]);
                const id = await savePhoto(
                    db,
                    plant,
                    Number(access.caller.user.id),
                    type,
                    body
                );
                return reply.status(201).send({
                    data: { id, contentType: type, size: body.length },
                });
            }
        );
    });
    api.get('/inspection-photo/:id', async (req, reply) => {
        const access = accessFor(req, register, 'read');
        const plant = plantOf(access);
        const id = parseId((req.params as { id: string }).id);
        const photo = await readPhoto(db, plant, id);
        if (!photo) throw new ApiError(404, `inspection-photo ${id} not found`);
        return reply
            .header('content-type', photo.contentType)
            .send(photo.bytes);
    });
}

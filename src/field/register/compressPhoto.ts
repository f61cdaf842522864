/**
 * A photo made smaller on the device before it is kept (docs/field-app.md,
 * "Photos"): a phone's camera writes 3 to 8 MB; at most 1600 px on its
 * longer side, as a JPEG of quality 0.8, it keeps what an inspection needs
 * in a few hundred kB, stored and sent at the dam's slow signal. The
 * canvas does it (no library: the browser decodes and encodes images); a
 * browser that cannot keeps the original when the server would take it.
 */
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '@shared/domain/photos';

export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_QUALITY = 0.8;

const scaled = (width: number, height: number) => {
    const ratio = Math.min(1, PHOTO_MAX_SIDE / Math.max(width, height));
    return {
        width: Math.max(1, Math.round(width * ratio)),
        height: Math.max(1, Math.round(height * ratio)),
    };
};

const encode = async (bitmap: ImageBitmap): Promise<Blob> => {
    const { width, height } = scaled(bitmap.width, bitmap.height);
    if (typeof OffscreenCanvas === 'function') {
        const canvas = new OffscreenCanvas(width, height);
        canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
        return canvas.convertToBlob({
            type: 'image/jpeg',
            quality: PHOTO_QUALITY,
        });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    return new Promise((resolve, reject) =>
        canvas.toBlob(
            blob => (blob ? resolve(blob) : reject(new Error('toBlob'))),
            'image/jpeg',
            PHOTO_QUALITY
        )
    );
};

/** The photo to keep, or undefined when it is no image the server takes. */
export async function compressPhoto(file: Blob): Promise<Blob | undefined> {
    try {
        const bitmap = await createImageBitmap(file);
        try {
            const smaller = await encode(bitmap);
            return smaller.size < file.size ||
                !(PHOTO_TYPES as readonly string[]).includes(file.type)
                ? smaller
                : file;
        } finally {
            bitmap.close();
        }
    } catch {
        return (PHOTO_TYPES as readonly string[]).includes(file.type) &&
            file.size <= MAX_PHOTO_BYTES
            ? file
            : undefined;
    }
}

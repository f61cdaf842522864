/**
 * What an inspection photo may be: a JPEG, PNG or WebP image of at most
 * 5 MB, recognised by its first bytes (a header says what the sender
 * claims, the bytes what the file is). The server refuses anything else;
 * the register form checks the same before sending.
 */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/**
 * How often the register form being filled tells the server it still
 * holds the photos it sent (`POST /api/inspection-photo/:id/keep`): the
 * server removes a photo no register names 40 minutes after it was sent
 * or last kept (server/src/db/photoCleanup.ts, PHOTO_GRACE_MS).
 */
export const PHOTO_KEEP_MS = 10 * 60 * 1000;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

const startsWith = (bytes: Uint8Array, at: number, sig: number[]) =>
    sig.every((b, i) => bytes[at + i] === b);

const ascii = (s: string) => [...s].map(c => c.charCodeAt(0));

/** The image type the bytes are, or undefined when none of `PHOTO_TYPES`. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | undefined {
    if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
    if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
        return 'image/png';
    if (
        startsWith(bytes, 0, ascii('RIFF')) &&
        startsWith(bytes, 8, ascii('WEBP'))
    )
        return 'image/webp';
    return undefined;
}

/** A client id for a record or a photo: a random UUID (RFC 9562, version 4). */
export const newClientId = (): string => {
    if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
    // Pages over plain http (not a secure context) have no randomUUID.
    const b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
    b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
    const h = [...b].map(x => x.toString(16).padStart(2, '0')).join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

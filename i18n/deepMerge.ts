/** Catalog parts are nested objects of strings; later parts add to earlier ones. */
export type Messages = { [key: string]: string | Messages };

const isMessages = (v: unknown): v is Messages =>
    typeof v === 'object' && v !== null && !Array.isArray(v);

export const deepMerge = (...parts: object[]): Messages => {
    const result: Messages = {};
    for (const part of parts) {
        for (const [key, value] of Object.entries(part)) {
            const existing = result[key];
            result[key] =
                isMessages(existing) && isMessages(value)
                    ? deepMerge(existing, value)
                    : (value as string | Messages);
        }
    }
    return result;
};

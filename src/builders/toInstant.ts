/**
 * A `datetime-local` input gives the browser's local time without an
 * offset; it is sent as an instant (ISO with `Z`), which the API requires,
 * so the server never reads it in its own timezone.
 */
export const toInstant = (value: string | null | undefined) =>
    value ? new Date(value).toISOString() : null;

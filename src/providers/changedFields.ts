/** The top-level fields of `data` that differ from `previous` (PATCH sends only these). */
export const changedFields = (
    data: Record<string, unknown>,
    previous: Record<string, unknown> | undefined
): Record<string, unknown> => {
    if (!previous) return { ...data };
    const diff: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
        if (JSON.stringify(value) !== JSON.stringify(previous[key])) {
            // Cleared optional inputs come as undefined: send null so the
            // API clears the field too.
            diff[key] = value === undefined ? null : value;
        }
    }
    return diff;
};

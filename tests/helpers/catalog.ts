/** What a catalog holds at a dotted key ("resources.sensor.name"), or undefined. */
export const catalogEntry = (catalog: object, key: string): unknown =>
    key
        .split('.')
        .reduce<unknown>(
            (node, part) =>
                typeof node === 'object' && node !== null
                    ? (node as Record<string, unknown>)[part]
                    : undefined,
            catalog
        );

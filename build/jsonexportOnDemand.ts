/**
 * Stands in for `jsonexport` where ra-core's default exporter imports it
 * (see slimReactAdmin.ts): the real module loads only
 * when an export actually runs, instead of with every list.
 */
type Callback = (err: Error | null, csv?: string) => void;

export default function jsonExport(
    data: unknown,
    options: object | Callback,
    callback?: Callback
): void {
    const [opts, done] =
        typeof options === 'function'
            ? [{}, options as Callback]
            : [options, callback];
    import('jsonexport/dist/index.js').then(
        ({ default: real }) => real(data, opts, done),
        (err: Error) => done?.(err)
    );
}

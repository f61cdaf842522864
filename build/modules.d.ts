declare module 'jsonexport/dist/index.js' {
    const jsonExport: (
        data: unknown,
        options: object,
        callback?: (err: Error | null, csv?: string) => void
    ) => void;
    export default jsonExport;
}

declare module 'diacritic' {
    export const clean: (text: string) => string;
}

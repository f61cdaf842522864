/** Types of serverBundle.mjs (plain JavaScript, so that `npm start` runs it without tsx). */
export declare const DEFAULT_OUT_DIR: string;
export declare function serverEntry(outDir?: string): string;
export declare function bundleStale(outDir?: string): string | null;
export declare function bundleServer(outDir?: string): Promise<string>;

/** Types of eslint/layers.js for the tests that import it. */
import type { ESLint } from 'eslint';

export type Layer = readonly [
    name: string,
    pattern: RegExp,
    mayImport: readonly string[],
];
export const LAYERS: readonly Layer[];
export function checkLayerGraph(layers?: readonly Layer[]): void;
export function layerOf(
    relPath: string,
    layers?: readonly Layer[]
): Layer | undefined;
export const layersPlugin: ESLint.Plugin;

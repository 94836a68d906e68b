/** Types of layers.js (the platform's eslint-plugin-import-x block), for the layer test. */
import type { Linter } from 'eslint';

export declare const PLATFORM_LAYERS: string[];
export declare function platformZones(): Array<{ target: string | string[]; from: string | string[]; message: string }>;
export declare function platformLayerRules(options?: { standalone?: boolean }): Linter.Config;

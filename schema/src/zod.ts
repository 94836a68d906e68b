/**
 * zod as every schema of this package takes it: configured first — no eval in browsers
 * (zodInBrowsers.ts), plain messages everywhere (zodMessages.ts). Each module that creates a schema
 * imports `z` from here rather than from 'zod', so the configuration runs before its schemas are
 * made wherever it is bundled, even when a build leaves the package's index out (scripts/sideEffects.ts).
 */
import './zodInBrowsers.js';
import './zodMessages.js';

export { z } from 'zod';

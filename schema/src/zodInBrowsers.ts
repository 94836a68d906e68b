/**
 * zod compiles validators with `new Function` where it may, and probes for it when it creates its
 * first object schema. In a browser the console runs under a Content-Security-Policy without
 * eval (gateway/src/browserHeaders.ts), so the probe is reported as a violation on every page:
 * there zod validates without compiling (the same results). Servers keep the compiled validators.
 * zod.ts imports this first, so it is set before any schema here is created.
 */
// `config` alone: `z.config` would bring the whole of zod into every chunk these run in.
import { config } from 'zod';

if (typeof document !== 'undefined') config({ jitless: true });

/**
 * zod words every issue in plain language, in the browser and on the servers alike
 * (messages.ts `plainIssue`): "must be a number, got "abc"" instead of zod's "Invalid input:
 * expected number, received string". zod.ts imports this before any schema is created.
 */
// `config` alone: `z.config` would bring the whole of zod into every chunk these run in.
import { config } from 'zod';
import { plainIssue } from './messages.js';

config({ customError: plainIssue });

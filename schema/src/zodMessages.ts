/**
 * zod words every issue in plain language, in the browser and on the servers alike
 * (messages.ts `plainIssue`): "must be a number, got "abc"" instead of zod's "Invalid input:
 * expected number, received string". zod.ts imports this before any schema is created.
 */
import { z } from 'zod';
import { plainIssue } from './messages.js';

z.config({ customError: plainIssue });

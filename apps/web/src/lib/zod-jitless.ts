import { config } from 'zod/v4/core';

/*
 * The browser build resolves `zod` to this module (apps/web/vite.config.ts), so zod is
 * configured before any schema is built. `jitless` skips zod's `new Function` probe, which the
 * Content-Security-Policy (no 'unsafe-eval') reports as a violation even though zod catches it.
 */
config({ jitless: true });

export * from 'zod/v4';

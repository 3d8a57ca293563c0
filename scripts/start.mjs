#!/usr/bin/env node
// `npm start`: build the web app if needed, then run the server in this same process, so that
// Ctrl-C and SIGTERM reach it directly and it stops PostgreSQL before exiting.
import { register } from 'tsx/esm/api';
import { buildWeb, webBuildIsStale } from './ensure-web-build.mjs';

process.env.NODE_ENV ??= 'production';
if (webBuildIsStale()) buildWeb();
register();
await import('../apps/api/src/main.ts');

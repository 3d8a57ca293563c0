#!/usr/bin/env node
// `npm start`: build the web app and the server when their sources changed since the last build,
// then run the compiled server (apps/api/dist/main.js, plain JavaScript) in this same process, so
// that Ctrl-C and SIGTERM reach it directly and it stops PostgreSQL before exiting.
import { pathToFileURL } from 'node:url';
import { buildServer, serverBuildIsStale, serverEntry } from './build-server.mjs';
import { buildWeb, webBuildIsStale } from './ensure-web-build.mjs';

process.env.NODE_ENV ??= 'production';
if (webBuildIsStale()) buildWeb();
if (serverBuildIsStale()) await buildServer();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);

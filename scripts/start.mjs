// `npm start`: builds the web app and the server when their sources are newer than their builds,
// then runs the compiled server in this same process (so signals and `kill` reach the server
// directly), without a TypeScript loader.
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const serverEntry = await buildIfStale();
// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);

// Compiles the API server to one JavaScript file, apps/server/dist/main.js, so that `npm start`
// runs it without a TypeScript loader; the worker thread that reads import workbooks is a second
// file beside it (apps/server/dist/sheet-reader-thread.js), where the server looks for it. npm packages stay external (node_modules resolves them at
// run time, as before); the workspace package @credit/rules ships TypeScript sources and is
// bundled in. Run on its own (`npm run build:server`) or by scripts/start.mjs when sources changed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');

/** Bare imports (npm packages, node: built-ins) are left to Node, except our own workspace packages. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@credit/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  await build({
    entryPoints: {
      main: path.join(root, 'apps/server/src/main.ts'),
      'sheet-reader-thread': path.join(root, 'apps/server/src/platform/excel/sheet-reader-thread.ts'),
    },
    outdir: path.dirname(SERVER_ENTRY),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live as long as the server npm start runs next (55 MB).
  await stop();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();

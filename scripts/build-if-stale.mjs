// Builds the web app and the server when their sources are newer than their builds: `npm start`
// and `npm run cluster` run the compiled server without a TypeScript loader.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const rulesSources = ['packages/rules/src', 'packages/rules/package.json'];
const builds = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/vite-precompress.ts', ...rulesSources],
    run: () => {
      const web = spawnSync('npm', ['run', 'build', '-w', '@credit/web'], { cwd: root, stdio: 'inherit' });
      if (web.status !== 0) process.exit(web.status ?? 1);
    },
  },
  {
    name: 'server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/package.json', 'scripts/build-server.mjs', ...rulesSources],
    run: async () => (await import('./build-server.mjs')).buildServer(),
  },
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

/** The compiled server, built or rebuilt first when its sources (or the web app's) changed. */
export async function buildIfStale() {
  for (const { name, output, sources, run } of builds) {
    const builtAt = existsSync(path.join(root, output)) ? statSync(path.join(root, output)).mtimeMs : 0;
    if (Math.max(...sources.map((source) => newestChange(path.join(root, source)))) > builtAt) {
      console.log(`Building the ${name}…`);
      await run();
    }
  }
  return path.join(root, 'apps/server/dist/main.js');
}


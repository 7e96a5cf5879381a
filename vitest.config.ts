import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

export default defineConfig({
  test: {
    // Server tests wait on PostgreSQL much of their time: one worker per core, not the default cores − 1.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'rules',
          root: './packages/rules',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          // Every folder but the security suites', which run apart in `npm run test:security`
          // (vitest.security.config.ts). An `exclude` here would replace the command line's.
          include: ['test/!(security)/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/personal-data-keys.ts'],
          // Each file clones its own database and builds its own app; the server's modules keep
          // no state that two databases could share (caches are held per database), so a worker
          // loads them once for all its files instead of once per file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

/** `npm run test:fuzz`: the OpenAPI-driven fuzz suite, apart from `npm test`. */
export default defineConfig({
  test: {
    name: 'fuzz',
    root: './apps/server',
    include: ['fuzz/**/*.fuzz.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/personal-data-keys.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

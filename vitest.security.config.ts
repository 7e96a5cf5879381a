import { defineConfig } from 'vitest/config';

/**
 * `npm run test:security`: the security suites (role × route matrix, hostile uploads and tokens,
 * personal data at rest, the audit trail's chain), apart from `npm test`, each printing how many
 * cases it tried.
 */
export default defineConfig({
  test: {
    name: 'security',
    root: './apps/server',
    include: ['test/security/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/personal-data-keys.ts'],
    maxWorkers: '100%',
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', './test/security/case-count-reporter.ts'],
  },
});

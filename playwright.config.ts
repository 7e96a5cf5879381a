import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The platform's canonical address (PUBLIC_URL): journeys open it, and one starts at 127.0.0.1 to be sent here. */
export const E2E_PUBLIC_URL = `http://localhost:${port}`;
/** The same server at another host than PUBLIC_URL's. */
export const E2E_OTHER_HOST_URL = `http://127.0.0.1:${port}`;
/** The journeys' server data (fresh each run); its generated `jwt.secret` lets a journey mint an expired token. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `credit-e2e-${port}`);
const dataDir = E2E_DATA_DIR;
/** The super administrator's password for the journeys (given, so no first-sign-in change is forced). */
export const E2E_ADMIN_PASSWORD = 'E2eAdmin2026';

/** Debian's Chromium, never a downloaded browser; `npm run bench:pages` drives it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The journeys' browser: Debian's headless shell of the same Chromium (package
 * chromium-headless-shell) where it is installed, which renders the same pages for about two
 * thirds of the processor time, else Chromium itself.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const JOURNEY_BROWSER = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);
/** The machines have no outside network: without the resolver rule Chromium keeps trying to reach it. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
];

/** Journeys run in Debian's Chromium against the built app on a fresh embedded database. */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: E2E_PUBLIC_URL,
    locale: 'zh-CN',
    // Dialogs and pop-ups open at once, as for users whose system asks for reduced motion, so a click never meets a moving button.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: JOURNEY_BROWSER,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    url: `${E2E_OTHER_HOST_URL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      PUBLIC_URL: E2E_PUBLIC_URL,
    },
  },
});

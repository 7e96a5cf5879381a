import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The first shared app's port; the second listens on the next one. */
const port = Number(process.env.E2E_PORT ?? 3100);
const LANE_PORTS = [port, port + 1];
const publicUrl = (at: number) => `http://localhost:${at}`;
/** The platform's canonical address (PUBLIC_URL): journeys open it, and one starts at 127.0.0.1 to be sent here. */
export const E2E_PUBLIC_URL = publicUrl(port);
/** The same server at another host than PUBLIC_URL's. */
export const E2E_OTHER_HOST_URL = `http://127.0.0.1:${port}`;
/** A journeys' server's data (fresh each run); its generated `jwt.secret` lets a journey mint an expired token. */
export const e2eDataDir = (at: number | string) => path.join(os.tmpdir(), `credit-e2e-${at}`);
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

/** The journeys that start their own instances (two behind a proxy) and share nothing with the others. */
const OWN_INSTANCES = '**/cluster.spec.ts';
/**
 * The journeys of the first shared app, the longest walk among them; every other journey meets the
 * second. The two lanes take about the same time; canonical-host must stay here, at E2E_PUBLIC_URL.
 */
const FIRST_LANE = [
  'list-walk',
  'credit-desks',
  'credit-appeal',
  'enterprise-profile',
  'two-reviewers',
  'canonical-host',
].map((name) => `**/${name}.spec.ts`);

/**
 * Journeys run in Debian's Chromium against the built app. Those of one lane run one at a time on
 * a fresh embedded database of their own: they share its data and its users' sessions. Three lanes
 * run side by side (two shared apps and the cluster's own instances): most of a journey's time is
 * spent waiting on the app.
 */
export default defineConfig({
  testDir: './e2e',
  // A desk walk signs in up to four users in their own contexts and takes 40–55 s on a 2-core
  // machine where three lanes, two apps and their browsers share the cores: 60 s cut the longest
  // off part-way. Each step still waits at most `expect.timeout`.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 3,
  retries: 0,
  // The own-instances project first, so its worker starts with it and the other lanes start at once.
  projects: [
    { name: 'own-instances', testMatch: OWN_INSTANCES, workers: 1 },
    { name: 'first-app', testMatch: FIRST_LANE, workers: 1, use: { baseURL: publicUrl(LANE_PORTS[0]!) } },
    {
      name: 'second-app',
      testIgnore: [OWN_INSTANCES, ...FIRST_LANE],
      workers: 1,
      use: { baseURL: publicUrl(LANE_PORTS[1]!) },
    },
  ],
  reporter: [['list']],
  use: {
    locale: 'zh-CN',
    // Dialogs and pop-ups open at once, as for users whose system asks for reduced motion, so a click never meets a moving button.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: JOURNEY_BROWSER,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: LANE_PORTS.map((at) => ({
    command: `rm -rf ${e2eDataDir(at)} && node scripts/start.mjs`,
    url: `http://127.0.0.1:${at}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(at),
      DATA_DIR: e2eDataDir(at),
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      PUBLIC_URL: publicUrl(at),
    },
  })),
});

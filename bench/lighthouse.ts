// `npm run bench:pages`: builds the web app, starts the platform on a fresh data directory and runs
// Lighthouse in Debian's Chromium on the pages people open before signing in, desktop and mobile.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { REPO_ROOT, startChildServer } from './child-server.ts';
import { RESULTS_DIR } from './report.ts';
import { createTeardown, type Teardown } from './teardown.ts';
import { temporaryDirectory } from './temporary-directory.ts';

const PAGES = ['/login', '/mainPublicity', '/publicSystem'];
const FORM_FACTORS = { desktop: desktopConfig, mobile: undefined } satisfies Record<string, Config | undefined>;
type FormFactor = keyof typeof FORM_FACTORS;
const RUNS = 3;

/** The targets of issue "pages that open fast on a phone". */
const TARGETS = { firstLoadJsKb: 150, performance: { desktop: 98, mobile: 90 }, accessibility: 95 };

interface Run {
  performance: number;
  accessibility: number;
  /** Gzip size of every script the page loaded before Lighthouse saw the network idle. */
  firstLoadJsKb: number;
  scripts: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
}

interface PageResult extends Run {
  page: string;
  formFactor: FormFactor;
  runs: Run[];
  meetsTargets: boolean;
}

const score = (result: Result, category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);
const numeric = (result: Result, audit: string) => Math.round(result.audits[audit]?.numericValue ?? 0);

function scriptUrls(result: Result): string[] {
  const details = result.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  return details.items.flatMap((item) =>
    item.resourceType === 'Script' && typeof item.url === 'string' ? [item.url] : [],
  );
}

/** Fetches each script as sent uncompressed and sums what gzip makes of it, in kB. */
async function gzipKb(urls: string[]): Promise<number> {
  const sizes = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
    }),
  );
  return Math.round((sizes.reduce((sum, size) => sum + size, 0) / 1024) * 10) / 10;
}

/** Lighthouse now and then loses a trace (NO_NAVSTART); such a run is made again, once. */
async function auditOnceMore(url: string, formFactor: FormFactor, port: number): Promise<Run> {
  try {
    return await audit(url, formFactor, port);
  } catch (error) {
    console.warn(`${String(error)}: running it again`);
    return audit(url, formFactor, port);
  }
}

async function audit(url: string, formFactor: FormFactor, port: number): Promise<Run> {
  const answer = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    FORM_FACTORS[formFactor],
  );
  if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
  const result = answer.lhr;
  if (result.runtimeError) throw new Error(`${url}: ${result.runtimeError.message}`);
  const scripts = scriptUrls(result);
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    firstLoadJsKb: await gzipKb(scripts),
    scripts: scripts.length,
    firstContentfulPaintMs: numeric(result, 'first-contentful-paint'),
    largestContentfulPaintMs: numeric(result, 'largest-contentful-paint'),
    totalBlockingTimeMs: numeric(result, 'total-blocking-time'),
  };
}

/** The run with the median performance score. */
function median(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no Lighthouse run');
  return middle;
}

function meets(run: Run, formFactor: FormFactor): boolean {
  return (
    run.firstLoadJsKb <= TARGETS.firstLoadJsKb &&
    run.performance >= TARGETS.performance[formFactor] &&
    run.accessibility >= TARGETS.accessibility
  );
}

function formatTable(results: PageResult[]): string {
  const header = [
    'page',
    'form factor',
    'performance',
    'accessibility',
    'first-load JS (gzip kB)',
    'scripts',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'targets',
  ];
  const rows = results.map((r) => [
    r.page,
    r.formFactor,
    `${r.performance} (≥ ${TARGETS.performance[r.formFactor]})`,
    `${r.accessibility} (≥ ${TARGETS.accessibility})`,
    `${r.firstLoadJsKb} (≤ ${TARGETS.firstLoadJsKb})`,
    String(r.scripts),
    String(r.firstContentfulPaintMs),
    String(r.largestContentfulPaintMs),
    String(r.totalBlockingTimeMs),
    r.meetsTargets ? 'met' : 'MISSED',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

async function benchPages(teardown: Teardown): Promise<boolean> {
  const startedAt = new Date().toISOString();
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web build failed');

  const dataDir = await temporaryDirectory('credit-bench-pages-', teardown);
  console.log('Starting the platform on a fresh data directory…');
  const server = await startChildServer('platform', path.join(REPO_ROOT, 'scripts/start.mjs'), {
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    readyPath: '/healthz',
    teardown,
  });
  // PUBLIC_URL defaults to http://localhost:$PORT: pages are audited at that host, not redirected.
  const origin = server.origin.replace('127.0.0.1', 'localhost');

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  teardown.add('chromium', async () => chrome.kill());

  const results: PageResult[] = [];
  for (const page of PAGES) {
    for (const formFactor of Object.keys(FORM_FACTORS) as FormFactor[]) {
      const runs: Run[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        console.log(`Lighthouse ${page} ${formFactor}, run ${run} of ${RUNS}…`);
        runs.push(await auditOnceMore(`${origin}${page}`, formFactor, chrome.port));
      }
      const middle = median(runs);
      results.push({ page, formFactor, ...middle, runs, meetsTargets: meets(middle, formFactor) });
    }
  }

  console.log(`\nLighthouse, median of ${RUNS} runs by performance score:\n${formatTable(results)}\n`);
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `pages-${startedAt.replace(/:/g, '-')}.json`);
  await fs.writeFile(file, `${JSON.stringify({ startedAt, runsPerPage: RUNS, targets: TARGETS, results }, null, 2)}\n`);
  console.log(`Results written to ${file}`);
  return results.every((result) => result.meetsTargets);
}

const teardown = createTeardown();
try {
  const met = await benchPages(teardown);
  if (!met) process.exitCode = 1;
} finally {
  await teardown.run();
}

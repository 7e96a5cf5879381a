import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { memorySettings } from '../../src/db/embedded-server.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = path.join(os.tmpdir(), `credit-restart-${randomBytes(4).toString('hex')}`);
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** What the app wrote to its standard error, by process. */
const consoles = new Map<ChildProcess, string>();

async function startApp(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    consoles.set(child, stderr);
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}: ${stderr}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`app did not become healthy: ${stderr}`);
}

async function embeddedClient(): Promise<pg.Client> {
  const password = (await fs.readFile(path.join(dataDir, 'postgres.secret'), 'utf8')).trim();
  const port = (await fs.readFile(path.join(dataDir, 'postgres.port'), 'utf8')).trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
  });
  await client.connect();
  return client;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (existsSync(pidFile)) {
    const pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
  await new Promise((r) => setTimeout(r, 1000));
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('embedded database lifecycle', () => {
  it(
    'comes back with every committed row after kill -9, and shuts down cleanly on SIGTERM',
    { timeout: 240_000 },
    async () => {
      const port = await freePort();
      const first = await startApp(port);
      // Nothing the start chose warns of itself: the job queue checks that the pool can lose a
      // connection without crashing the process, oidc-provider that its store is a deliberate one.
      expect(consoles.get(first) ?? '').not.toMatch(/pool doesn't have|in-memory adapter/);

      const client = await embeddedClient();
      // Sized to the machine: a province's data stays in the server's buffers.
      const { rows: memory } = await client.query<{ name: string; mb: number }>(
        "select name, (setting::bigint * 8 / 1024)::int as mb from pg_settings where name in ('shared_buffers', 'effective_cache_size') order by name",
      );
      const expected = memorySettings();
      expect(memory).toEqual([
        { name: 'effective_cache_size', mb: expected.effectiveCacheSizeMb },
        { name: 'shared_buffers', mb: expected.sharedBuffersMb },
      ]);
      await client.query(
        "insert into credit_record (enterprise_id, credit_type, behavior_category_name, behavior_content_name, score_value, identification_unit, act_determination_date, behavior_description, process_status) select id, 1, '良好', '重启前提交', 1, '海口市住房和城乡建设局', '2026-01-01', '重启测试', 7 from enterprise order by id limit 1",
      );
      await client.end();

      first.kill('SIGKILL');
      await exited(first);

      const second = await startApp(port);
      const after = await embeddedClient();
      const { rows } = await after.query(
        "select count(*)::int as n from credit_record where behavior_content_name = '重启前提交'",
      );
      expect(rows[0]).toEqual({ n: 1 });
      const { rows: seeded } = await after.query('select count(*)::int as n from enterprise');
      expect(seeded[0]).toEqual({ n: 12 });
      await after.end();

      second.kill('SIGTERM');
      expect(await exited(second)).toBe(0);
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    },
  );
});

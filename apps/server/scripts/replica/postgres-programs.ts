import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** Where Debian's PostgreSQL 15 keeps its server programs (package postgresql-15). */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

const PROGRAMS = ['initdb', 'pg_ctl', 'postgres', 'pg_basebackup'] as const;
type Program = (typeof PROGRAMS)[number];

/** PostgreSQL refuses to run as root: there its programs run as the `postgres` OS user. */
const OS_USER = 'postgres';
const isRoot = () => os.userInfo().uid === 0;

/** Fails, naming what to install, when a PostgreSQL 15 program is not on this machine. */
export function requirePostgresPrograms(): void {
  const missing = PROGRAMS.filter((program) => !existsSync(path.join(POSTGRES_BIN, program)));
  if (missing.length > 0)
    throw new Error(
      `PostgreSQL 15 programs missing in ${POSTGRES_BIN}: ${missing.join(', ')} (apt-get install postgresql-15)`,
    );
}

const run = promisify(execFile);

/** Runs a PostgreSQL program (as the `postgres` user when this process is root) in `cwd`, failing with its output. */
export async function runPostgresProgram(program: Program, args: string[], cwd: string): Promise<void> {
  const file = path.join(POSTGRES_BIN, program);
  const [command, commandArgs] = isRoot() ? ['runuser', ['-u', OS_USER, '--', file, ...args]] : [file, args];
  try {
    await run(command, commandArgs, { cwd });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${program} ${args.join(' ')} failed: ${(stderr || stdout || String(error)).trim()}`, {
      cause: error,
    });
  }
}

/**
 * Makes `directory` (created when missing) the PostgreSQL programs' own: as root, it is handed to
 * the `postgres` user and its parents are made traversable (search bit only) so that user reaches it.
 */
export async function ownDirectory(directory: string): Promise<void> {
  await fs.mkdir(directory, { recursive: true });
  if (!isRoot()) return;
  await run('chown', ['-R', `${OS_USER}:`, directory]);
  for (let current = path.dirname(directory); current !== path.dirname(current); current = path.dirname(current)) {
    const { mode } = await fs.stat(current);
    if ((mode & 0o001) === 0) await fs.chmod(current, mode | 0o001);
  }
}

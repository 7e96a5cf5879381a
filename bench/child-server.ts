import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, stopChild, waitUntilReady } from '../apps/server/scripts/cluster/child-process.ts';
import type { Teardown } from './teardown.ts';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ChildServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The server's own process (Node runs tsx as a loader, not as a parent), for its memory. */
  pid: number;
}

/**
 * Runs an entry file (TypeScript through tsx, compiled JavaScript as it is) in its own Node
 * process (so the server under load and the load generator do not share one event loop), on a
 * free loopback port given as PORT, and waits until `readyPath` answers 2xx.
 */
export async function startChildServer(
  label: string,
  entry: string,
  options: { env: Record<string, string>; readyPath: string; teardown: Teardown; nodeOptions?: string[] },
): Promise<ChildServer> {
  const port = await freePort();
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, ...(options.nodeOptions ?? []), entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  options.teardown.add(label, () => stopChild(child));
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, label, `${origin}${options.readyPath}`);
  if (child.pid === undefined) throw new Error(`${label} has no process id`);
  return { origin, pid: child.pid };
}

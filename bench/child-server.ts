import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';
import type { Teardown } from './teardown.ts';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ChildServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The server's own process (Node runs tsx as a loader, not as a parent), for its memory. */
  pid: number;
}

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function stopChild(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

async function waitUntilReady(child: ChildProcess, label: string, url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited(child))
      throw new Error(`${label} exited (code ${child.exitCode}, signal ${child.signalCode}) before it was ready`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label} did not answer ${url} within ${READY_TIMEOUT_MS / 1000} s`);
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

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../../config.ts';

/** The keys that seal personal data (AES-256-GCM, by id) and the one of its look-up hashes. */
export interface KeyRing {
  current: string;
  keys: ReadonlyMap<string, Buffer>;
  lookupKey: Buffer;
}

/** Where the keys come from: the environment (fixed for the process) or the key file (re-read when it changes). */
type KeySource = { kind: 'environment' } | { kind: 'file'; file: string };

interface KeyFile {
  lookupKey: string;
  current: string;
  keys: Record<string, string>;
}

const KEY_BYTES = 32;
/** How often an instance looks whether `npm run keys:rotate` wrote a new current key into the file. */
export const KEY_FILE_CHECK_MS = 5_000;

const keyOf = (text: string, what: string): Buffer => {
  const key = Buffer.from(text, text.includes('+') || text.includes('/') ? 'base64' : 'base64url');
  if (key.length !== KEY_BYTES) throw new Error(`Invalid configuration:\n${what}: expected ${KEY_BYTES} bytes`);
  return key;
};

function ringOfEnvironment(keys: string, lookupKey: string): KeyRing {
  const entries = keys.split(',').map((entry) => {
    const [id = '', text = ''] = entry.split(':');
    return [id, keyOf(text, `PERSONAL_DATA_KEYS ${id}`)] as const;
  });
  return {
    current: entries.at(-1)![0],
    keys: new Map(entries),
    lookupKey: keyOf(lookupKey, 'PERSONAL_DATA_LOOKUP_KEY'),
  };
}

const newKey = () => randomBytes(KEY_BYTES).toString('base64url');

function readKeyFile(file: string): KeyFile | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as KeyFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`personal data key file ${file} unreadable: ${(error as Error).message}`, { cause: error });
  }
}

function writeKeyFile(file: string, content: KeyFile): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed, so an instance re-reading it never sees half a file.
  const aside = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(aside, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(aside, file);
}

/** The key file's keys; created with a first key on a fresh machine (mode 600, like the other secrets of DATA_DIR). */
function ringOfFile(file: string): KeyRing {
  let content = readKeyFile(file);
  if (!content) {
    content = { lookupKey: newKey(), current: 'k1', keys: { k1: newKey() } };
    writeKeyFile(file, content);
  }
  return {
    current: content.current,
    keys: new Map(Object.entries(content.keys).map(([id, text]) => [id, keyOf(text, `${file} ${id}`)])),
    lookupKey: keyOf(content.lookupKey, `${file} lookupKey`),
  };
}

let installed: { ring: KeyRing; source: KeySource; checkedAt: number; mtimeMs: number } | undefined;

const mtimeOf = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/** Loads the keys the configuration names (PERSONAL_DATA_KEYS, else the key file) for this process. */
export function usePersonalDataKeys(config: Pick<Config, 'personalData'>): KeyRing {
  const { keys, lookupKey, keyFile } = config.personalData;
  const source: KeySource = keys && lookupKey ? { kind: 'environment' } : { kind: 'file', file: keyFile };
  const ring = keys && lookupKey ? ringOfEnvironment(keys, lookupKey) : ringOfFile(keyFile);
  installed = { ring, source, checkedAt: Date.now(), mtimeMs: source.kind === 'file' ? mtimeOf(source.file) : 0 };
  return ring;
}

function reloadIfChanged(force: boolean): void {
  if (!installed || installed.source.kind !== 'file') return;
  const now = Date.now();
  if (!force && now - installed.checkedAt < KEY_FILE_CHECK_MS) return;
  installed.checkedAt = now;
  const mtimeMs = mtimeOf(installed.source.file);
  if (mtimeMs === installed.mtimeMs) return;
  installed = { ...installed, ring: ringOfFile(installed.source.file), mtimeMs };
}

/** The process's keys (those of the environment's configuration when none were loaded), the key file re-read every few seconds when it changed. */
export function personalDataKeys(): KeyRing {
  if (!installed) usePersonalDataKeys(loadConfig());
  reloadIfChanged(false);
  return installed!.ring;
}

/** The key of this id: a key met for the first time (a rotation in another process) makes the key file be read again. */
export function personalDataKey(id: string): Buffer | undefined {
  const ring = personalDataKeys();
  const key = ring.keys.get(id);
  if (key) return key;
  reloadIfChanged(true);
  return installed!.ring.keys.get(id);
}

/**
 * A new current key: written into the key file (the old ones kept for the values they sealed).
 * With PERSONAL_DATA_KEYS the keys are the environment's: undefined, nothing changes.
 */
export function addPersonalDataKey(): string | undefined {
  if (!installed) usePersonalDataKeys(loadConfig());
  if (installed!.source.kind !== 'file') return undefined;
  const file = installed!.source.file;
  const content = readKeyFile(file)!;
  const next = Math.max(0, ...Object.keys(content.keys).map((id) => Number(id.replace(/^k/, '')) || 0)) + 1;
  const id = `k${next}`;
  writeKeyFile(file, { ...content, current: id, keys: { ...content.keys, [id]: newKey() } });
  reloadIfChanged(true);
  return id;
}

/** Drops keys no value uses any more from the key file (never the current one); the ids dropped. */
export function retirePersonalDataKeys(unused: readonly string[]): string[] {
  if (!installed || installed.source.kind !== 'file') return [];
  const file = installed.source.file;
  const content = readKeyFile(file)!;
  const retired = unused.filter((id) => id !== content.current && id in content.keys);
  if (retired.length === 0) return [];
  writeKeyFile(file, {
    ...content,
    keys: Object.fromEntries(Object.entries(content.keys).filter(([id]) => !retired.includes(id))),
  });
  reloadIfChanged(true);
  return retired;
}

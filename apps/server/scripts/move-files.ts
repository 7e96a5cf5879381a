import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../src/config.ts';
import { storageOf, type FileStorageConfig, type StoredFile } from '../src/platform/files/index.ts';

type StorageKind = Config['fileStorage'];

export interface MoveResult {
  total: number;
  copied: number;
  /** Already at the destination with the same size. */
  present: number;
  failed: number;
}

/** How often a progress line is printed (and always after the last file). */
const PROGRESS_EVERY = 100;

/**
 * Copies every file of the other storage to `to` (DATA_DIR/files ↔ the S3 bucket), skipping keys
 * the destination already holds with the same size, so a run cut short resumes where it stopped
 * and a second run copies nothing. The source keeps its files.
 */
export async function moveFiles(
  config: FileStorageConfig,
  to: StorageKind,
  print: (line: string) => void,
): Promise<MoveResult> {
  const source = storageOf(config, to === 's3' ? 'disk' : 's3');
  const target = storageOf(config, to);
  const files = await all(source.list());
  const there = new Map((await all(target.list())).map(({ key, size }) => [key, size]));
  const result: MoveResult = { total: files.length, copied: 0, present: 0, failed: 0 };
  for (const [index, { key, size }] of files.entries()) {
    if (there.get(key) === size) result.present += 1;
    else {
      try {
        await target.put(key, await source.get(key));
        result.copied += 1;
      } catch (error) {
        result.failed += 1;
        print(`未能复制 ${key}：${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const done = index + 1;
    if (done % PROGRESS_EVERY === 0 || done === files.length) print(`已复制 ${done}/${files.length}`);
  }
  print(`完成：新复制 ${result.copied} 个，目标已有 ${result.present} 个，失败 ${result.failed} 个`);
  return result;
}

async function all(files: AsyncIterable<StoredFile>): Promise<StoredFile[]> {
  const list: StoredFile[] = [];
  for await (const file of files) list.push(file);
  return list;
}

/** `npm run files:move -- --to s3` (or `--to disk`), with the platform's own settings (DATA_DIR, S3_*). */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (values.to !== 's3' && values.to !== 'disk') {
    console.error('用法：npm run files:move -- --to s3 （磁盘 → 对象存储）或 --to disk （对象存储 → 磁盘）');
    process.exitCode = 2;
    return;
  }
  const { failed } = await moveFiles(loadConfig(), values.to, (line) => console.log(line));
  if (failed > 0) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();

import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { MANIFEST_FILE } from './backup-layout.ts';
import { BackupRefused } from './backup-refused.ts';

export const MANIFEST_FORMAT = 1;

const identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/);
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);

const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  /** The last migration applied to the backed-up database: a restore needs the code at the same one. */
  migration: z.object({ tag: z.string(), when: z.number().int() }),
  /** What the backup leaves out on purpose, and why. */
  excluded: z.array(z.string()),
  tables: z.array(
    z.object({ name: identifier, columns: z.array(identifier).min(1), rows: count, size: count, sha256 }),
  ),
  sequences: z.array(
    z.object({
      name: identifier,
      value: z.string().regex(/^-?\d+$/),
      isCalled: z.boolean(),
      ownedBy: z.object({ table: identifier, column: identifier }).nullable(),
    }),
  ),
  files: z.array(z.object({ key: z.string().min(1), size: count, sha256 })),
  /** Files the store listed and then no longer held when copied (removed meanwhile). */
  missingFiles: z.array(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;

export const writeManifest = (backup: string, manifest: Manifest) =>
  fs.writeFile(path.join(backup, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

/** A complete backup's manifest; refused when the folder holds none or one this program cannot read. */
export async function readManifest(backup: string): Promise<Manifest> {
  const text = await fs.readFile(path.join(backup, MANIFEST_FILE), 'utf8').catch(() => {
    throw new BackupRefused(
      `${backup} 不是完整的备份：没有 ${MANIFEST_FILE}（未完成的备份以 .partial 结尾，不能恢复）`,
    );
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupRefused(`${backup} 的 ${MANIFEST_FILE} 不是有效的 JSON，备份已损坏`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupRefused(
      `${backup} 的 ${MANIFEST_FILE} 格式不符（${parsed.error.issues[0]?.path.join('.')}），备份已损坏或版本不同`,
    );
  return parsed.data;
}

import path from 'node:path';
import { LocalDiskStorage } from '../files/index.ts';

/** A backup being written: renamed to its plain name once complete, so it is never taken for one before. */
export const PARTIAL_SUFFIX = '.partial';
export const MANIFEST_FILE = 'manifest.json';

const NAME = /^(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z(\.partial)?$/;

/** A backup's folder name, its UTC time to the second: `2026-11-29T070000Z`. */
export const backupName = (time: Date) => `${time.toISOString().slice(0, 19).replaceAll(':', '')}Z`;

/** The time a backup folder's name (complete or partial) carries; undefined for any other name. */
export function backupTimeOf(name: string): { time: Date; partial: boolean } | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const time = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
  return Number.isNaN(time.getTime()) ? undefined : { time, partial: match[5] !== undefined };
}

/** A table's rows in a backup: its COPY text, gzipped. */
export const tableFile = (backup: string, table: string) => path.join(backup, 'tables', `${table}.copy.gz`);

/** A backup's stored files, under `files/<key>`, kept by the disk storage's rules for keys. */
export const backupFiles = (backup: string) => new LocalDiskStorage(path.join(backup, 'files'));

import type { ImportCellValue } from '../../platform/excel/index.ts';
import { fromShanghaiWallClock, shanghaiWallClock } from '../../platform/shanghai-time.ts';

const EXCEL_EPOCH_DAYS = 25569;
const DAY_MS = 86_400_000;
const DATE_TIME_TEXT = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** The reasons one row fails, joined the way the import lists show them. */
export class RowReasons {
  private readonly reasons: string[] = [];
  add(reason: string): void {
    this.reasons.push(reason);
  }
  get ok(): boolean {
    return this.reasons.length === 0;
  }
  text(): string {
    return this.reasons.join('；');
  }
}

/** A cell as trimmed text ('' when blank); numbers keep their written form. */
export function cellText(value: ImportCellValue): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value).trim();
}

/** Required text of at most `max` characters; the reason names the column. */
export function requiredCell(value: ImportCellValue, label: string, max: number, reasons: RowReasons): string {
  const text = cellText(value);
  if (!text) reasons.add(`${label}不能为空`);
  else if (text.length > max) reasons.add(`${label}不能超过${max}个字符`);
  return text.slice(0, max);
}

/**
 * A date-time cell read as Beijing wall-clock time: an Excel serial number (how the streaming
 * reader gives date cells), a Date, or text such as 2026-03-01 09:00. Undefined when unreadable.
 */
export function cellDateTime(value: ImportCellValue): Date | undefined {
  if (value === null) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : shiftFromShanghai(value.getTime());
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 1 || value > 2_958_465) return undefined;
    return shiftFromShanghai(Math.round((value - EXCEL_EPOCH_DAYS) * DAY_MS));
  }
  const match = DATE_TIME_TEXT.exec(String(value).trim());
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const wallClock = Date.UTC(year!, month! - 1, day, hour, minute, second);
  const check = new Date(wallClock);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day || hour > 23) return undefined;
  return shiftFromShanghai(wallClock);
}

const shiftFromShanghai = (wallClockMs: number) => fromShanghaiWallClock(new Date(wallClockMs));

/** Year and quarter of an instant in Asia/Shanghai. */
export function shanghaiPeriod(instant: Date): { year: number; quarter: number } {
  const wallClock = shanghaiWallClock(instant);
  return { year: wallClock.getUTCFullYear(), quarter: Math.floor(wallClock.getUTCMonth() / 3) + 1 };
}

/** A number cell (or numeric text); undefined when it is not a finite number. */
export function cellNumber(value: ImportCellValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

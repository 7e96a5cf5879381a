import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRows, updateRowsById } from '../../src/db/column-arrays.ts';
import type { Database } from '../../src/db/client.ts';
import { loginLogs } from '../../src/db/schema/index.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

// Text the array literal must carry unchanged: its own syntax, escapes, blanks and the word NULL.
const TEXTS = ['a"b', 'back\\slash', '{braces},comma', '  spaced  ', '', 'NULL', '多行\n文本\t制表', '\\"'];

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

const stored = () =>
  db
    .select({
      id: loginLogs.id,
      username: loginLogs.username,
      success: loginLogs.success,
      createdAt: loginLogs.createdAt,
    })
    .from(loginLogs)
    .orderBy(asc(loginLogs.id));

describe('rows written as column arrays', () => {
  it('keeps every text, flag and time as given, null as null', async () => {
    const at = new Date('2026-03-04T05:06:07.891Z');
    await insertRows(
      db,
      loginLogs,
      TEXTS.map((username, index) => ({
        username,
        provider: 'password',
        success: index % 2 === 0,
        createdAt: at,
        userId: null,
      })),
    );
    const rows = await stored();
    expect(rows.map((row) => row.username)).toEqual(TEXTS);
    expect(rows.map((row) => row.success)).toEqual(TEXTS.map((_, index) => index % 2 === 0));
    expect(rows.every((row) => row.createdAt.getTime() === at.getTime())).toBe(true);
    const [first] = await db.select({ userId: loginLogs.userId }).from(loginLogs).limit(1);
    expect(first?.userId).toBeNull();
  });

  it('updates each row by id with its own values', async () => {
    const rows = await stored();
    await updateRowsById(
      db,
      loginLogs,
      loginLogs.id,
      rows.map((row) => ({ id: row.id, username: `${row.username}"改`, success: !row.success })),
    );
    const after = await stored();
    expect(after.map((row) => row.username)).toEqual(TEXTS.map((text) => `${text}"改`));
    expect(after.map((row) => row.success)).toEqual(rows.map((row) => !row.success));
    const [quoted] = await db.select().from(loginLogs).where(eq(loginLogs.username, 'a"b"改'));
    expect(quoted).toBeDefined();
  });
});

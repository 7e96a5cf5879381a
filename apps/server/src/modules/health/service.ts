import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export async function checkDatabase(db: Database): Promise<{ state: 'up' | 'down'; latencyMs: number }> {
  const started = performance.now();
  try {
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2_000).unref()),
    ]);
    return { state: 'up', latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { state: 'down', latencyMs: Math.round(performance.now() - started) };
  }
}

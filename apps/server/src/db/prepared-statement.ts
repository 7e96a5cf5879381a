import type { Database } from './client.ts';
import { perDatabase } from './per-database.ts';

interface Preparable<Prepared> {
  prepare(name: string): Prepared;
}

/** By database (a statement is bound to its pool), then by name. */
const statements = perDatabase(() => new Map<string, unknown>());

/**
 * A statement of a hot path, built once per database and prepared under its name on each
 * connection that runs it: building a statement with the query builder costs more than running a
 * small one, and a named statement is parsed once per connection and, after a few runs, planned
 * once too. Its values are placeholders (`sql.placeholder`), given to `execute`.
 */
export function preparedStatement<Prepared>(
  db: Database,
  name: string,
  build: (db: Database) => Preparable<Prepared>,
): Prepared {
  const named = statements.of(db);
  if (!named.has(name)) named.set(name, build(db).prepare(name));
  return named.get(name) as Prepared;
}

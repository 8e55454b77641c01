/**
 * The database schema as Kysely sees it: one interface per table. Column types are the common
 * ground of SQLite and PostgreSQL (text, integers; timestamps as ISO-8601 text).
 */

/** Key-value facts about this installation (for example when it was created). */
export interface MetaTable {
  key: string;
  value: string;
  /** ISO-8601 timestamp of the last write. */
  updated_at: string;
}

export interface DatabaseSchema {
  meta: MetaTable;
}

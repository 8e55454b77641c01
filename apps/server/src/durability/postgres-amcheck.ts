import pg from 'pg';

/** PostgreSQL's "duplicate object" and "unique violation": another client created amcheck first. */
const RACED = new Set(['42710', '23505']);

/**
 * Verifies every B-tree index of `schema` with PostgreSQL's amcheck extension
 * (`bt_index_check(index, heapallindexed => true)`: the index is well formed and holds every row
 * of its table), creating the extension in `public` first if needed. `superuserUrl` must connect as
 * a superuser. Answers one line per index that fails; empty when all pass.
 */
export async function checkPostgresIndexes(superuserUrl: string, schema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: superuserUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const amcheckSchema = await ensureAmcheck(client);
    const { rows: indexes } = await client.query<{ oid: number; name: string }>(
      `select c.oid, c.relname as name from pg_index i
         join pg_class c on c.oid = i.indexrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_am am on am.oid = c.relam
        where n.nspname = $1 and am.amname = 'btree' and i.indisvalid and i.indisready
        order by c.relname`,
      [schema],
    );
    if (indexes.length === 0) return [`no B-tree index found in schema ${schema}`];
    const problems: string[] = [];
    for (const index of indexes) {
      try {
        await client.query(`select "${amcheckSchema}".bt_index_check($1::oid::regclass, true)`, [index.oid]);
      } catch (error) {
        problems.push(
          `bt_index_check(${index.name}): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return problems;
  } finally {
    await client.end();
  }
}

/** Creates amcheck in `public` unless it exists; answers the schema it lives in. */
async function ensureAmcheck(client: pg.Client): Promise<string> {
  const find = async () => {
    const { rows } = await client.query<{ schema: string }>(
      `select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'amcheck'`,
    );
    return rows[0]?.schema ?? null;
  };
  const existing = await find();
  if (existing) return existing;
  try {
    await client.query('create extension if not exists amcheck schema public');
  } catch (error) {
    if (!RACED.has(String((error as { code?: unknown }).code))) throw error;
  }
  const created = await find();
  if (!created) throw new Error('the amcheck extension could not be created');
  return created;
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * PostgreSQL for storage tests: the server at 127.0.0.1:5432 (trust auth, database `test`), or
 * TEST_DATABASE_URL. Each test run gets a fresh schema, dropped afterwards. When the server is
 * unreachable the tests are skipped with a notice, except under CI, where they fail.
 */
export interface TestPostgres {
  /** A DATABASE_URL whose connections use the fresh schema (search_path). */
  url: string;
  schema: string;
  drop(): Promise<void>;
}

const CANDIDATE_URLS = process.env.TEST_DATABASE_URL
  ? [process.env.TEST_DATABASE_URL]
  : ['postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'];

let reachable: Promise<string | null> | undefined;

/** The first candidate URL that accepts a connection; null when none does (and CI is not set). */
export function findTestPostgres(): Promise<string | null> {
  reachable ??= (async () => {
    const failures: string[] = [];
    for (const url of CANDIDATE_URLS) {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
      try {
        await client.connect();
        await client.query('select 1');
        return url;
      } catch (error) {
        failures.push(`${redact(url)}: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        await client.end().catch(() => undefined);
      }
    }
    const notice = `PostgreSQL is unreachable (${failures.join('; ')})`;
    if (process.env.CI)
      throw new Error(`${notice}: CI is set, so the PostgreSQL tests fail instead of being skipped.`);
    console.warn(
      `${notice}: skipping the PostgreSQL storage tests. Set TEST_DATABASE_URL or start PostgreSQL to run them.`,
    );
    return null;
  })();
  return reachable;
}

/** Creates a fresh schema on the test server; `drop()` removes it with everything in it. */
export async function createTestSchema(baseUrl: string): Promise<TestPostgres> {
  const schema = `tagproof_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient(baseUrl, (client) => client.query(`create schema "${schema}"`));
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    schema,
    drop: () =>
      withClient(baseUrl, (client) => client.query(`drop schema if exists "${schema}" cascade`)).then(
        () => undefined,
      ),
  };
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unparseable URL';
  }
}

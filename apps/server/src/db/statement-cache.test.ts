import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { cachingStatements } from './statement-cache.js';

const opened: SqliteDatabase.Database[] = [];
afterEach(() => {
  for (const database of opened.splice(0)) if (database.open) database.close();
});

function memory() {
  const database = new SqliteDatabase(':memory:');
  opened.push(database);
  database.exec('create table notes (id integer primary key, text text not null)');
  return database;
}

describe('cachingStatements', () => {
  it('prepares each SQL text once and hands the same statement back', () => {
    const source = cachingStatements(memory());
    const first = source.prepare('select text from notes where id = ?');
    expect(source.prepare('select text from notes where id = ?')).toBe(first);
    expect(source.prepare('select id from notes')).not.toBe(first);
  });

  it('drops the least recently used statement past its capacity', () => {
    const source = cachingStatements(memory(), 2);
    const a = source.prepare('select 1');
    const b = source.prepare('select 2');
    expect(source.prepare('select 1')).toBe(a); // now the most recent
    source.prepare('select 3'); // drops "select 2"
    expect(source.prepare('select 1')).toBe(a);
    expect(source.prepare('select 2')).not.toBe(b);
  });

  it('serves Kysely: the same answers, writes in transactions, and a schema change on the way', async () => {
    const database = memory();
    const db = new Kysely<{ notes: { id: Generated<number>; text: string; tag?: string | null } }>({
      dialect: new SqliteDialect({ database: cachingStatements(database) }),
    });
    for (const text of ['a', 'b', 'c'])
      await db.transaction().execute((trx) => trx.insertInto('notes').values({ text }).execute());
    const read = () => db.selectFrom('notes').selectAll().orderBy('id').execute();
    expect((await read()).map((row) => row.text)).toEqual(['a', 'b', 'c']);
    await sql`alter table notes add column tag text`.execute(db);
    await db.updateTable('notes').set({ tag: 'x' }).where('text', '=', 'b').execute();
    expect(await read()).toEqual([
      { id: 1, text: 'a', tag: null },
      { id: 2, text: 'b', tag: 'x' },
      { id: 3, text: 'c', tag: null },
    ]);
    await db.destroy();
    expect(database.open).toBe(false);
  });
});

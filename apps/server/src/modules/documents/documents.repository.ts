import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseDialect } from '../../db/database.js';
import type { DatabaseSchema, DocumentColumns, TestTriggerLinksTable } from '../../db/schema.js';
import type { CollectionDefinition, DocumentTable } from './collections.js';
import type { ListQuery, Order } from './list-query.js';
import { columnRef, compileFilters, compileKeyset, type SqlContext } from './query-sql.js';

/** A row of any document table: the common columns and the collection's own, by column name. */
export type DocumentRow = DocumentColumns & { [column: string]: string | null };

/**
 * The document tables seen generically, by column name: the collection definitions say which
 * columns exist, and zod has checked every value before it gets here.
 */
type DocumentTables = {
  tests: DocumentRow;
  triggers: DocumentRow;
  test_suite_results: DocumentRow;
  vendors: DocumentRow;
  journeys: DocumentRow;
  test_trigger_links: TestTriggerLinksTable;
};

export type DocumentsDb = Kysely<DocumentTables> | Transaction<DocumentTables>;

/** The generic view of the app's database. */
export function documentTables(db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>): DocumentsDb {
  return db.withTables<DocumentTables>();
}

/** Ids per statement when a list of ids is bound (well under SQLite's and PostgreSQL's limits). */
const CHUNK = 500;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

export async function findRow(
  db: DocumentsDb,
  table: DocumentTable,
  ownerId: string,
  id: string,
): Promise<DocumentRow | undefined> {
  const row = await db
    .selectFrom(table)
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row as DocumentRow | undefined;
}

/** How many rows of `table` `ownerId` has. */
export async function countOwnerRows(
  db: DocumentsDb,
  table: DocumentTable,
  ownerId: string,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Inserts a row; throws the driver's unique-violation error when (owner, id) exists. */
export async function insertRow(db: DocumentsDb, table: DocumentTable, row: DocumentRow): Promise<void> {
  await db.insertInto(table).values(row).execute();
}

/** Updates the owner's row; answers whether it existed. `values` holds columns only. */
export async function updateRow(
  db: DocumentsDb,
  table: DocumentTable,
  ownerId: string,
  id: string,
  values: Record<string, string | null>,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set(values)
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the owner's row (its links go with it); answers whether it existed. */
export async function deleteRow(
  db: DocumentsDb,
  table: DocumentTable,
  ownerId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom(table)
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Sets `updated_at` on the owner's rows with these ids. */
export async function touchRows(
  db: DocumentsDb,
  table: DocumentTable,
  ownerId: string,
  ids: readonly string[],
  updatedAt: string,
): Promise<void> {
  // In id order, so that concurrent transactions lock counterparts in the same order.
  for (const part of chunks([...ids].sort())) {
    await db
      .updateTable(table)
      .set({ updated_at: updatedAt })
      .where('owner_id', '=', ownerId)
      .where('id', 'in', part)
      .execute();
  }
}

/** The owner's rows with these ids. */
export async function findRows(
  db: DocumentsDb,
  table: DocumentTable,
  ownerId: string,
  ids: readonly string[],
): Promise<DocumentRow[]> {
  const rows: DocumentRow[] = [];
  for (const part of chunks(ids)) {
    rows.push(
      ...((await db
        .selectFrom(table)
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('id', 'in', part)
        .execute()) as DocumentRow[]),
    );
  }
  return rows;
}

export interface ListContext {
  dialect: DatabaseDialect;
  ownerId: string;
  /** Count every match (else `total` is 0). */
  countTotal: boolean;
  /** The cursor document's row, already checked to be the owner's; required when `query.cursor` is set. */
  cursorRow?: DocumentRow;
}

/**
 * One page of the owner's documents matching `query`, and how many match in all. The owner
 * condition is part of every statement; the order always ends with the id, so cursors are exact.
 */
export async function listRows(
  db: DocumentsDb,
  collection: CollectionDefinition,
  query: ListQuery,
  context: ListContext,
): Promise<{ rows: DocumentRow[]; total: number }> {
  const sqlContext: SqlContext = { dialect: context.dialect, table: collection.table };
  const filters = compileFilters(sqlContext, query.filters);
  const base = db.selectFrom(collection.table).where('owner_id', '=', context.ownerId).where(filters);

  const orders = totalOrder(query.orders);
  const reversed = query.cursor?.direction === 'before';
  const effective = reversed ? orders.map(reverse) : orders;
  let page = base.selectAll();
  if (query.cursor && context.cursorRow)
    page = page.where(compileKeyset(sqlContext, effective, context.cursorRow));
  for (const order of effective) {
    const column = columnRef(sqlContext, order.column.column);
    page = page.orderBy(column, (builder) =>
      order.direction === 'asc' ? builder.asc().nullsFirst() : builder.desc().nullsLast(),
    );
  }
  const [rows, count] = await Promise.all([
    page.limit(query.limit).offset(query.offset).execute(),
    context.countTotal
      ? base.select(sql<number | string>`count(*)`.as('total')).executeTakeFirst()
      : undefined,
  ]);
  const ordered = (reversed ? rows.reverse() : rows) as DocumentRow[];
  return { rows: ordered, total: Number(count?.total ?? 0) };
}

/** The explicit orders (creation time when none), ended by the id in the direction of the last one. */
function totalOrder(orders: readonly Order[]): Order[] {
  const explicit: Order[] =
    orders.length > 0
      ? [...orders]
      : [{ column: { attribute: '$createdAt', column: 'created_at', kind: 'date' }, direction: 'asc' }];
  if (explicit.some((order) => order.column.column === 'id')) return explicit;
  const last = explicit[explicit.length - 1];
  return [
    ...explicit,
    { column: { attribute: '$id', column: 'id', kind: 'string' }, direction: last?.direction ?? 'asc' },
  ];
}

function reverse(order: Order): Order {
  return { ...order, direction: order.direction === 'asc' ? 'desc' : 'asc' };
}

import { useMemo, useState } from 'react';
import { TableSkeletonRows } from '../../../components/ui/table-skeleton';
import type { EntityDocument, EntityKind } from '../model/entity-types';
import {
  DEFAULT_PAGE_SIZE,
  matchesSearch,
  paginate,
  sortRows,
  toggleSort,
  type SortState,
} from '../model/table-model';
import { searchRecord, sortValue, toEntityRow, type SortKey } from './entity-rows';
import { EntityTableRow, SortHeader } from './entity-table-parts';
import { TablePagination } from './table-pagination';
import { TableSearch } from './table-search';

export interface EntityTableProps {
  kind: EntityKind;
  items: readonly EntityDocument[];
  counterparts: readonly EntityDocument[];
  loading: boolean;
  onEdit(item: EntityDocument): void;
  onDelete(item: EntityDocument): void;
  onRemoveAssociations(item: EntityDocument): void;
  /** A chip was clicked: open that counterpart in view mode. */
  onOpenCounterpart(id: string): void;
}

const COLUMNS = 7;

/**
 * The Tests or Triggers table of specification §2: search, sortable columns (name ascending first),
 * association chips, row actions, skeleton rows while loading, pagination.
 */
export function EntityTable(props: EntityTableProps) {
  const { kind, items, counterparts, loading } = props;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const label = kind === 'test' ? 'Tests' : 'Triggers';
  const associationLabel = kind === 'test' ? 'Associated Triggers' : 'Associated Tests';

  const rows = useMemo(() => items.map((item) => toEntityRow(item, counterparts)), [items, counterparts]);
  const shown = useMemo(
    () =>
      sortRows(
        rows.filter((row) => matchesSearch(searchRecord(row), search)),
        sort,
        sortValue,
      ),
    [rows, search, sort],
  );
  const current = paginate(shown, page, pageSize);
  const emptyText =
    rows.length === 0
      ? kind === 'test'
        ? 'No tests found'
        : 'No triggers found'
      : 'No matching items found';

  const onSort = (column: SortKey) => setSort((previous) => toggleSort(previous, column));
  const header = 'px-3 py-2 text-left text-xs tracking-wide text-slate-600 dark:text-slate-400';

  return (
    <section
      aria-labelledby={`${kind}-table-heading`}
      className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={`${kind}-table-heading`} className="text-lg font-semibold">
          {label}
          {loading ? null : (
            <span className="ml-1.5 text-sm font-normal text-slate-600 dark:text-slate-400">
              {' '}
              ({items.length})
            </span>
          )}
        </h2>
        <TableSearch
          label={`Search ${label.toLowerCase()}`}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[56rem] table-fixed text-sm" aria-busy={loading} aria-label={label}>
          <thead className="bg-slate-50 dark:bg-slate-800/60">
            <tr>
              <SortHeader
                label="Name"
                column="name"
                sort={sort}
                onSort={onSort}
                className={`${header} w-[25%]`}
              />
              <SortHeader
                label="Vendor"
                column="vendor"
                sort={sort}
                onSort={onSort}
                className={`${header} w-[10%]`}
              />
              <SortHeader
                label="Operator"
                column="operator"
                sort={sort}
                onSort={onSort}
                className={`${header} w-[10%]`}
              />
              <th scope="col" className={`${header} w-[20%] font-semibold uppercase`}>
                {associationLabel}
              </th>
              <th scope="col" className={`${header} w-[15%] font-semibold uppercase`}>
                Description
              </th>
              <SortHeader
                label="Last Updated"
                column="updatedAt"
                sort={sort}
                onSort={onSort}
                className={`${header} w-[12%]`}
              />
              <th scope="col" className={`${header} w-[8rem] text-right font-semibold uppercase`}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <TableSkeletonRows columns={COLUMNS} rows={Math.min(pageSize, 5)} />
            ) : current.rows.length === 0 ? (
              <tr>
                <td
                  colSpan={COLUMNS}
                  className="px-4 py-10 text-left text-slate-600 sm:text-center dark:text-slate-400"
                >
                  {emptyText}
                </td>
              </tr>
            ) : (
              current.rows.map((row) => <EntityTableRow key={row.id} row={row} {...props} />)
            )}
          </tbody>
        </table>
      </div>
      <TablePagination
        label={label}
        page={current}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </section>
  );
}

import { useMemo, useState, type ReactNode } from 'react';
import { TableSkeletonRows } from '../../../components/ui/table-skeleton';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { VendorBadge } from '../../../components/ui/vendor-badge';
import type { EntityDocument, EntityKind } from '../model/entity-types';
import {
  DEFAULT_PAGE_SIZE,
  matchesSearch,
  paginate,
  sortRows,
  toggleSort,
  type SortState,
} from '../model/table-model';
import { AssociationChips } from './association-chips';
import { searchRecord, sortValue, toEntityRow, type EntityRow, type SortKey } from './entity-rows';
import { RowActions } from './row-actions';
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

function SortHeader({
  label,
  column,
  sort,
  onSort,
  className,
}: {
  label: string;
  column: SortKey;
  sort: SortState<SortKey>;
  onSort(column: SortKey): void;
  className: string;
}) {
  const active = sort.key === column;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={className}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded font-semibold uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:text-white"
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`size-3.5 ${active ? '' : 'opacity-30'}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path
            d={active && sort.direction === 'desc' ? 'M6 9l6 6 6-6' : 'M6 15l6-6 6 6'}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </th>
  );
}

function Cell({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <td className={`px-3 py-3 align-middle ${className}`}>{children}</td>;
}

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
      <div className="overflow-x-auto">
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
                <td colSpan={COLUMNS} className="px-3 py-10 text-center text-slate-600 dark:text-slate-400">
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

function EntityTableRow({
  row,
  onEdit,
  onDelete,
  onRemoveAssociations,
  onOpenCounterpart,
}: { row: EntityRow } & EntityTableProps) {
  return (
    <tr
      data-entity-id={row.id}
      className="border-t border-slate-100 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/40"
    >
      <Cell className="font-medium">
        <TruncatedText text={row.name} />
      </Cell>
      <Cell>
        {row.vendor ? (
          <span className="inline-flex items-center gap-2" title={row.vendorLabel}>
            <VendorBadge code={row.vendor} label={row.vendorLabel} />
          </span>
        ) : (
          <span className="text-slate-500 dark:text-slate-400">None</span>
        )}
      </Cell>
      <Cell>
        {row.operator ? (
          <span className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs font-semibold dark:bg-slate-800">
            {row.operator}
          </span>
        ) : (
          <span className="text-slate-500">—</span>
        )}
      </Cell>
      <Cell>
        <AssociationChips items={row.associations} onOpen={onOpenCounterpart} />
      </Cell>
      <Cell>
        {row.description.trim() ? (
          <TruncatedText text={row.description} className="text-slate-700 dark:text-slate-300" />
        ) : (
          <span className="text-slate-500 italic dark:text-slate-400">No description</span>
        )}
      </Cell>
      <Cell className="text-slate-700 dark:text-slate-300">{row.updatedText}</Cell>
      <Cell>
        <RowActions
          name={row.name}
          hasAssociations={row.associations.length > 0}
          onEdit={() => onEdit(row.item)}
          onDelete={() => onDelete(row.item)}
          onRemoveAssociations={() => onRemoveAssociations(row.item)}
        />
      </Cell>
    </tr>
  );
}

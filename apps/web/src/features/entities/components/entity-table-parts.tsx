import type { ReactNode } from 'react';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { VendorBadge } from '../../../components/ui/vendor-badge';
import type { SortState } from '../model/table-model';
import { AssociationChips } from './association-chips';
import type { EntityRow, SortKey } from './entity-rows';
import type { EntityTableProps } from './entity-table';
import { RowActions } from './row-actions';

/** A sortable column header: a button, with aria-sort on the column. */
export function SortHeader({
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

/** A body cell. */
function Cell({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <td className={`px-3 py-3 align-middle ${className}`}>{children}</td>;
}

/** One row: name, vendor badge (or "None"), operator, chips, description, last update, actions. */
export function EntityTableRow({
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

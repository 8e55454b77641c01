import { useState } from 'react';
import { buttonClass } from '../../../../components/ui/button-styles';
import { SidePanel } from '../../../../components/ui/side-panel';
import { VendorBadge } from '../../../../components/ui/vendor-badge';
import { entityVendor, type EntityDocument } from '../../model/entity-types';
import { matchesSearch } from '../../model/table-model';
import { vendorName } from '../../model/vendors';
import { TEXT_INPUT } from './field-styles';

/** The association picker's edit panel width (specification §9). */
export const ASSOCIATION_PANEL_WIDTH = 75;

interface AssociationPickerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  candidates: readonly EntityDocument[];
  selected: readonly string[];
  onToggle(candidate: EntityDocument): void;
  /** Ids whose toggle is being saved. */
  pending?: ReadonlySet<string>;
  /** Shown above the list (edit mode saves each change at once). */
  hint?: string;
}

/** The 75% edit panel listing the counterparts with a checkbox each, searchable. */
export function AssociationPicker({
  open,
  onOpenChange,
  title,
  candidates,
  selected,
  onToggle,
  pending,
  hint,
}: AssociationPickerProps) {
  const [search, setSearch] = useState('');
  const shown = candidates.filter((candidate) =>
    matchesSearch(
      {
        name: candidate.name,
        description: candidate.description ?? '',
        vendor: entityVendor(candidate) ?? '',
      },
      search,
    ),
  );
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      width={ASSOCIATION_PANEL_WIDTH}
      description={`${selected.length} selected`}
    >
      <div className="flex flex-col gap-4">
        {hint ? <p className="text-sm text-slate-700 dark:text-slate-300">{hint}</p> : null}
        <input
          type="search"
          aria-label={`Search ${title.replace('Associate with ', '').toLowerCase()}`}
          placeholder="Search by name, description or vendor"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={`${TEXT_INPUT} max-w-md`}
        />
        {candidates.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Nothing to associate yet.</p>
        ) : shown.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No matching items found</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
            {shown.map((candidate) => {
              const vendor = entityVendor(candidate);
              const checked = selected.includes(candidate.$id);
              return (
                <li key={candidate.$id}>
                  <label className="flex cursor-pointer items-center gap-3 px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-800/50">
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={pending?.has(candidate.$id) ?? false}
                      onChange={() => onToggle(candidate)}
                      className="size-4 accent-indigo-700"
                    />
                    {vendor ? (
                      <VendorBadge code={vendor} label={vendorName(vendor)} className="size-7" />
                    ) : null}
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{candidate.name}</span>
                      <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                        {candidate.description?.trim() || 'No description'}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        <div className="flex justify-end">
          <button type="button" className={buttonClass('primary')} onClick={() => onOpenChange(false)}>
            Done
          </button>
        </div>
      </div>
    </SidePanel>
  );
}

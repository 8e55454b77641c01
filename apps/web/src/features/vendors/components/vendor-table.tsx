import { buttonClass } from '../../../components/ui/button-styles';
import { builtInClash, hostsOf, type VendorDocument } from '../model/vendor-document';

export interface VendorTableProps {
  vendors: readonly VendorDocument[];
  /** Writes allowed (a verified e-mail). */
  canWrite: boolean;
  onEdit(vendor: VendorDocument): void;
  onDelete(vendor: VendorDocument): void;
}

const CELL = 'px-3 py-2 text-left align-top';

/**
 * The user's custom vendors: code, name, kind, hosts, with Edit and Delete. A vendor whose code a
 * built-in vendor now owns is flagged as not applied (its row says why).
 */
export function VendorTable({ vendors, canWrite, onEdit, onDelete }: VendorTableProps) {
  if (vendors.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">No custom vendors yet.</p>;
  return (
    <table aria-label="Custom vendors" className="w-full text-sm">
      <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase dark:border-slate-700 dark:text-slate-400">
        <tr>
          <th className={CELL}>Code</th>
          <th className={CELL}>Name</th>
          <th className={CELL}>Kind</th>
          <th className={CELL}>Hosts</th>
          <th className={CELL}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {vendors.map((vendor) => (
          <tr key={vendor.$id} className="border-b border-slate-100 dark:border-slate-800">
            <td className={`${CELL} font-mono`}>
              {vendor.code}
              <NotAppliedNote vendor={vendor} />
            </td>
            <td className={CELL}>{vendor.name}</td>
            <td className={CELL}>{vendor.kind.replace('_', ' ')}</td>
            <td className={`${CELL} font-mono text-xs`}>{hostsOf(vendor).join(', ')}</td>
            <td className={`${CELL} flex justify-end gap-2`}>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={!canWrite}
                aria-label={`Edit ${vendor.code}`}
                onClick={() => onEdit(vendor)}
              >
                Edit
              </button>
              <button
                type="button"
                className={buttonClass('danger', 'sm')}
                disabled={!canWrite}
                aria-label={`Delete ${vendor.code}`}
                onClick={() => onDelete(vendor)}
              >
                Delete
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function NotAppliedNote({ vendor }: { vendor: VendorDocument }) {
  const clash = builtInClash(vendor);
  if (clash === null) return null;
  return (
    <p
      data-testid="vendor-not-applied"
      className="mt-1 font-sans text-xs text-amber-800 first-letter:uppercase dark:text-amber-300"
    >
      {clash}
    </p>
  );
}

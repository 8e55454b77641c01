import { focusRing } from '../../../components/ui/button-styles';
import type { AssociationItem } from '../model/entity-types';

/** Associations as chips; a known one opens its item in view mode, an unknown one reads "Unknown ({id})". */
export function AssociationChips({
  items,
  onOpen,
  empty = 'None',
}: {
  items: readonly AssociationItem[];
  onOpen?(id: string): void;
  empty?: string;
}) {
  if (items.length === 0) return <span className="text-sm text-slate-500 dark:text-slate-400">{empty}</span>;
  return (
    <ul
      className="flex flex-wrap gap-1.5"
      aria-label={`Associated ${items[0]?.type === 'Test' ? 'tests' : 'triggers'}`}
    >
      {items.map((item) => {
        const unknown = item.name.startsWith('Unknown (');
        const tone =
          item.type === 'Test'
            ? 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100'
            : 'border-violet-200 bg-violet-50 text-violet-900 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-100';
        return (
          <li key={item.id} className="max-w-full">
            {onOpen && !unknown ? (
              <button
                type="button"
                onClick={() => onOpen(item.id)}
                title={`View ${item.type.toLowerCase()} ${item.name}`}
                className={`inline-flex max-w-48 items-center truncate rounded-full border px-2.5 py-0.5 text-xs font-medium hover:underline ${tone} ${focusRing}`}
              >
                <span className="truncate">{item.name}</span>
              </button>
            ) : (
              <span
                className={`inline-flex max-w-48 truncate rounded-full border px-2.5 py-0.5 text-xs font-medium ${unknown ? 'border-slate-300 bg-slate-100 text-slate-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300' : tone}`}
              >
                {item.name}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import { buttonClass } from '../../../../components/ui/button-styles';
import { Menu, MenuCheckboxItem, MenuContent, MenuTrigger } from '../../../../components/ui/menu';

export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

/** A facet: a dropdown of values with how many requests have each, checked values narrowing the page. */
export function FacetMenu({
  label,
  options,
  selected,
  onToggle,
}: {
  label: string;
  options: readonly FacetOption[];
  selected: readonly string[];
  onToggle(value: string): void;
}) {
  const active = selected.length;
  return (
    <Menu>
      <MenuTrigger
        className={buttonClass(active > 0 ? 'primary' : 'secondary', 'sm')}
        disabled={options.length === 0}
        aria-label={active > 0 ? `${label}, ${active} selected` : label}
      >
        {label}
        {active > 0 ? <span className="rounded-full bg-white/25 px-1.5 text-xs">{active}</span> : null}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </MenuTrigger>
      <MenuContent
        className="w-72 max-w-[calc(100vw-1rem)]"
        align="start"
        // A long list (a capture of 15 vendors) scrolls within 20rem, so it opens below the button
        // rather than flipping above it over the page's header.
        style={{ maxHeight: 'min(20rem, var(--radix-dropdown-menu-content-available-height))' }}
      >
        {options.map((option) => (
          <MenuCheckboxItem
            key={option.value}
            checked={selected.includes(option.value)}
            onCheckedChange={() => onToggle(option.value)}
            onSelect={(event) => event.preventDefault()}
          >
            <span className="min-w-0 flex-1 truncate" title={option.label}>
              {option.label}
            </span>
            <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
              {option.count.toLocaleString()}
            </span>
          </MenuCheckboxItem>
        ))}
      </MenuContent>
    </Menu>
  );
}

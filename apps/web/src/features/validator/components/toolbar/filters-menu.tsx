import { buttonClass } from '../../../../components/ui/button-styles';
import {
  Menu,
  MenuCheckboxItem,
  MenuContent,
  MenuGroup,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
} from '../../../../components/ui/menu';
import { useResultRows } from '../../hooks/use-result-rows';
import { activeFilterCount, categoryOptions, FILTER_GROUPS, type FilterGroup } from '../../stores/filters';
import { useValidator, validatorActions } from '../../stores/validator-instance';

/** The Filters dropdown (specification §5): a checkbox per value, and Reset. */
export function FiltersMenu() {
  const filters = useValidator((state) => state.filters);
  const hasResults = useValidator((state) => state.validatedData !== null);
  const { rows } = useResultRows();
  const count = activeFilterCount(filters);
  const groups: FilterGroup[] = [
    ...FILTER_GROUPS,
    { id: 'category', label: 'Platform', options: categoryOptions(rows) },
  ];
  return (
    <Menu>
      <MenuTrigger
        className={buttonClass(count > 0 ? 'primary' : 'ghost', 'sm')}
        disabled={!hasResults}
        aria-label={count > 0 ? `Filters, ${count} active` : 'Filters'}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 5h18l-7 8v6l-4 2v-8L3 5z" strokeLinejoin="round" />
        </svg>
        Filters
        {count > 0 ? <span className="rounded-full bg-white/25 px-1.5 text-xs">{count}</span> : null}
      </MenuTrigger>
      <MenuContent className="w-72">
        {groups.map((group, index) => (
          <div key={group.id}>
            {index > 0 ? <MenuSeparator /> : null}
            <MenuGroup label={group.label}>
              {group.options.map((option) => (
                <MenuCheckboxItem
                  key={option.value}
                  checked={filters[group.id].includes(option.value)}
                  onCheckedChange={() => validatorActions().toggleFilter(group.id, option.value)}
                  onSelect={(event) => event.preventDefault()}
                >
                  {option.label}
                </MenuCheckboxItem>
              ))}
            </MenuGroup>
          </div>
        ))}
        <MenuSeparator />
        <MenuItem
          disabled={count === 0}
          onSelect={() => validatorActions().resetFilters()}
          className="font-semibold"
        >
          Reset filters
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}

import { useRef } from 'react';
import { buttonClass } from '../../../../components/ui/button-styles';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../../components/ui/menu';
import { getResultsViewMode, setResultsViewMode } from '../../stores/results-view-mode';
import { useValidator } from '../../stores/validator-instance';

/** The page's anchors: the spec names #validation-results and #duplicated-results; the others help too. */
export const PAGE_LINKS = [
  { anchor: 'summary-report', label: 'Summary Report' },
  { anchor: 'validation-results', label: 'Requests with errors' },
  { anchor: 'duplicated-results', label: 'Duplicated Requests' },
  { anchor: 'custom-checks-summary', label: 'Custom Checks Summary' },
  { anchor: 'matched-requests', label: 'Matched Requests' },
] as const;

/**
 * Scrolls to a section and moves keyboard focus to its heading. A grouped section asked for in the
 * timeline view brings the grouped view back first.
 */
export function goToSection(anchor: string, retry = true): void {
  const section = document.getElementById(anchor);
  if (!section) {
    if (retry && getResultsViewMode() === 'timeline') {
      setResultsViewMode('grouped');
      requestAnimationFrame(() => goToSection(anchor, false));
    }
    return;
  }
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${anchor}`);
}

/** The Page Links dropdown: the chosen section gets focus once the menu has closed. */
export function PageLinksMenu() {
  const hasResults = useValidator((state) => state.validatedData !== null && state.error === null);
  const chosen = useRef<string | null>(null);
  return (
    <Menu>
      <MenuTrigger className={buttonClass('ghost', 'sm')} disabled={!hasResults}>
        Page Links
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
        onCloseAutoFocus={(event) => {
          if (!chosen.current) return;
          event.preventDefault(); // focus goes to the section, not back to the trigger
          goToSection(chosen.current);
          chosen.current = null;
        }}
      >
        {PAGE_LINKS.map((link) => (
          <MenuItem key={link.anchor} onSelect={() => (chosen.current = link.anchor)}>
            {link.label}
            <span className="sr-only"> (#{link.anchor})</span>
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  );
}

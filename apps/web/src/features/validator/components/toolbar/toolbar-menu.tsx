import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../../components/ui/button-styles';
import {
  Menu,
  MenuContent,
  MenuGroup,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
} from '../../../../components/ui/menu';
import { useValidator, validatorActions } from '../../stores/validator-instance';
import { goToSection, PAGE_LINKS } from './page-links-menu';

/**
 * The top bar's actions in one menu, for small windows (the toolbar shows them inline from 1024 px):
 * Revalidate, Entities, the Page Links, Cached Results, How it works and Help. Filters stays beside it.
 */
export function ToolbarMenu({ canRevalidate }: { canRevalidate: boolean }) {
  const navigate = useNavigate();
  const hasResults = useValidator((state) => state.validatedData !== null && state.error === null);
  const chosen = useRef<string | null>(null);
  const actions = validatorActions();
  return (
    <Menu>
      <MenuTrigger className={buttonClass('ghost', 'sm')} aria-label="Menu">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
        Menu
      </MenuTrigger>
      <MenuContent
        align="start"
        onCloseAutoFocus={(event) => {
          if (!chosen.current) return;
          event.preventDefault(); // focus goes to the chosen section, not back to the trigger
          goToSection(chosen.current);
          chosen.current = null;
        }}
      >
        <MenuItem disabled={!canRevalidate} onSelect={() => void actions.revalidate()}>
          Revalidate
        </MenuItem>
        <MenuItem onSelect={() => void navigate('/allEntities')}>Entities</MenuItem>
        <MenuItem onSelect={() => actions.setSessionsOpen(true)}>Cached Results</MenuItem>
        <MenuItem onSelect={() => actions.setRecommendationsOpen(true)}>How it works</MenuItem>
        <MenuItem onSelect={() => actions.setHelpOpen(true)}>Help</MenuItem>
        {hasResults ? (
          <>
            <MenuSeparator />
            <MenuGroup label="Page Links">
              {PAGE_LINKS.map((link) => (
                <MenuItem key={link.anchor} onSelect={() => (chosen.current = link.anchor)}>
                  {link.label}
                </MenuItem>
              ))}
            </MenuGroup>
          </>
        ) : null}
      </MenuContent>
    </Menu>
  );
}

import { NavLink } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';

const LINKS = [
  { to: '/', label: 'Validator', end: true },
  { to: '/allEntities', label: 'Tests and Triggers', end: false },
  { to: '/automation-builder', label: 'Automation Builder', end: false },
  { to: '/journeys', label: 'Journeys', end: false },
  { to: '/runs', label: 'Runs', end: false },
  { to: '/vendors', label: 'Vendors', end: false },
] as const;

/** The navigation bar of the pages beside the validator: where else to go, the current page marked. */
export function SectionLinks() {
  return (
    <>
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          className={({ isActive }) =>
            `${buttonClass('ghost', 'sm')} ${isActive ? 'bg-indigo-50 text-indigo-900 dark:bg-slate-800 dark:text-white' : ''}`
          }
        >
          {link.label}
        </NavLink>
      ))}
    </>
  );
}

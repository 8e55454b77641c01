import { vendorFacts } from '@tagproof/engine';

/** Drawn for a code no built-in vendor has: a user's own vendor (its code's first letters), or none ("?"). */
function otherBadge(code: string) {
  return { short: code.slice(0, 2) || '?', color: 'oklch(55.4% 0.046 257.417)', textColor: '#fff' };
}

function Compass() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M15.5 8.5l-2 5-5 2 2-5 5-2z" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A vendor's badge as its engine spec draws it (letters on a brand-like colour, or a glyph such as the
 * compass of page navigations), labelled with its name for screen readers (`label`), or decorative
 * without one. A custom vendor's code shows its first two letters on grey; no code shows "?".
 */
export function VendorBadge({
  code,
  label,
  className = 'size-8',
}: {
  code: string;
  label?: string;
  className?: string;
}) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const badge = vendorFacts(code)?.badge ?? otherBadge(code);
  const style = { backgroundColor: badge.color, color: badge.textColor };
  if ('icon' in badge && badge.icon === 'compass') {
    return (
      <span
        {...a11y}
        style={style}
        className={`inline-flex shrink-0 items-center justify-center rounded-lg ${className}`}
      >
        <Compass />
      </span>
    );
  }
  return (
    <span
      {...a11y}
      style={style}
      className={`inline-flex shrink-0 items-center justify-center rounded-lg text-[11px] font-bold tracking-tight ${className}`}
    >
      {badge.short}
    </span>
  );
}

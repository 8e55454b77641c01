/** Letter badges per vendor code (brand-like colours); Navigation gets a compass. */
const BADGES: Record<string, { text: string; className: string }> = {
  GOOGLEANALYTICS4: { text: 'GA4', className: 'bg-amber-500 text-slate-950' },
  GOOGLEADS: { text: 'Ads', className: 'bg-blue-600 text-white' },
  GTM: { text: 'GTM', className: 'bg-sky-700 text-white' },
  FACEBOOK: { text: 'f', className: 'bg-blue-700 text-white text-base' },
  PINTEREST: { text: 'P', className: 'bg-red-700 text-white' },
  BING: { text: 'B', className: 'bg-teal-700 text-white' },
  TEADS: { text: 'T', className: 'bg-slate-800 text-white' },
  CONTENT_SQUARE: { text: 'CS', className: 'bg-indigo-800 text-white' },
  TIKTOK: { text: 'TT', className: 'bg-slate-950 text-white' },
  TIKTOKPIXEL: { text: 'TT', className: 'bg-pink-700 text-white' },
  TWITTER: { text: 'X', className: 'bg-slate-950 text-white' },
  ADOBELAUNCH: { text: 'AL', className: 'bg-red-700 text-white' },
  ADOBEWEBSDK: { text: 'AW', className: 'bg-red-800 text-white' },
  MSCLARITY: { text: 'C', className: 'bg-cyan-700 text-white' },
  DY: { text: 'DY', className: 'bg-violet-700 text-white' },
  DYNAMICYIELD: { text: 'DY', className: 'bg-violet-700 text-white' },
  REDDIT: { text: 'R', className: 'bg-orange-700 text-white' },
};

/**
 * A vendor's badge, labelled with its name for screen readers (`label`), or decorative without one.
 * An unknown code shows "?".
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
  if (code === 'Navigation') {
    return (
      <span
        {...a11y}
        className={`inline-flex shrink-0 items-center justify-center rounded-lg bg-emerald-700 text-white ${className}`}
      >
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
      </span>
    );
  }
  const badge = BADGES[code] ?? { text: '?', className: 'bg-slate-500 text-white' };
  return (
    <span
      {...a11y}
      className={`inline-flex shrink-0 items-center justify-center rounded-lg text-[11px] font-bold tracking-tight ${badge.className} ${className}`}
    >
      {badge.text}
    </span>
  );
}

import { buttonClass } from '../../../components/ui/button-styles';
import { PAGE_SIZES, pageNumbers, showingText, type Page } from '../model/table-model';

interface TablePaginationProps {
  page: Page<unknown>;
  pageSize: number;
  onPage(page: number): void;
  onPageSize(size: number): void;
  label: string;
}

const ARROWS = {
  first: 'M11 17l-5-5 5-5M18 17l-5-5 5-5',
  previous: 'M15 18l-6-6 6-6',
  next: 'M9 18l6-6-6-6',
  last: 'M13 17l5-5-5-5M6 17l5-5-5-5',
} as const;

function ArrowButton({
  kind,
  label,
  disabled,
  onClick,
}: {
  kind: keyof typeof ARROWS;
  label: string;
  disabled: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={buttonClass('ghost', 'sm')}
      disabled={disabled}
      onClick={onClick}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d={ARROWS[kind]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

/** "Showing X to Y of Z entries", the page size (5/10/25/50), first/previous/pages/next/last. */
export function TablePagination({ page, pageSize, onPage, onPageSize, label }: TablePaginationProps) {
  const atStart = page.page <= 1;
  const atEnd = page.page >= page.pageCount;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between dark:border-slate-700">
      <div className="flex flex-wrap items-center gap-4">
        <p aria-live="polite" className="text-slate-700 dark:text-slate-300">
          {showingText(page)}
        </p>
        <label className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
          Rows per page
          <select
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
            className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-900"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
      <nav aria-label={`${label} pages`} className="flex flex-wrap items-center gap-1">
        <ArrowButton kind="first" label="First page" disabled={atStart} onClick={() => onPage(1)} />
        <ArrowButton
          kind="previous"
          label="Previous page"
          disabled={atStart}
          onClick={() => onPage(page.page - 1)}
        />
        {pageNumbers(page.page, page.pageCount).map((item) =>
          typeof item === 'number' ? (
            <button
              key={item}
              type="button"
              aria-label={`Page ${item}`}
              aria-current={item === page.page ? 'page' : undefined}
              onClick={() => onPage(item)}
              className={`${buttonClass(item === page.page ? 'primary' : 'ghost', 'sm')} min-w-8 px-2`}
            >
              {item}
            </button>
          ) : (
            <span key={item} aria-hidden="true" className="px-1 text-slate-500">
              …
            </span>
          ),
        )}
        <ArrowButton kind="next" label="Next page" disabled={atEnd} onClick={() => onPage(page.page + 1)} />
        <ArrowButton kind="last" label="Last page" disabled={atEnd} onClick={() => onPage(page.pageCount)} />
      </nav>
    </div>
  );
}

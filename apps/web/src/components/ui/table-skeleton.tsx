/** Placeholder rows while a table loads: grey bars in each column, hidden from screen readers. */
export function TableSkeletonRows({ rows = 5, columns }: { rows?: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr
          key={row}
          aria-hidden="true"
          data-skeleton-row
          className="border-t border-slate-100 dark:border-slate-800"
        >
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className="px-3 py-3">
              <span
                className="block h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-700"
                style={{ width: `${50 + ((row * 7 + column * 13) % 45)}%` }}
              />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../../../components/ui/button-styles';
import { useResponsiveColumns } from '../../../../components/ui/use-columns';
import { VirtualGrid } from '../../../../components/ui/virtual-grid';
import { useAuth } from '../../../../lib/auth/auth-store';
import { useResultRows } from '../../hooks/use-result-rows';
import type { RequestRow } from '../../stores/request-rows';
import { validatorActions } from '../../stores/validator-instance';
import { VendorBadge } from '../../../../components/ui/vendor-badge';
import { EmptyNote, SectionHeading } from './section-heading';

function ChecksCard({ row }: { row: RequestRow }) {
  const failed = row.customFailed > 0;
  return (
    <button
      type="button"
      onClick={() => validatorActions().jumpToRequest(row.id)}
      className={`flex w-full items-center gap-3 rounded-xl border bg-white p-3 text-left shadow-sm hover:border-indigo-300 dark:bg-slate-900 ${focusRing} ${failed ? 'border-red-300 dark:border-red-800' : 'border-slate-200 dark:border-slate-700'}`}
    >
      <VendorBadge code={row.category ?? ''} className="size-8" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-slate-900 dark:text-white">{row.eventName}</span>
        <span
          className={`text-sm font-semibold ${failed ? 'text-red-700 dark:text-red-400' : 'text-green-700 dark:text-green-400'}`}
        >
          {row.customPassed}/{row.customTotal} Checks Passed
        </span>
      </span>
    </button>
  );
}

/** Section 4: per request, how many of the user's custom checks passed (Navigation skipped). */
export function CustomChecksSummary() {
  const { matched } = useResultRows();
  const signedIn = useAuth((state) => state.user !== null);
  const columns = useResponsiveColumns(3);
  const rows = useMemo(() => matched.filter((row) => !row.isNavigation && row.customTotal > 0), [matched]);
  const render = useCallback((row: RequestRow) => <ChecksCard row={row} />, []);
  return (
    <section id="custom-checks-summary" data-anchor aria-labelledby="custom-checks-title">
      <SectionHeading id="custom-checks-title" title="Custom Checks Summary" count={`(${rows.length})`} />
      {rows.length > 0 ? (
        <VirtualGrid
          items={rows}
          getKey={(row) => row.id}
          renderItem={render}
          columns={columns}
          estimateRowHeight={76}
        />
      ) : signedIn ? (
        <EmptyNote>None of your tests ran on these requests.</EmptyNote>
      ) : (
        <EmptyNote>
          Custom checks run your own tests and triggers on every request.{' '}
          <Link to="/login" className="font-semibold text-indigo-700 underline dark:text-indigo-300">
            Sign in
          </Link>{' '}
          to create them.
        </EmptyNote>
      )}
    </section>
  );
}

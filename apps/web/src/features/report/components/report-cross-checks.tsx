import { crossCheckCounts } from '@tagproof/engine';
import type { ReportCrossChecks as CrossChecks } from '@tagproof/contracts';
import {
  CROSS_CHECKS_HINT,
  CrossChecksCards,
  type RequestLinker,
} from '../../../components/cross-checks/cross-checks-cards';

/** A saved report names its requests by what the check knows of them (it keeps no request ids). */
const reportLinker: RequestLinker = (_id, label, fallback) =>
  label ?? <span className="text-slate-800 dark:text-slate-200">{fallback}</span>;

/** The saved run's cross-checks, as the results page shows them; nothing when none ran or were saved. */
export function ReportCrossChecks({ cross }: { cross: CrossChecks | null | undefined }) {
  if (!cross) return null;
  const { total, failed } = crossCheckCounts(cross);
  if (total === 0) return null;
  return (
    <section aria-labelledby="report-cross-checks" className="flex flex-col gap-3">
      <div>
        <h2 id="report-cross-checks" className="text-xl font-bold">
          Cross-checks{' '}
          <span className="text-base font-normal text-slate-600 dark:text-slate-400">
            ({failed} failed of {total})
          </span>
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{CROSS_CHECKS_HINT}</p>
      </div>
      <CrossChecksCards cross={cross} link={reportLinker} />
    </section>
  );
}

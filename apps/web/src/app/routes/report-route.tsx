import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ProtectedRoute } from '../../components/auth/protected-route';
import { Spinner } from '../../components/ui/spinner';
import type { ActionExtras } from '../../features/report';
import { CreateTriggerFromAction } from './create-trigger-from-action';

const ReportPage = lazy(() => import('../../features/report').then((m) => ({ default: m.ReportPage })));

/** Each action offers "Create Trigger" (from a user interaction: the entities feature's form). */
const EXTRAS: ActionExtras = {
  action: (action, actionKey) => <CreateTriggerFromAction action={action} actionKey={actionKey} />,
};

/** A report opened from a shared results link (`?job=…&token=…`): read by the job's token, no sign-in. */
const TokenReportPage = lazy(() =>
  import('../../features/report').then((m) => ({
    default: ({ reportId, jobId, token }: { reportId: string; jobId: string; token: string }) => (
      <m.ReportPage reportId={reportId} load={() => m.loadJobReport(jobId, token)} />
    ),
  })),
);

/**
 * `/automatedResults/:id`: the validation report, for signed-in users (the guard asks to log in),
 * or for the holder of a run's token when the link carries `?job=…&token=…`.
 */
export function ReportRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const jobId = search.get('job');
  const token = search.get('token');
  if (jobId && token) {
    return (
      <Suspense fallback={<p role="status">Loading validation results...</p>}>
        <TokenReportPage key={id} reportId={id} jobId={jobId} token={token} />
      </Suspense>
    );
  }
  return (
    <ProtectedRoute>
      <Suspense
        fallback={
          <p role="status" className="flex items-center justify-center gap-3 py-24">
            <Spinner />
            Loading validation results...
          </p>
        }
      >
        <ReportPage key={id} reportId={id} extras={EXTRAS} />
      </Suspense>
    </ProtectedRoute>
  );
}

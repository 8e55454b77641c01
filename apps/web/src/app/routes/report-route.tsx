import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { ProtectedRoute } from '../../components/auth/protected-route';
import { Spinner } from '../../components/ui/spinner';
import type { ActionExtras } from '../../features/report';
import { CreateTriggerFromAction } from './create-trigger-from-action';

const ReportPage = lazy(() => import('../../features/report').then((m) => ({ default: m.ReportPage })));

/** Each action offers "Create Trigger" (from a user interaction: the entities feature's form). */
const EXTRAS: ActionExtras = {
  action: (action, actionKey) => <CreateTriggerFromAction action={action} actionKey={actionKey} />,
};

/** `/automatedResults/:id`: the validation report, for signed-in users only (the guard asks to log in). */
export function ReportRoute() {
  const { id = '' } = useParams();
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

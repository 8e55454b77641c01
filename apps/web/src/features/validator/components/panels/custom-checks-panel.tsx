import { useRef } from 'react';
import { Link } from 'react-router';
import { ConditionTable } from '../../../../components/checks/condition-table';
import { SidePanel } from '../../../../components/ui/side-panel';
import { useAuth } from '../../../../lib/auth/auth-store';
import type { CustomCheckResult } from '../../../../lib/validation-types';
import type { RequestRow } from '../../stores/request-rows';
import { validatorActions } from '../../stores/validator-instance';
import { Badge } from '../request-card/request-badges';
import { usePanelRow } from './use-panel-row';

function CheckResult({ result }: { result: CustomCheckResult }) {
  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold">{result.testName}</h3>
        <Badge tone={result.passed ? 'good' : 'error'}>{result.passed ? 'Passed' : 'Failed'}</Badge>
      </div>
      <div className="mt-3">
        <ConditionTable conditions={result.conditions} />
      </div>
    </li>
  );
}

/** 'Custom Checks for {event}': the user's tests that ran on a request, condition by condition. */
export function CustomChecksPanel() {
  const current = usePanelRow('customChecks');
  const shown = useRef<RequestRow | null>(null);
  if (current) shown.current = current;
  const row = shown.current;
  const signedIn = useAuth((state) => state.user !== null);
  const results = row?.request.validation.customValidationResults ?? [];
  return (
    <SidePanel
      open={current !== null}
      onOpenChange={(open) => !open && validatorActions().openPanel(null)}
      title={`Custom Checks for ${row?.eventName ?? ''}`}
      description={row ? `${row.customPassed} passed, ${row.customFailed} failed` : undefined}
    >
      {results.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {results.map((result) => (
            <CheckResult key={result.testID} result={result} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          No custom checks ran on this request.{' '}
          {signedIn ? (
            'Create a test for its platform to check it on every validation.'
          ) : (
            <>
              <Link to="/login" className="font-semibold text-indigo-700 underline dark:text-indigo-300">
                Sign in
              </Link>{' '}
              to create tests and triggers.
            </>
          )}
        </p>
      )}
    </SidePanel>
  );
}

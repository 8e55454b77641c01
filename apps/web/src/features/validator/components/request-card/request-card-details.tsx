import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button-styles';
import type { RequestRow } from '../../stores/request-rows';
import { validatorActions } from '../../stores/validator-instance';
import { FindingList } from './finding-list';
import { ParameterGroups } from './parameter-groups';

/** Where "Create Test from Request" leads: its side panel over these results (`?createTest=<id>`). */
export function createTestHref(requestId: string): string {
  return `/?createTest=${encodeURIComponent(requestId)}`;
}

/** The expanded card: findings, grouped parameters, custom checks, details and test creation. */
export function RequestCardDetails({ row }: { row: RequestRow }) {
  const { erroredParameters, suggestedParameters } = row.request.validation.autoValidationResults;
  return (
    <div className="flex flex-col gap-4 border-t border-slate-200 px-4 py-4 dark:border-slate-700">
      <FindingList title="Errors" tone="error" findings={erroredParameters} />
      <FindingList title="Suggestions" tone="suggestion" findings={suggestedParameters} />
      <ParameterGroups
        parameters={row.request.requestMetadata.parameters}
        errored={erroredParameters}
        suggested={suggestedParameters}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => validatorActions().openPanel({ kind: 'customChecks', requestId: row.id })}
        >
          View Custom Checks
          <span className="text-xs text-slate-600 dark:text-slate-400">
            ({row.customPassed} passed, {row.customFailed} failed)
          </span>
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => validatorActions().openPanel({ kind: 'requestDetails', requestId: row.id })}
        >
          Request Details
        </button>
        {row.category ? (
          <Link to={createTestHref(row.id)} className={buttonClass('primary', 'sm')}>
            Create Test from Request
          </Link>
        ) : null}
      </div>
    </div>
  );
}

import { maskPersonalData, resolveParameters } from '@tagproof/engine';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button-styles';
import type { RequestRow } from '../../stores/request-rows';
import { validatorActions } from '../../stores/validator-instance';
import { CopyButton } from '../copy/copy-button';
import { Highlight } from '../search/highlight';
import { FindingList } from './finding-list';
import { ParameterGroups } from './parameter-groups';

/** Where "Create Test from Request" leads: its side panel over these results (`?createTest=<id>`). */
export function createTestHref(requestId: string): string {
  return `/?createTest=${encodeURIComponent(requestId)}`;
}

/** The expanded card: findings, grouped parameters, custom checks, details and test creation. */
export function RequestCardDetails({ row }: { row: RequestRow }) {
  const { erroredParameters, suggestedParameters } = row.request.validation.autoValidationResults;
  const parameters = useMemo(() => resolveParameters(row.parameterLabels, row.request), [row]);
  return (
    <div className="flex flex-col gap-4 border-t border-slate-200 px-4 py-4 dark:border-slate-700">
      <FindingList title="Errors" tone="error" findings={erroredParameters} />
      <FindingList title="Suggestions" tone="suggestion" findings={suggestedParameters} />
      <ParameterGroups parameters={parameters} errored={erroredParameters} suggested={suggestedParameters} />
      <div className="flex min-w-0 items-start gap-2 text-xs">
        <span className="shrink-0 font-semibold text-slate-700 dark:text-slate-300">URL</span>
        <span className="line-clamp-2 min-w-0 flex-1 font-mono break-all text-slate-700 dark:text-slate-300">
          {/* Masked as the parameters above are; Copy URL copies the URL as captured. */}
          <Highlight text={maskPersonalData(row.request.requestMetadata.requestUrl)} />
        </span>
        <CopyButton
          text={row.request.requestMetadata.requestUrl}
          label="Copy the request URL"
          caption="Copy URL"
        />
      </div>
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

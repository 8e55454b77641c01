import type { ReportAction, ReportRequest } from '@tagproof/contracts';
import { maskPersonalData } from '@tagproof/engine';
import type { ReactNode } from 'react';
import { countLabel } from '../../../lib/format';
import { ActionConsent } from './action-consent';
import { ActionScreenshot } from './action-screenshot';
import { Expandable } from './expandable';
import { FindingList } from './finding-list';
import { ReportBadge } from './report-badge';
import { PanelButton } from './report-panels';
import { findingCounts } from './report-view';
import { ReportRequestCard } from './report-request-card';

export interface ActionExtras {
  /** Extra content at the end of an action (the app may add "Create Trigger from Action"). */
  action?(action: ReportAction, actionKey: string): ReactNode;
  /** Extra content at the end of a request (the app may add "Create Test from Request"). */
  request?(request: ReportRequest, action: ReportAction): ReactNode;
}

/** What the action did: the clicked element's text, else its description, else its key. */
export function actionTitle(action: ReportAction, actionKey: string, index: number): string {
  const what = action.actionInfo.elementClickedText || action.actionInfo.description || actionKey;
  return `Action ${index + 1}: ${maskPersonalData(what)}`;
}

/**
 * An action's own findings by kind: duplicates, "sent no tracking request", the step's failure, and
 * any other (older reports have no codes: those count as duplicates, as they were).
 */
export function actionFindingKinds(action: ReportAction) {
  const findings = action.actionValidationResults;
  const codeOf = (finding: (typeof findings)[number]) =>
    typeof finding.code === 'string' ? finding.code : null;
  return {
    duplicates: findings.filter((finding) => codeOf(finding) === 'ACTION_DUPLICATES'),
    noTracking: findings.find((finding) => codeOf(finding) === 'ACTION_NO_TRACKING') ?? null,
    failed: findings.find((finding) => codeOf(finding) === 'ACTION_FAILED') ?? null,
    other: findings.filter(
      (finding) =>
        !['ACTION_DUPLICATES', 'ACTION_NO_TRACKING', 'ACTION_FAILED'].includes(codeOf(finding) ?? ''),
    ),
  };
}

/**
 * One automation action: its validation when expanded (duplicates, status, screenshot, 'All
 * Requests' it sent, each expandable) and the button to its Action Validation side panel.
 */
export function ActionCard({
  action,
  actionKey,
  index,
  extras,
}: {
  action: ReportAction;
  actionKey: string;
  index: number;
  extras?: ActionExtras | undefined;
}) {
  const title = actionTitle(action, actionKey, index);
  const { duplicates, noTracking, failed, other } = actionFindingKinds(action);
  const issues = duplicates.length + other.length;
  const totals = findingCounts(action.requests.flatMap((request) => request.validationResults));
  const description =
    action.actionInfo.elementClickedText && action.actionInfo.description
      ? maskPersonalData(action.actionInfo.description)
      : null;
  const header = (
    <span className="flex flex-col gap-1.5">
      <span className="font-semibold text-slate-900 dark:text-white">{title}</span>
      {description ? <span className="text-sm text-slate-600 dark:text-slate-400">{description}</span> : null}
      <span className="flex flex-wrap gap-1.5">
        <ReportBadge tone="neutral">{countLabel(action.requests.length, 'Request')}</ReportBadge>
        {totals.errors > 0 ? (
          <ReportBadge tone="error">{countLabel(totals.errors, 'Error')}</ReportBadge>
        ) : null}
        {totals.suggestions > 0 ? (
          <ReportBadge tone="warn">{countLabel(totals.suggestions, 'Suggestion')}</ReportBadge>
        ) : null}
        {failed ? <ReportBadge tone="error">Failed</ReportBadge> : null}
        {noTracking ? <ReportBadge tone="neutral">No tracking request</ReportBadge> : null}
        {issues > 0 ? <ReportBadge tone="warn">{countLabel(issues, 'Duplicate issue')}</ReportBadge> : null}
      </span>
    </span>
  );
  return (
    <Expandable label={title} header={header}>
      {() => (
        <div className="flex flex-col gap-6">
          <ActionValidation action={action} title={title} extras={extras} />
          <div className="flex flex-wrap gap-2">
            <PanelButton panel={{ kind: 'action', action, title }}>Action Validation</PanelButton>
            {extras?.action?.(action, actionKey)}
          </div>
        </div>
      )}
    </Expandable>
  );
}

/**
 * An action's validation: its duplicates ('Action Duplicates' with the issue count, or 'No
 * Duplicates'), its status, screenshot and consent, and 'All Requests' it sent. The action card shows
 * it expanded, and so does the Action Validation side panel.
 */
export function ActionValidation({
  action,
  title,
  extras,
}: {
  action: ReportAction;
  title: string;
  extras?: ActionExtras | undefined;
}) {
  const { duplicates, noTracking, failed, other } = actionFindingKinds(action);
  const issues = duplicates.length + other.length;
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-label={issues > 0 ? 'Action Duplicates' : 'No Duplicates'}
        className="flex flex-col gap-2"
      >
        {issues > 0 ? (
          <>
            <h4 className="flex items-center gap-2 text-sm font-semibold">
              Action Duplicates <ReportBadge tone="warn">{countLabel(issues, 'issue')}</ReportBadge>
            </h4>
            <FindingList findings={[...duplicates, ...other]} label="Action duplicates" />
          </>
        ) : (
          <h4 className="text-sm font-semibold text-green-700 dark:text-green-400">No Duplicates</h4>
        )}
      </section>
      {failed || noTracking ? (
        <FindingList
          findings={[...(failed ? [failed] : []), ...(noTracking ? [noTracking] : [])]}
          label="Action status"
        />
      ) : null}
      <ActionScreenshot action={action} title={title} />
      <ActionConsent action={action} />
      <section aria-label="All Requests" className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold">
          All Requests{' '}
          <span className="font-normal text-slate-600 dark:text-slate-400">({action.requests.length})</span>
        </h4>
        {action.requests.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">This action sent no tracking requests.</p>
        ) : (
          <div className="flex flex-col gap-2">
            {action.requests.map((request, requestIndex) => (
              <ReportRequestCard
                key={requestIndex}
                request={request}
                extras={extras?.request?.(request, action)}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

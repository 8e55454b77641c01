import { otherSiteFrameOf } from '../capture/frame.js';
import type { ConsentType } from '../consent/consent-value.js';
import { groupOf, pushConsentState, type SideGroup } from './side.js';
import { sideEvent } from './from-validation.js';
import type { VolatileTest } from './volatile-names.js';

type Text = string | null | undefined;
type ConsentStateLike = Partial<Record<ConsentType, string>>;

/**
 * What the diff reads of a saved automation report (the `testSuiteResult` JSON, parsed): a structural
 * subset of the contracts' ValidationReport, each action with its requests' decoded parameters,
 * findings and test results, and the consent in force.
 */
export interface DiffableReport {
  AllRequestsAllActionsAllTestResults: {
    validationResults: Readonly<
      Record<
        string,
        {
          actionInfo?: { index?: number | null; description?: Text; elementClickedText?: Text } | null;
          requests?: ReadonlyArray<{
            requestId?: Text;
            originalRequest: {
              eventName?: Text;
              accountID?: Text;
              requestCategory?: Text;
              vendorName?: Text;
              tabUrl?: Text;
              frameUrl?: Text;
            };
            parameters?: ReadonlyArray<{ name: string; value: string; label?: string | null }> | null;
            validationResults?: ReadonlyArray<{
              severity: string;
              code?: Text;
              fieldPath?: Text;
              parameter?: Text;
              message?: Text;
              triggeredBy?: { rule?: Text } | null;
            }>;
            testResults?: ReadonlyArray<{
              testID?: Text;
              testName?: Text;
              passed?: boolean | null;
              skipped?: boolean | null;
            }>;
          }>;
          consent?: { inForce: ConsentStateLike | null; set: readonly ConsentStateLike[] } | null;
        }
      >
    >;
  };
}

/**
 * A report's sends grouped by action (the report's key, in run order), labelled with the action's
 * number and description. Skipped tests did not run and are left out.
 */
export function sideOfReport(report: DiffableReport, isVolatile: VolatileTest): SideGroup[] {
  const groups = new Map<string, SideGroup>();
  for (const [key, action] of Object.entries(report.AllRequestsAllActionsAllTestResults.validationResults)) {
    const info = action.actionInfo;
    const title = info?.description ?? info?.elementClickedText ?? null;
    const number = typeof info?.index === 'number' ? `${info.index}` : key;
    const group = groupOf(groups, key, title ? `${number}. ${title}` : `Action ${number}`);
    (action.requests ?? []).forEach((request, position) => {
      const original = request.originalRequest;
      // Another site's frame's sends are left out, as from a validation (sideOfValidation).
      if (otherSiteFrameOf({ tabUrl: original.tabUrl ?? null, frameUrl: original.frameUrl }) !== null) return;
      group.events.push(
        sideEvent(
          {
            requestId: request.requestId ?? `${key}:${position + 1}`,
            vendor: original.requestCategory ?? null,
            vendorName: original.vendorName ?? null,
            accountID: original.accountID ?? null,
            eventName: original.eventName ?? null,
          },
          request.parameters ?? [],
          (request.validationResults ?? []).map((finding) => ({
            code: finding.code ?? finding.triggeredBy?.rule ?? finding.message ?? 'finding',
            severity: finding.severity,
            fieldPath: finding.fieldPath ?? '',
            parameter: finding.parameter ?? null,
          })),
          (request.testResults ?? [])
            .filter((test) => test.skipped !== true && typeof test.passed === 'boolean')
            .map((test) => ({
              testID: test.testID ?? test.testName ?? '?',
              testName: test.testName ?? test.testID ?? '?',
              passed: test.passed === true,
            })),
          isVolatile,
        ),
      );
    });
    for (const state of [action.consent?.inForce ?? null, ...(action.consent?.set ?? [])])
      if (state) pushConsentState(group.consent, state);
  }
  return [...groups.values()];
}

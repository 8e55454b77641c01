import { otherSiteFrameOf } from '../capture/frame.js';
import type { ConsentType } from '../consent/consent-value.js';
import { groupOf, pushConsentState, type SideEvent, type SideGroup } from './side.js';
import { pageKey } from './page-key.js';
import type { VolatileTest } from './volatile-names.js';

interface FindingLike {
  code: string;
  severity: string;
  fieldPath: string;
  parameter?: string | null;
}

/** Labels by wire name, as an answer's `parameterLabels` gives them for one vendor. */
type LabelDictionary = Readonly<Record<string, { label: string }>>;

/**
 * What the diff reads of a validation (`validate()`'s `data`, or a saved `--json` output's): a
 * structural subset, so that a producer adding fields still compares. Labels come from the answer's
 * `parameterLabels` (version 2) or from each parameter (version 1); a parameter with neither is shown
 * by its wire name.
 */
export interface DiffableValidation {
  parameterLabels?: Readonly<Record<string, LabelDictionary>> | null;
  validatedRequests: ReadonlyArray<{
    requestMetadata: {
      requestId: string;
      requestCategory: string | null;
      vendorName?: string | null;
      eventName: string | null;
      accountID: string | null;
      parameters: ReadonlyArray<{ name: string; value: string; label?: string | null }>;
    };
    tabUrl: string | null;
    frameUrl?: string | null;
    validation: {
      autoValidationResults: {
        erroredParameters: readonly FindingLike[];
        suggestedParameters: readonly FindingLike[];
      };
      customValidationResults: ReadonlyArray<{ testID: string; testName: string; passed: boolean }>;
    };
  }>;
  consent?: {
    pages: ReadonlyArray<{
      pageUrl: string;
      states: ReadonlyArray<Partial<Record<ConsentType, string>>>;
    }>;
  } | null;
}

/**
 * A validation's sends grouped by page, with each page's consent sequence. The sends of another
 * site's frame are left out (capture/frame.ts): which ad a slot shows changes from run to run, and
 * nothing the site changed made its tags fire or vanish.
 */
export function sideOfValidation(data: DiffableValidation, isVolatile: VolatileTest): SideGroup[] {
  const groups = new Map<string, SideGroup>();
  for (const validated of data.validatedRequests) {
    if (otherSiteFrameOf(validated) !== null) continue;
    const meta = validated.requestMetadata;
    const key = pageKey(validated.tabUrl);
    const group = groupOf(groups, key, key);
    const auto = validated.validation.autoValidationResults;
    group.events.push(
      sideEvent(
        {
          requestId: meta.requestId,
          vendor: meta.requestCategory,
          vendorName: meta.vendorName ?? null,
          accountID: meta.accountID,
          eventName: meta.eventName,
        },
        meta.parameters,
        [...auto.erroredParameters, ...auto.suggestedParameters],
        validated.validation.customValidationResults,
        isVolatile,
        data.parameterLabels?.[meta.requestCategory ?? ''],
      ),
    );
  }
  for (const page of data.consent?.pages ?? []) {
    const key = pageKey(page.pageUrl);
    const group = groupOf(groups, key, key);
    for (const state of page.states) pushConsentState(group.consent, state);
  }
  return [...groups.values()];
}

/** A send as the diff compares it: volatile parameters left out, repeated names joined. */
export function sideEvent(
  ref: Omit<SideEvent, 'params' | 'labels' | 'findings' | 'tests'>,
  parameters: ReadonlyArray<{ name: string; value: string; label?: string | null }>,
  findings: readonly FindingLike[],
  tests: ReadonlyArray<{ testID: string; testName: string; passed: boolean }>,
  isVolatile: VolatileTest,
  dictionary?: LabelDictionary,
): SideEvent {
  const params = new Map<string, string>();
  const labels = new Map<string, string>();
  for (const parameter of parameters) {
    if (isVolatile(ref.vendor, parameter.name)) continue;
    const known = params.get(parameter.name);
    params.set(parameter.name, known === undefined ? parameter.value : `${known}, ${parameter.value}`);
    const label = parameter.label ?? dictionary?.[parameter.name]?.label;
    if (label) labels.set(parameter.name, label);
  }
  return {
    ...ref,
    params,
    labels,
    findings: findings.map((finding) => ({
      code: finding.code,
      severity: finding.severity,
      fieldPath: finding.fieldPath,
      parameter: finding.parameter ?? null,
    })),
    tests,
  };
}

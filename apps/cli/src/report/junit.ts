import type { ValidatedRequest, ValidationResponse } from '@tagproof/engine';
import { duplicateGroups } from './duplicates-text.js';
import { xml } from './xml.js';

/**
 * JUnit XML for CI systems: one test suite per vendor, one test case per validated request. Errors and
 * failed custom checks are failures; suggestions are listed in the case's system-out. Then a
 * `Duplicates` suite, one case per duplicate group: an exact repeat is a failure with
 * `failOnDuplicates` (`--fail-on-duplicates`), and what its copies differ in is its output (what differs
 * in a possible duplicate, the marks of the tags that sent an exact repeat's copies).
 */
export function renderJunit(
  response: ValidationResponse,
  suiteName: string,
  failOnDuplicates = false,
): string {
  const byVendor = new Map<string, ValidatedRequest[]>();
  for (const request of response.data?.validatedRequests ?? []) {
    const vendor = request.requestMetadata.vendorName ?? 'Unrecognised';
    byVendor.set(vendor, [...(byVendor.get(vendor) ?? []), request]);
  }
  const suites: string[] = [];
  let totalTests = 0;
  let totalFailures = 0;
  for (const [vendor, requests] of byVendor) {
    const cases = requests.map(renderCase);
    const failures = cases.filter((item) => item.failed).length;
    totalTests += requests.length;
    totalFailures += failures;
    suites.push(
      `  <testsuite name="${xml(vendor)}" tests="${requests.length}" failures="${failures}" errors="0">\n${cases.map((item) => item.xml).join('\n')}\n  </testsuite>`,
    );
  }
  const duplicates = duplicateGroups(response);
  if (duplicates.length > 0) {
    const cases = duplicates.map(({ line, detail, exactRepeat }) => {
      const open = `    <testcase name="${xml(line)}" classname="Duplicates"`;
      const failure =
        exactRepeat && failOnDuplicates
          ? `\n      <failure message="exact repeat" type="duplicate">${xml(`${line}: one event sent again, counted twice by the vendor`)}</failure>`
          : '';
      const output = detail === null ? '' : `\n      <system-out>${xml(detail)}</system-out>`;
      return failure === '' && output === '' ? `${open}/>` : `${open}>${failure}${output}\n    </testcase>`;
    });
    const failures = failOnDuplicates ? duplicates.filter((group) => group.exactRepeat).length : 0;
    totalTests += duplicates.length;
    totalFailures += failures;
    suites.push(
      `  <testsuite name="Duplicates" tests="${duplicates.length}" failures="${failures}" errors="0">\n${cases.join('\n')}\n  </testsuite>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${xml(suiteName)}" tests="${totalTests}" failures="${totalFailures}">\n${suites.join('\n')}\n</testsuites>\n`;
}

function renderCase(request: ValidatedRequest): { xml: string; failed: boolean } {
  const meta = request.requestMetadata;
  const { erroredParameters, suggestedParameters } = request.validation.autoValidationResults;
  const failedChecks = request.validation.customValidationResults.filter((result) => !result.passed);
  const name = `${meta.eventName ?? 'request'} [${meta.requestId}]`;
  const problems = [
    ...erroredParameters.map((finding) => `${finding.code} ${finding.fieldPath}: ${finding.message}`),
    ...failedChecks.map((result) => `custom test "${result.testName}" failed`),
  ];
  const body: string[] = [];
  if (problems.length > 0) {
    body.push(
      `      <failure message="${xml(`${problems.length} problem(s)`)}" type="tracking">${xml(problems.join('\n'))}</failure>`,
    );
  }
  if (suggestedParameters.length > 0) {
    body.push(
      `      <system-out>${xml(suggestedParameters.map((finding) => `${finding.severity} ${finding.code} ${finding.fieldPath}: ${finding.message}`).join('\n'))}</system-out>`,
    );
  }
  const open = `    <testcase name="${xml(name)}" classname="${xml(meta.vendorName ?? 'Unrecognised')}"`;
  return {
    xml: body.length === 0 ? `${open}/>` : `${open}>\n${body.join('\n')}\n    </testcase>`,
    failed: problems.length > 0,
  };
}

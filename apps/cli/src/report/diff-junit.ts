import type { DiffFailLevel, DiffGroup, SessionDiff } from '@tagproof/engine';
import { xml } from './xml.js';

/**
 * JUnit XML of a diff: one test suite per page (or action), one test case per change, failing when
 * the change is at or above `--fail-on`; an unchanged page has one passing case.
 */
export function renderDiffJunit(diff: SessionDiff, suiteName: string, failOn: DiffFailLevel): string {
  let tests = 0;
  let failures = 0;
  const suites = diff.groups.map((group) => {
    const cases = casesOf(group, failOn);
    const failed = cases.filter((item) => item.failed).length;
    tests += cases.length;
    failures += failed;
    return `  <testsuite name="${xml(group.label)}" tests="${cases.length}" failures="${failed}" errors="0">\n${cases.map((item) => item.xml).join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${xml(suiteName)}" tests="${tests}" failures="${failures}">\n${suites.join('\n')}\n</testsuites>\n`;
}

function casesOf(group: DiffGroup, failOn: DiffFailLevel): Array<{ xml: string; failed: boolean }> {
  if (group.changes.length === 0)
    return [{ xml: `    <testcase name="unchanged" classname="${xml(group.label)}"/>`, failed: false }];
  return group.changes.map((change) => {
    const failed = failOn === 'change' || (failOn === 'regression' && change.severity === 'regression');
    const open = `    <testcase name="${xml(change.message)}" classname="${xml(change.kind)}"`;
    return {
      failed,
      xml: failed
        ? `${open}>\n      <failure message="${xml(change.severity)}" type="${xml(change.kind)}">${xml(change.message)}</failure>\n    </testcase>`
        : `${open}/>`,
    };
  });
}

import { maskPersonalData } from '@tagproof/engine';

/** One condition of a custom test as it ran on a request (the engine's ConditionResult). */
export interface ConditionRow {
  metric: string;
  comparison: string;
  expected: string;
  /** The value sent, or null when the parameter is absent. */
  received: string | null;
  passed: boolean;
}

/** What a condition expects, in words: "equals EUR", "exists", "does not exist". */
export function expectedText(condition: Pick<ConditionRow, 'comparison' | 'expected'>): string {
  if (condition.comparison === 'exists') return 'exists';
  if (condition.comparison === 'notExists') return 'does not exist';
  return `${condition.comparison} ${maskPersonalData(condition.expected)}`;
}

/**
 * The conditions of a custom test, one row each: metric, expected, received and whether it passed.
 * The validator's Custom Checks panel, the report page and the automation results page show this;
 * personal data in the values is masked as everywhere else.
 */
export function ConditionTable({ conditions }: { conditions: readonly ConditionRow[] }) {
  if (conditions.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">This test has no conditions.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label="Conditions">
        <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
          <tr>
            <th scope="col" className="py-1 pr-2">
              Metric
            </th>
            <th scope="col" className="py-1 pr-2">
              Expected
            </th>
            <th scope="col" className="py-1 pr-2">
              Received
            </th>
            <th scope="col" className="py-1">
              Result
            </th>
          </tr>
        </thead>
        <tbody>
          {conditions.map((condition, index) => (
            <tr
              key={`${condition.metric}-${index}`}
              data-condition={condition.metric}
              className="border-t border-slate-100 align-top dark:border-slate-800"
            >
              <td className="py-1 pr-2 font-mono text-xs break-all">{condition.metric}</td>
              <td className="py-1 pr-2 break-all">{expectedText(condition)}</td>
              <td className="py-1 pr-2 font-mono text-xs break-all">
                {condition.received === null ? '(absent)' : maskPersonalData(condition.received)}
              </td>
              <td
                className={`py-1 font-medium ${condition.passed ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`}
              >
                {condition.passed ? 'Passed' : 'Failed'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

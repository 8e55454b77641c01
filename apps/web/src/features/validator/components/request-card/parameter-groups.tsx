import { maskPersonalData, type ResolvedParameter } from '@tagproof/engine';
import { ParameterMarker } from '../../../../components/checks/parameter-marker';
import type { Finding } from '../../../../lib/validation-types';
import { CopyButton } from '../copy/copy-button';
import { Highlight } from '../search/highlight';
import { LongValue } from './long-value';

/** Readable names and order of the parameter groups (specification §3). */
const GROUPS: ReadonlyArray<[string, string]> = [
  ['most_used', 'Most used'],
  ['e_commerce', 'E-commerce'],
  ['user', 'User'],
  ['consent_mode', 'Consent mode'],
  ['custom_event_parameters', 'Custom event parameters'],
  ['other', 'Other'],
];

type Marker = { kind: 'error' | 'suggestion'; messages: string[] };

function markersOf(errored: readonly Finding[], suggested: readonly Finding[]): Map<string, Marker> {
  const markers = new Map<string, Marker>();
  const add = (finding: Finding, kind: Marker['kind']) => {
    const marker = markers.get(finding.fieldPath);
    if (!marker) markers.set(finding.fieldPath, { kind, messages: [finding.message] });
    else marker.messages.push(finding.message);
  };
  errored.forEach((finding) => add(finding, 'error'));
  suggested.forEach((finding) => add(finding, 'suggestion'));
  return markers;
}

/**
 * The decoded parameters (labels resolved), grouped, each marked when an error or a suggestion concerns it;
 * personal data in a value is shown masked (its copy button copies the value as sent); a long value is
 * cut, with a button to show it all (LongValue).
 */
export function ParameterGroups({
  parameters,
  errored,
  suggested,
}: {
  parameters: readonly ResolvedParameter[];
  errored: readonly Finding[];
  suggested: readonly Finding[];
}) {
  if (parameters.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">No parameters were decoded.</p>;
  const markers = markersOf(errored, suggested);
  const known = new Set(GROUPS.map(([id]) => id));
  return (
    <div className="flex flex-col gap-4">
      {GROUPS.map(([id, label]) => {
        const rows = parameters.filter((p) => p.group === id || (id === 'other' && !known.has(p.group)));
        if (rows.length === 0) return null;
        return (
          <table key={id} className="w-full table-fixed border-collapse text-sm">
            <caption className="pb-1 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              {label} ({rows.length})
            </caption>
            <tbody>
              {rows.map((parameter, index) => {
                const marker = markers.get(parameter.name);
                return (
                  <tr
                    key={`${parameter.name}-${index}`}
                    className="border-t border-slate-100 align-top dark:border-slate-800"
                  >
                    <th
                      scope="row"
                      className="w-2/5 py-1.5 pr-3 text-left font-medium text-slate-800 dark:text-slate-200"
                    >
                      <Highlight text={parameter.label} />
                      <span className="block font-mono text-xs font-normal break-all text-slate-600 dark:text-slate-400">
                        <Highlight text={parameter.name} />
                      </span>
                    </th>
                    <td className="py-1.5 font-mono text-xs break-all text-slate-800 dark:text-slate-200">
                      <span className="flex items-start gap-1">
                        <span className="min-w-0 flex-1">
                          {parameter.value === '' ? (
                            <span className="text-slate-500 italic">(empty)</span>
                          ) : (
                            <LongValue text={maskPersonalData(parameter.value)} />
                          )}
                        </span>
                        {parameter.value === '' ? null : (
                          <CopyButton
                            text={parameter.value}
                            label={`Copy the value of ${parameter.name}`}
                            caption=""
                          />
                        )}
                      </span>
                      {marker ? <ParameterMarker marker={marker} /> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}

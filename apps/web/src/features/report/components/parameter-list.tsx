import { useId, useMemo, useState } from 'react';
import { ParameterMarker } from '../../../components/checks/parameter-marker';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { filterParameters, type ParameterMarker as Marker, type ReportParameter } from './report-view';
import { plural } from '../../../lib/format';

const NO_MARKERS: ReadonlyMap<string, Marker> = new Map();

/**
 * The request's parameters, each with its readable label and wire name and marked when an error or a
 * suggestion concerns it, with a search box; the list follows the search 300 ms after typing stops.
 */
export function ParameterList({
  parameters,
  markers = NO_MARKERS,
}: {
  parameters: readonly ReportParameter[];
  markers?: ReadonlyMap<string, Marker>;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const shown = useMemo(() => filterParameters(parameters, debounced), [parameters, debounced]);
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          Parameters
        </label>
        <input
          id={id}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search parameters"
          className="h-9 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:max-w-xs dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
        />
        <span aria-live="polite" className="text-xs text-slate-600 dark:text-slate-400">
          {shown.length === parameters.length
            ? plural(parameters.length, 'parameter')
            : `${shown.length} of ${parameters.length} parameters`}
        </span>
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {parameters.length === 0 ? 'This request has no parameters.' : 'No parameters match your search.'}
        </p>
      ) : (
        <table className="w-full table-fixed border-collapse text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((parameter, index) => {
              const marker = markers.get(parameter.name);
              return (
                <tr
                  key={`${parameter.source}-${parameter.name}-${index}`}
                  className="border-t border-slate-100 align-top dark:border-slate-800"
                >
                  <th
                    scope="row"
                    className="w-2/5 py-1.5 pr-3 text-left font-mono text-xs font-medium break-all text-slate-800 dark:text-slate-200"
                  >
                    {parameter.label && parameter.label !== parameter.name ? (
                      <span className="block font-sans text-sm">{parameter.label}</span>
                    ) : null}
                    <span
                      data-parameter-name=""
                      className={
                        parameter.label && parameter.label !== parameter.name
                          ? 'font-normal text-slate-600 dark:text-slate-400'
                          : undefined
                      }
                    >
                      {parameter.name}
                    </span>
                    {parameter.source === 'body' ? (
                      <span className="ml-1 font-sans text-slate-500">(body)</span>
                    ) : null}
                  </th>
                  <td className="py-1.5 font-mono text-xs break-all text-slate-800 dark:text-slate-200">
                    {parameter.value === '' ? (
                      <span className="text-slate-500 italic">(empty)</span>
                    ) : (
                      parameter.value
                    )}
                    {marker ? <ParameterMarker marker={marker} /> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}

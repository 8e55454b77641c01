/** What marks a parameter: an error or a suggestion concerns it, with every message about it. */
export interface ParameterMarkerData {
  kind: 'error' | 'suggestion';
  messages: readonly string[];
}

/**
 * The marker under a parameter's value that an error or a suggestion concerns (its messages on hover).
 * The validator's request card and the report page show it.
 */
export function ParameterMarker({ marker }: { marker: ParameterMarkerData }) {
  const error = marker.kind === 'error';
  return (
    <span
      title={marker.messages.join('\n')}
      data-marker={marker.kind}
      className={`mt-1 flex w-fit items-center gap-1 rounded px-1.5 py-0.5 font-sans text-xs font-medium ${error ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200' : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'}`}
    >
      <span aria-hidden="true">{error ? '✕' : '!'}</span>
      {error ? 'Error' : 'Suggestion'}
    </span>
  );
}

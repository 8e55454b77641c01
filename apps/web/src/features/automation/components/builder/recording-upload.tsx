import { useId, useState } from 'react';
import { buttonClass, focusRing } from '../../../../components/ui/button-styles';
import { builderStore, useBuilder } from '../../stores/builder-instance';
import { cardClass, hintClass, labelClass, sectionTitleClass } from '../form-styles';

/**
 * Reads the chosen file into the builder. A refused file is cleared from the input, so the same file
 * can be chosen again once fixed; a loaded one stays shown.
 */
async function loadFile(input: HTMLInputElement): Promise<void> {
  const file = input.files?.[0];
  if (!file) return;
  let loaded = false;
  try {
    loaded = builderStore()
      .getState()
      .loadRecording(file.name, await file.text());
  } catch {
    builderStore().setState({ recordingError: 'The file could not be read' });
  }
  if (!loaded) input.value = '';
}

/**
 * Upload Recording (specification §2): a Chrome DevTools Recorder JSON file; once loaded its steps
 * replace the written instructions until Reset goes back to AI mode.
 */
export function RecordingUpload() {
  const id = useId();
  const recording = useBuilder((state) => state.recording);
  const error = useBuilder((state) => state.recordingError);
  // Reset empties the file input by mounting a new one.
  const [inputKey, setInputKey] = useState(0);
  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <h2 id={`${id}-title`} className={sectionTitleClass}>
        Upload Recording
      </h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-file`} className={labelClass}>
          Recording file (.json)
        </label>
        <input
          key={inputKey}
          id={`${id}-file`}
          type="file"
          accept=".json,application/json"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error !== null}
          className={`block w-full text-sm text-slate-700 file:mr-3 file:h-10 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-100 dark:text-slate-300 dark:file:border-slate-600 dark:file:bg-slate-900 dark:file:text-slate-100 ${focusRing} rounded-lg`}
          onChange={(event) => void loadFile(event.currentTarget)}
        />
        <p id={`${id}-hint`} className={hintClass}>
          Upload a recording JSON from Chrome DevTools to use as automation steps.
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>
      {recording ? (
        <LoadedRecording
          recording={recording}
          onReset={() => {
            builderStore().getState().resetRecording();
            setInputKey((key) => key + 1);
          }}
        />
      ) : null}
    </section>
  );
}

function LoadedRecording({
  recording,
  onReset,
}: {
  recording: { fileName: string; title: string | null; steps: { type: string }[] };
  onReset(): void;
}) {
  const count = recording.steps.length;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 sm:flex-row sm:items-start sm:justify-between dark:border-emerald-800 dark:bg-emerald-950"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-emerald-900 dark:text-emerald-200">Recording Loaded</p>
        <p className="text-sm text-emerald-900 dark:text-emerald-200">
          {count} automation {count === 1 ? 'step' : 'steps'} will be used
        </p>
        <p className="truncate text-sm text-emerald-800 dark:text-emerald-300" title={recording.fileName}>
          {recording.title ? `${recording.title} · ` : ''}
          {recording.fileName}
        </p>
        {count > 0 ? (
          <ol aria-label="Recording steps" className="mt-1 flex flex-wrap gap-1.5">
            {recording.steps.map((step, index) => (
              <li
                key={index}
                className="rounded-full bg-white px-2 py-0.5 font-mono text-xs text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
              >
                {index + 1}. {step.type}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        title="Reset back to AI mode: the written instructions are used again"
        onClick={onReset}
      >
        Reset
      </button>
    </div>
  );
}

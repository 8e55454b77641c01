import { useId, useState, type KeyboardEvent } from 'react';
import { buttonClass } from '../../../../components/ui/button-styles';
import { COMPARISONS, COMPARISON_LABELS, parseMetricValue, type Comparison } from '../../model/metrics';
import { editingSession } from '../../stores/editing-session';
import { LABEL, SELECT, TEXT_INPUT } from './field-styles';

/** Adds a custom metric: parameter name, comparison and expected value (JSON when it starts with { or [). */
export function AddMetricForm({ vendor, onDone }: { vendor: string; onDone(): void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [comparison, setComparison] = useState<Comparison>('equals');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (name.trim() === '') {
      setError('Enter the parameter name, for example ep.currency');
      return;
    }
    editingSession.getState().addMetric({
      name: name.trim(),
      comparison,
      value: comparison === 'equals' ? parseMetricValue(value) : '',
      isCustom: true,
      vendor,
    });
    setName('');
    setValue('');
    setError(null);
    onDone();
  };
  return (
    // A group, not a form: it sits inside the entity form (forms do not nest); Enter adds the metric.
    <div
      role="group"
      aria-label="Add metric"
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Enter' || event.target instanceof HTMLButtonElement) return;
        event.preventDefault();
        submit();
      }}
      className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_10rem_1fr_auto] sm:items-end dark:bg-slate-800/50"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-name`} className={LABEL}>
          Parameter name
        </label>
        <input
          id={`${id}-name`}
          value={name}
          autoFocus
          onChange={(event) => setName(event.target.value)}
          placeholder="e.g. ep.currency"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${TEXT_INPUT} font-mono`}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-comparison`} className={LABEL}>
          Comparison
        </label>
        <select
          id={`${id}-comparison`}
          value={comparison}
          onChange={(event) => setComparison(event.target.value as Comparison)}
          className={SELECT}
        >
          {COMPARISONS.map((option) => (
            <option key={option} value={option}>
              {COMPARISON_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-value`} className={LABEL}>
          Expected value
        </label>
        <input
          id={`${id}-value`}
          value={value}
          disabled={comparison !== 'equals'}
          onChange={(event) => setValue(event.target.value)}
          placeholder={comparison === 'equals' ? 'Text, or JSON like {"id":"A"}' : 'Not needed'}
          className={`${TEXT_INPUT} font-mono`}
        />
      </div>
      <div className="flex gap-2">
        <button type="button" className={buttonClass('primary')} onClick={submit}>
          Add
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={onDone}>
          Cancel
        </button>
      </div>
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-sm font-medium text-red-700 sm:col-span-4 dark:text-red-400"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

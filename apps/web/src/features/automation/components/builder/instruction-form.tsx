import { useId, useState, type ReactNode } from 'react';
import { buttonClass } from '../../../../components/ui/button-styles';
import type { InstructionAction } from '../../api/automation-types';
import { draftProblem, EMPTY_DRAFT, type InstructionDraft } from '../../stores/instruction-draft';
import { hintClass, inputClass, labelClass } from '../form-styles';

type TextField = Exclude<keyof InstructionDraft, 'action' | 'caseSensitive'>;

/**
 * The instruction form (specification §2): Action, Prompt, the Value a `type` step types, and the
 * Element Selector group. Save checks the draft; Cancel leaves it.
 */
export function InstructionForm({
  initial = EMPTY_DRAFT,
  title,
  onSave,
  onCancel,
}: {
  initial?: InstructionDraft;
  title: string;
  onSave(draft: InstructionDraft): void;
  onCancel(): void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof InstructionDraft>(key: K, value: InstructionDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const field = (key: TextField, label: string, hint?: string, placeholder?: string): ReactNode => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-${key}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="text"
        className={inputClass}
        value={draft[key]}
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-${key}-hint` : undefined}
        onChange={(event) => set(key, event.currentTarget.value)}
      />
      {hint ? (
        <p id={`${id}-${key}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
    </div>
  );

  return (
    <form
      aria-labelledby={`${id}-title`}
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-indigo-200 bg-indigo-50/50 p-4 dark:border-indigo-900 dark:bg-indigo-950/40"
      onSubmit={(event) => {
        event.preventDefault();
        const reason = draftProblem(draft);
        setProblem(reason);
        if (!reason) onSave(draft);
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-action`} className={labelClass}>
            Action
          </label>
          <select
            id={`${id}-action`}
            className={inputClass}
            value={draft.action}
            onChange={(event) => set('action', event.currentTarget.value as InstructionAction)}
          >
            <option value="click">click</option>
            <option value="type">type</option>
          </select>
        </div>
        {field('prompt', 'Prompt', undefined, 'e.g., Click the login button')}
      </div>
      {draft.action === 'type'
        ? field(
            'value',
            'Value',
            'The text to type. Without it, the text in quotes in the prompt is typed.',
            'e.g., jane@example.com',
          )
        : null}
      <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
          Element Selector
        </legend>
        <p className={hintClass}>
          Optional: how to find the element. Given selectors are tried first, then the element text, then the
          prompt.
        </p>
        <div className="flex flex-col gap-2">
          {field('text', 'Element Text', undefined, 'e.g., Add to cart')}
          <label className="inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
            <input
              type="checkbox"
              className="size-4 accent-indigo-700"
              checked={draft.caseSensitive}
              onChange={(event) => set('caseSensitive', event.currentTarget.checked)}
            />
            Case Sensitive
          </label>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('css', 'CSS Selector', undefined, 'e.g., button.add-to-cart')}
          {field('id', 'Element ID', undefined, 'e.g., login-button')}
          {field('dataAttributeName', 'Data Attribute Name', undefined, 'e.g., data-testid')}
          {field('dataAttributeValue', 'Data Attribute Value', undefined, 'e.g., add-to-cart')}
        </div>
        {field('xpath', 'XPath', undefined, 'e.g., //button[@type="submit"]')}
      </fieldset>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={buttonClass('primary')}>
          Save
        </button>
      </div>
    </form>
  );
}

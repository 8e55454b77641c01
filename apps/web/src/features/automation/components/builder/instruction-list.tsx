import { useId } from 'react';
import { buttonClass } from '../../../../components/ui/button-styles';
import type { AutomationInstruction } from '../../api/automation-types';
import { builderStore, useBuilder } from '../../stores/builder-instance';
import { draftFromInstruction } from '../../stores/instruction-draft';
import { cardClass, hintClass, sectionTitleClass } from '../form-styles';
import { InstructionForm } from './instruction-form';

/**
 * The written instructions of AI mode (specification §2): Add Instruction, and per step Edit and
 * Remove. With a recording loaded, it says the recording is used instead.
 */
export function InstructionList() {
  const id = useId();
  const useAI = useBuilder((state) => state.useAI);
  const instructions = useBuilder((state) => state.instructions);
  const editor = useBuilder((state) => state.editor);
  const actions = builderStore().getState();

  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className={sectionTitleClass}>
          Instructions
        </h2>
        {useAI ? (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={editor !== null}
            onClick={() => actions.openEditor({ mode: 'add' })}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M12 5v14M5 12h14" strokeLinecap="round" />
            </svg>
            Add Instruction
          </button>
        ) : null}
      </div>
      {!useAI ? (
        <p className={hintClass}>
          The loaded recording&apos;s steps are used. Reset the recording to write instructions instead.
        </p>
      ) : (
        <>
          <p className={hintClass}>
            Describe each action in plain words; the runner finds the element from the selectors, the element
            text or the prompt.
          </p>
          {instructions.length === 0 && editor?.mode !== 'add' ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600 dark:border-slate-600 dark:text-slate-400">
              No instructions added yet. Click &quot;Add Instruction&quot; to begin.
            </p>
          ) : null}
          {instructions.length > 0 ? (
            <ol aria-label="Instructions" className="flex flex-col gap-3">
              {instructions.map((instruction) =>
                editor?.mode === 'edit' && editor.step === instruction.step ? (
                  <li key={instruction.step}>
                    <InstructionForm
                      title={`Edit step ${instruction.step}`}
                      initial={draftFromInstruction(instruction)}
                      onSave={(draft) => actions.saveInstruction(draft)}
                      onCancel={() => actions.closeEditor()}
                    />
                  </li>
                ) : (
                  <InstructionItem
                    key={instruction.step}
                    instruction={instruction}
                    editing={editor !== null}
                  />
                ),
              )}
            </ol>
          ) : null}
          {editor?.mode === 'add' ? (
            <InstructionForm
              title={`New step ${instructions.length + 1}`}
              onSave={(draft) => actions.saveInstruction(draft)}
              onCancel={() => actions.closeEditor()}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

function InstructionItem({ instruction, editing }: { instruction: AutomationInstruction; editing: boolean }) {
  const actions = builderStore().getState();
  const details = elementDetails(instruction);
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start dark:border-slate-700"
      data-testid="instruction-item"
    >
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-sm font-semibold text-white dark:bg-indigo-600"
      >
        {instruction.step}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium break-words text-slate-900 dark:text-white">
          <span className="sr-only">Step {instruction.step}: </span>
          <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-300">
            {instruction.action}
          </span>
          {instruction.prompt || <span className="text-slate-600 italic dark:text-slate-400">No prompt</span>}
        </p>
        {instruction.action === 'type' && instruction.value ? (
          <p className="text-sm break-words text-slate-700 dark:text-slate-300">
            Types “{instruction.value}”
          </p>
        ) : null}
        {details.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Element selector">
            {details.map((detail) => (
              <li
                key={detail}
                className="max-w-full truncate rounded-full border border-slate-300 px-2 py-0.5 font-mono text-xs text-slate-700 dark:border-slate-600 dark:text-slate-300"
                title={detail}
              >
                {detail}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={editing}
          onClick={() => actions.openEditor({ mode: 'edit', step: instruction.step })}
        >
          Edit<span className="sr-only"> step {instruction.step}</span>
        </button>
        <button
          type="button"
          className={buttonClass('danger', 'sm')}
          onClick={() => actions.removeInstruction(instruction.step)}
        >
          Remove<span className="sr-only"> step {instruction.step}</span>
        </button>
      </div>
    </li>
  );
}

function elementDetails({ elementInfo }: AutomationInstruction): string[] {
  const { text, caseSensitive, selectors } = elementInfo;
  const { name, value } = selectors.dataAttribute;
  return [
    text ? `text: ${text}${caseSensitive ? ' (case sensitive)' : ''}` : '',
    selectors.css ? `css: ${selectors.css}` : '',
    selectors.id ? `id: ${selectors.id}` : '',
    name ? `[${name}${value ? `="${value}"` : ''}]` : '',
    selectors.xpath ? `xpath: ${selectors.xpath}` : '',
  ].filter((detail) => detail !== '');
}

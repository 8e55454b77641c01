import { useId } from 'react';
import {
  availableCreationModes,
  CREATION_MODE_LABELS,
  createsTest,
  createsTrigger,
  type CreationMode,
} from '../../model/creation-mode';
import type { LogicalOperator } from '../../model/entity-types';
import { VENDOR_OPTION_GROUPS } from '../../model/vendors';
import { editingSession, NO_CATEGORY, useEditingSession } from '../../stores/editing-session';
import { AssociationSection } from './association-section';
import { LABEL, SECTION, SECTION_TITLE, SELECT } from './field-styles';
import { ScopeNotice } from './scope-notice';
import { MetricsManager } from './metrics-manager';
import { TextField } from './text-field';

function VendorSelect() {
  const id = useId();
  const value = useEditingSession((state) => state.selectedCategory);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={LABEL}>
        Select Vendor Category
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => editingSession.getState().setSelectedCategory(event.target.value)}
        className={SELECT}
      >
        {value === NO_CATEGORY ? <option value={NO_CATEGORY}>Choose a vendor</option> : null}
        {VENDOR_OPTION_GROUPS.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

function ModeChoice() {
  const mode = useEditingSession((state) => state.mode);
  const fromRequest = useEditingSession((state) => state.isEntityFromRequest);
  const fromUserInteraction = useEditingSession((state) => state.isFromUserInteraction);
  const modes = availableCreationModes({ fromRequest, fromUserInteraction });
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className={`${LABEL} mb-1`}>Select Creation Mode</legend>
      <div className="flex flex-wrap gap-2">
        {modes.map((option) => (
          <label
            key={option}
            className={`inline-flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${mode === option ? 'border-indigo-600 bg-indigo-50 text-indigo-900 dark:border-indigo-400 dark:bg-indigo-950 dark:text-indigo-100' : 'border-slate-300 dark:border-slate-600'}`}
          >
            <input
              type="radio"
              name="creation-mode"
              value={option}
              checked={mode === option}
              onChange={() => editingSession.getState().setMode(option as CreationMode)}
              className="accent-indigo-700"
            />
            {CREATION_MODE_LABELS[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function OperatorSelect() {
  const id = useId();
  const value = useEditingSession((state) => state.logicalOperator);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={LABEL}>
        Logical Operator
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) =>
          editingSession.getState().setLogicalOperator(event.target.value as LogicalOperator)
        }
        className={SELECT}
        aria-describedby={`${id}-hint`}
      >
        <option value="AND">AND</option>
        <option value="OR">OR</option>
      </select>
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
        {value === 'AND' ? 'Every metric condition must hold.' : 'Any one metric condition is enough.'}
      </p>
    </div>
  );
}

/**
 * The create/edit form of specification §2: vendor category, creation mode, names and descriptions,
 * logical operator, metrics, associations. View mode shows the same, read-only.
 */
export function EntityForm({ readOnly }: { readOnly: boolean }) {
  const s = useEditingSession((state) => state);
  const showVendor = !s.isEdit || !s.itemToEdit?.requestCategory;
  const test = createsTest(s.mode);
  const trigger = createsTrigger(s.mode);
  const set = editingSession.getState();
  return (
    <div className="flex flex-col gap-5">
      <fieldset disabled={readOnly} className="flex flex-col gap-5">
        <legend className="sr-only">Settings</legend>
        <section className={`${SECTION} grid gap-4 md:grid-cols-2`} aria-label="Settings">
          {showVendor ? <VendorSelect /> : null}
          <OperatorSelect />
          {s.isEdit ? null : (
            <div className="md:col-span-2">
              <ModeChoice />
            </div>
          )}
        </section>
        <div className={`grid gap-4 ${test && trigger ? 'lg:grid-cols-2' : ''}`}>
          {test ? (
            <section className={`${SECTION} flex flex-col gap-3`} aria-label="Test">
              <h3 className={SECTION_TITLE}>Test</h3>
              <TextField label="Test Name" required value={s.testName} onChange={set.setTestName} />
              <TextField
                label="Test Description"
                multiline
                value={s.testDescription}
                onChange={set.setTestDescription}
                placeholder="What this test checks"
              />
            </section>
          ) : null}
          {trigger ? (
            <section className={`${SECTION} flex flex-col gap-3`} aria-label="Trigger">
              <h3 className={SECTION_TITLE}>Trigger</h3>
              <TextField label="Trigger Name" required value={s.triggerName} onChange={set.setTriggerName} />
              <TextField
                label="Trigger Description"
                multiline
                value={s.triggerDescription}
                onChange={set.setTriggerDescription}
                placeholder="When this trigger fires"
              />
            </section>
          ) : null}
        </div>
      </fieldset>
      <ScopeNotice />
      <section className={SECTION} aria-label="Metrics">
        <h3 className={`${SECTION_TITLE} mb-3`}>Metrics</h3>
        <MetricsManager readOnly={readOnly} />
      </section>
      <AssociationSection readOnly={readOnly} />
    </div>
  );
}

import { useEffect, useId, type ReactNode } from 'react';
import { builderStore } from '../stores/builder-instance';
import { InstructionList } from './builder/instruction-list';
import { NavigationSettings } from './builder/navigation-settings';
import { RecordingUpload } from './builder/recording-upload';
import { SubmitAutomationForm } from './builder/submit-automation-form';

/**
 * `/automation-builder` (specification §2): the starting URL, a recording or written instructions,
 * and Create Automation; `actions` are more buttons below (Save as journey). The heading keeps the
 * specification's spelling.
 */
export function AutomationBuilderPage({ actions }: { actions?: ReactNode } = {}) {
  const formId = `${useId()}-automation`;
  useEffect(() => {
    // A submission that succeeded belongs to the visit that made it: a new visit may submit again.
    const { submission, clearSubmission } = builderStore().getState();
    if (submission.status !== 'submitting') clearSubmission();
  }, []);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          Automated Tracking Regressuion Test Builder
        </h1>
        <p className="text-slate-700 dark:text-slate-300">
          Run a journey on your site in a real browser and get every tracking request validated per action:
          write the steps, or upload a recording from Chrome DevTools.
        </p>
      </header>
      <NavigationSettings formId={formId} />
      <RecordingUpload />
      <InstructionList />
      <SubmitAutomationForm formId={formId} />
      {actions && <div className="flex flex-wrap justify-end gap-2">{actions}</div>}
    </div>
  );
}

import { useNavigate } from 'react-router';
import { buttonClass } from '../../../../components/ui/button-styles';
import { Spinner } from '../../../../components/ui/spinner';
import { notify } from '../../../../lib/notify';
import { AUTOMATION_MESSAGES } from '../../messages';
import { resultsPath } from '../../results-path';
import { builderStore, useBuilder } from '../../stores/builder-instance';

/**
 * "Create Automation" (specification §2, §4): "Submitting..." while sending; on success a message,
 * the button stays disabled and the results page opens; on error the reason shows and the button
 * is enabled again.
 */
export function SubmitAutomationForm({ formId }: { formId: string }) {
  const navigate = useNavigate();
  const submission = useBuilder((state) => state.submission);
  const busy = submission.status === 'submitting' || submission.status === 'success';

  return (
    <form
      id={formId}
      noValidate
      aria-label="Create automation"
      className="flex flex-col items-stretch gap-3 sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        void builderStore()
          .getState()
          .submit()
          .then((job) => {
            if (!job) return;
            notify({
              type: 'success',
              title: AUTOMATION_MESSAGES.submitted,
              message: 'The automation is queued; its results appear as it runs.',
            });
            void navigate(resultsPath(job));
          });
      }}
    >
      {submission.status === 'error' ? (
        <div
          role="alert"
          className="w-full rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          <p className="font-semibold">{submission.message}</p>
          {submission.detail ? <p className="mt-1">{submission.detail}</p> : null}
        </div>
      ) : null}
      {submission.status === 'success' ? (
        <p
          role="status"
          className="w-full rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm font-semibold text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
        >
          {AUTOMATION_MESSAGES.submitted}
        </p>
      ) : null}
      <button type="submit" className={`${buttonClass('primary')} h-11 px-6 text-base`} disabled={busy}>
        {submission.status === 'submitting' ? <Spinner className="size-4" /> : null}
        {submission.status === 'submitting' ? 'Submitting...' : 'Create Automation'}
      </button>
    </form>
  );
}

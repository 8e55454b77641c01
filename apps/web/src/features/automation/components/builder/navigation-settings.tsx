import { useId } from 'react';
import { AUTOMATION_MESSAGES } from '../../messages';
import { useBuilder, builderStore } from '../../stores/builder-instance';
import { cardClass, hintClass, inputClass, labelClass, sectionTitleClass } from '../form-styles';

const URL_PROBLEMS: ReadonlySet<string> = new Set([
  AUTOMATION_MESSAGES.websiteUrlRequired,
  AUTOMATION_MESSAGES.websiteUrlInvalid,
]);

/** Navigation Settings: the journey's starting URL (specification §2). */
export function NavigationSettings({ formId }: { formId: string }) {
  const id = useId();
  const websiteUrl = useBuilder((state) => state.websiteUrl);
  const invalid = useBuilder(
    (state) => state.submission.status === 'error' && URL_PROBLEMS.has(state.submission.message),
  );
  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <h2 id={`${id}-title`} className={sectionTitleClass}>
        Navigation Settings
      </h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-url`} className={labelClass}>
          Website URL{' '}
          <span aria-hidden="true" className="text-red-700 dark:text-red-400">
            *
          </span>
        </label>
        <input
          id={`${id}-url`}
          form={formId}
          name="websiteUrl"
          type="url"
          required
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.example.com"
          className={inputClass}
          value={websiteUrl}
          aria-invalid={invalid}
          aria-describedby={`${id}-hint`}
          onChange={(event) => builderStore().getState().setWebsiteUrl(event.currentTarget.value)}
        />
        <p id={`${id}-hint`} className={hintClass}>
          Enter the starting URL for the automation.
        </p>
      </div>
    </section>
  );
}

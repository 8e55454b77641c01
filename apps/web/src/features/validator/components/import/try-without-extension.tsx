import { buttonClass } from '../../../../components/ui/button-styles';
import { sampleRequests } from '../../content/sample-requests';
import { validatorActions } from '../../stores/validator-instance';
import { CaptureDropZone } from './capture-drop-zone';
import { ImportFileButton } from './import-file-button';

/** For people without the extension: import a HAR or JSON capture (drop or pick), or try sample data. */
export function TryWithoutExtension() {
  return (
    <section aria-labelledby="import-title">
      <CaptureDropZone className="rounded-2xl border-2 border-dashed border-slate-300 bg-white p-6 sm:p-8 dark:border-slate-600 dark:bg-slate-900">
        <h2 id="import-title" className="text-xl font-semibold text-slate-900 dark:text-white">
          No extension? Validate a capture file
        </h2>
        <p className="mt-2 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          Drop a HAR file here (DevTools → Network → Export HAR) or a JSON list of captured requests, or
          choose one. Files are read in your browser; only the tracking requests are sent for validation.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <ImportFileButton variant="primary" label="Choose a HAR or JSON file" />
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void validatorActions().startValidation(sampleRequests(), { source: 'sample' })}
          >
            Try sample data
          </button>
        </div>
      </CaptureDropZone>
    </section>
  );
}

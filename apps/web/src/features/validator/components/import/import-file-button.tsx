import { useRef } from 'react';
import { buttonClass, type ButtonVariant } from '../../../../components/ui/button-styles';
import { importCaptureFile } from '../../import/import-capture-file';

export const IMPORT_ACCEPT = '.har,.harp,.json,.txt,application/json,text/plain';

/** A button that opens the file picker for a HAR or JSON capture and validates it. */
export function ImportFileButton({
  label = 'Import HAR or JSON',
  variant = 'secondary',
}: {
  label?: string;
  variant?: ButtonVariant;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={buttonClass(variant)} onClick={() => input.current?.click()}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 16V4M7 9l5-5 5 5M5 20h14" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept={IMPORT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Capture file (HAR or JSON)"
        data-testid="capture-file-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void importCaptureFile(file);
        }}
      />
    </>
  );
}

/**
 * A file that is not what it claims to be (not a HAR file, unreadable JSON). Import errors are not
 * findings: the CLI prints the message on one line and exits 2, the service answers 400.
 */
export class ImportError extends Error {
  override readonly name = 'ImportError';
  constructor(
    message: string,
    /** Stable code from the error catalogue. */
    readonly code:
      | 'IMPORT_NOT_HAR'
      | 'IMPORT_INVALID_JSON'
      | 'IMPORT_INVALID_ENTRIES'
      | 'IMPORT_EMPTY'
      | 'IMPORT_UNKNOWN_FORMAT',
  ) {
    super(message);
  }
}

import {
  defineCustomVendors,
  importCapture,
  importNotes,
  ImportError,
  usableCustomVendors,
  type ImportFormat,
} from '@tagproof/engine';

export type CaptureReadResult =
  | { ok: true; requests: unknown[]; format: ImportFormat; notes: string[]; withoutBody: number }
  | { ok: false; message: string };

/**
 * Reads a capture file's text with the engine's importer: a HAR file (non-tracking entries left
 * out, redirect hops joined to their hits; the hits of the user's custom `vendors` are kept), a JSON array of captured requests (or
 * `{requests: [...]}`, as exported), or a list of URLs. Loaded on first import, so the engine's
 * decoders stay out of the first bundle.
 */
export function readCaptureText(text: string, vendors: readonly unknown[] = []): CaptureReadResult {
  try {
    const result = importCapture(text, defineCustomVendors(usableCustomVendors(vendors)));
    return {
      ok: true,
      requests: result.requests,
      format: result.format,
      notes: importNotes(result),
      withoutBody: result.withoutBody.length,
    };
  } catch (error) {
    if (error instanceof ImportError) return { ok: false, message: error.message };
    return { ok: false, message: error instanceof Error ? error.message : 'the file could not be read' };
  }
}

import { MAX_CUSTOM_VENDORS_BYTES } from '@tagproof/contracts';
import { parseCustomVendors, type CustomVendorDefinition } from '@tagproof/engine';
import { CliError } from '../cli-error.js';
import type { CliIo } from '../io.js';
import { readJson, readText } from './shared-options.js';

/**
 * Reads `--vendors FILE` of `tagproof validate` and `tagproof run`: custom vendor definitions, as an
 * array or `{vendors: [...]}` (none when the option is absent). A file that cannot be read, is too
 * large, or holds a malformed definition (or one with a built-in code) throws a one-line CliError
 * naming the file and the bad field (exit 2).
 */
export async function readVendorsOption(
  io: CliIo,
  file: string | undefined,
): Promise<CustomVendorDefinition[]> {
  if (file === undefined) return [];
  const text = await readText(io, file, 'vendors file');
  if (text.length > MAX_CUSTOM_VENDORS_BYTES)
    throw new CliError(`${file}: larger than ${MAX_CUSTOM_VENDORS_BYTES} bytes`, 'vendors_invalid');
  const parsed = parseCustomVendors(readJson(file, text));
  if (parsed.ok) return parsed.vendors;
  throw new CliError(`${file}: not a vendors file: ${parsed.error}`.replace(/\s+/g, ' '), 'vendors_invalid');
}

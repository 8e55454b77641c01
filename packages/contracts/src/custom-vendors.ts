import { CUSTOM_VENDOR_LIMITS, parseCustomVendors } from '@tagproof/engine';
import { z } from 'zod';

/** The most bytes of custom vendor definitions one payload or file may carry (JSON text). */
export const MAX_CUSTOM_VENDORS_BYTES = 512 * 1024;

/**
 * Custom vendor definitions (DESIGN.md: `{code, name, kind, match: {hosts, paths}, event, account,
 * params}`), at most 100, checked by the engine's parser: a malformed definition, two with one code
 * or one with a built-in code is an issue at the path of the bad field. The definitions pass through
 * unchanged (the engine reads them again when it validates).
 */
export const CustomVendorsSchema = z
  .array(z.unknown())
  .max(CUSTOM_VENDOR_LIMITS.vendors)
  .superRefine((vendors, context) => {
    if (JSON.stringify(vendors).length > MAX_CUSTOM_VENDORS_BYTES) {
      context.addIssue({ code: 'custom', message: `is larger than ${MAX_CUSTOM_VENDORS_BYTES} bytes` });
      return;
    }
    const parsed = parseCustomVendors(vendors);
    if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.error });
  });

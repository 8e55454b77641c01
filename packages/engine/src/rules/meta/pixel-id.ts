/**
 * The pixel id (`id`) says which pixel a hit belongs to: a number (Meta pixel ids are 15 or 16 digits;
 * older ones are shorter). A hit without one, or with a word in its place (`null`, `undefined`, an
 * unreplaced `{{pixel_id}}`: the tag was initialised with a variable that held nothing), belongs to no
 * pixel, so Meta counts it nowhere.
 */
import { defineRule } from '../define-rule.js';
import { META_REFERENCE, isRedacted, metaParam, shown } from './meta-facts.js';
import { META_CODE } from '../../vendors/facebook/code.js';

const DIGITS = /^\d+$/;

export const metaPixelIdRule = defineRule({
  id: 'meta.pixel-id',
  code: 'VALUE_INVALID',
  severity: 'error',
  description: 'A Meta pixel hit must carry its pixel id (id), a number.',
  source: META_REFERENCE,
  categories: [META_CODE],
  check: (request) => {
    const param = metaParam(request, 'id');
    const value = param?.value.trim() ?? '';
    if (DIGITS.test(value) || (param !== undefined && isRedacted(param.value))) return [];
    const received = value.length === 0 ? (param === undefined ? '(missing)' : '(empty)') : shown(value);
    return [
      {
        fieldPath: 'id',
        parameter: 'pixel ID',
        message:
          value.length === 0
            ? "This Meta pixel hit carries no pixel ID (id), so it belongs to no pixel and Meta counts it nowhere. Initialise the pixel with its ID: fbq('init', '<pixel ID>')."
            : `This Meta pixel hit's pixel ID (id) is "${shown(value)}", not a number, so it belongs to no pixel and Meta counts it nowhere: the tag was initialised with a variable that held no ID. Check what fbq('init', …) receives.`,
        expected: 'the pixel ID, a number such as 1234567890123456',
        received,
      },
    ];
  },
});

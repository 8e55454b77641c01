/**
 * `cd[content_type]` says what the ids in `content_ids`/`contents` are: `product` or `product_group`.
 * Meta's travel, real-estate and automotive catalogue guides add their own documented types (`hotel`,
 * `flight`, `destination`, `home_listing`, `vehicle`), which are accepted too. Anything else, including
 * a different case (`Product`), is not matched to the catalogue.
 */
import { defineRule } from '../define-rule.js';
import { META_CUSTOM_DATA, isRedacted, metaParam, shown } from './meta-facts.js';
import { META_CODE } from '../../vendors/facebook/code.js';

const CONTENT_TYPES = new Set(['product', 'product_group']);
const CATALOGUE_TYPES = new Set(['hotel', 'flight', 'destination', 'home_listing', 'vehicle']);

export const metaContentTypeRule = defineRule({
  id: 'meta.content-type',
  code: 'VALUE_INVALID',
  severity: 'error',
  description: 'cd[content_type] must be product or product_group.',
  source: META_CUSTOM_DATA,
  categories: [META_CODE],
  check: (request) => {
    const param = metaParam(request, 'cd[content_type]');
    if (param === undefined || param.value.length === 0 || isRedacted(param.value)) return [];
    if (CONTENT_TYPES.has(param.value) || CATALOGUE_TYPES.has(param.value)) return [];
    const lower = param.value.trim().toLowerCase();
    const hint =
      CONTENT_TYPES.has(lower) || CATALOGUE_TYPES.has(lower) ? ` Send "${lower}", in lowercase.` : '';
    return [
      {
        fieldPath: 'cd[content_type]',
        parameter: 'content type',
        message:
          `Meta expects the content type (cd[content_type]) to be "product" or "product_group", ` +
          `but received "${shown(param.value)}".${hint}`,
        expected: 'product or product_group',
        received: shown(param.value),
      },
    ];
  },
});

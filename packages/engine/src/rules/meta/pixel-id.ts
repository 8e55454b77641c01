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
/** The legacy Conversion Tracking Pixel sent its conversion pixel's id as the event (`ev=6026192431231`). */
const CONVERSION_PIXEL_ID = /^\d{10,}$/;

/**
 * Meta retired its Conversion Tracking Pixel (`_fbq.push(['track', '<conversion pixel id>', …])`, sent
 * by fbds.js with `id=null`): no support from 15 October 2016, no ads measurement from 15 February 2017
 * (Meta for Developers, "Pixel migration", 3 August 2016). A real 2016 capture of theverge.com sent one.
 */
function legacyConversionMessage(conversionPixel: string): string {
  return (
    `This hit is Meta's legacy Conversion Tracking Pixel (fbds.js), sending conversion pixel ` +
    `${shown(conversionPixel)} as its event, with no pixel ID (id). Meta retired that pixel: ads have not ` +
    `been measured with it since February 2017, so it counts nothing today. Track the conversion with the ` +
    `Meta pixel instead: fbq('init', '<pixel ID>') and fbq('track', 'Purchase', …).`
  );
}

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
    const event = metaParam(request, 'ev')?.value.trim() ?? '';
    if (CONVERSION_PIXEL_ID.test(event))
      return [
        {
          fieldPath: 'id',
          parameter: 'pixel ID',
          message: legacyConversionMessage(event),
          expected: 'a Meta pixel hit with its pixel ID',
          received,
        },
      ];
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

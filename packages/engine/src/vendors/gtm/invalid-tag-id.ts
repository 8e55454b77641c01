/**
 * A Google tag or GTM container loaded with an id that is no tag's. Seen on 5 of the 842
 * public HAR files of August 2025:
 * - a variable never filled: `gtm.js?id=undefined` (andreani.com, which loads its real container too);
 * - a template's placeholder left as written: `gtag/js?id=%s` (tiempodesanjuan.com, todojujuy.com);
 * - an empty id: `gtag/js?id=` (cinecalidad.ec, the page's only Google tag: nothing else loaded);
 * - a piece of the page's HTML instead of the id: `gtag/js?id=>` (solodeportes.com.ar).
 * Also read as no id: the documentation's placeholders (`GTM-XXXXXX`, `G-XXXXXXXXXX`), and an id
 * with a character no tag id holds (a stray quote copied with it, `GTM-KDHQXBW'`). A prefix Tagproof
 * does not know (`GT-`, `UA-`, a new one) is never read as invalid: ids are letters, digits and
 * dashes, whatever their prefix.
 *
 * What such a load costs differs. A container (`gtm.js`) or a destination (`gtag/destination`) is
 * loaded for its id alone: with no tag's id, nothing it was meant to bring runs (a warning). The
 * Google tag's library (`gtag/js`) is answered with Google's generic library (193 KB, HTTP 200), and
 * each tag the page then sets up with `gtag('config', 'G-…')` loads on its own (`gtag/js?id=G-…&cx=c`,
 * seen after a bare `gtag/js` on friv.com and tnaflix.com, whose GA4 hits followed): only a config
 * written with the same placeholder loads nothing (an info, saying so). A load with no `id` at all
 * (`gtag/js`, or `gtag/js?G-DB47P62DYS` with `id=` left out, both followed by working tags on 6 sites)
 * is left alone for gtag.js.
 */
import type { Finding } from '../../findings/finding.js';
import { makeFinding } from '../../findings/make-finding.js';
import { macroIn } from '../../macro.js';

/**
 * What a variable never filled turns into when written into a URL, in lower case. Wider than
 * VALUE_UNFILLED's words (rules/commerce/unfilled-value.ts): no tag id is ever a word, so `none`,
 * `false` or `True` are no id either.
 */
const UNFILLED = new Set(['undefined', 'null', 'nan', '[object object]', 'none', 'false', 'true']);
/** Letters, digits, dashes and underscores: every Google tag and container id. */
const ID_CHARACTERS = /^[A-Za-z0-9_-]+$/;
/** The documentation's placeholders: a prefix and X's (`GTM-XXXXXX`, `G-XXXXXXXXXX`, `AW-XXXXXXXXX`). */
const DOCUMENTED_PLACEHOLDER = /^[A-Z]{1,3}-X{4,}$/;

/**
 * How a tag was loaded when its id is no tag's (`with an empty id`, `with the id "%s", a template's
 * placeholder never filled in`), or null for an id that may be one. Undefined: sent without an id.
 */
export function invalidTagIdReason(tagId: string | undefined): string | null {
  if (tagId === undefined) return 'without an id';
  if (tagId.trim().length === 0) return 'with an empty id';
  const shown = `with the id "${tagId.slice(0, 40)}"`;
  if (UNFILLED.has(tagId.toLowerCase()))
    return `${shown}, what a variable that was never filled writes into a URL`;
  if (DOCUMENTED_PLACEHOLDER.test(tagId)) return `${shown}, the documentation's placeholder, never replaced`;
  if (ID_CHARACTERS.test(tagId)) return null;
  return tagId.includes('%')
    ? `${shown}, a template's placeholder never filled in`
    : `${shown}, which holds characters no tag id holds (copied with it from the page or a template)`;
}

/** What was loaded, from its path: a GTM container, the Google tag's library, or a destination. */
export type TagFile = 'gtm.js' | 'gtag.js' | 'destination';

/**
 * TAG_ID_INVALID for the load of a Google tag or GTM container whose `id` is absent or no tag's (see
 * above), or null.
 */
export function invalidTagId(tagId: string | undefined, file: TagFile): Finding | null {
  // gtag.js without an id is the generic library, which each configured tag completes on its own.
  if (file === 'gtag.js' && tagId === undefined) return null;
  // A template's macro (`%%ID%%`, `${ID}`) is VALUE_PLACEHOLDER's, said once.
  if (tagId !== undefined && macroIn(tagId) !== null) return null;
  const how = invalidTagIdReason(tagId);
  if (how === null) return null;
  const received = tagId === undefined ? 'no id' : tagId.slice(0, 100);
  const fix = 'Write the container or tag id (GTM-…, G-…, AW-…) into the snippet';
  if (file === 'gtag.js') {
    return makeFinding('TAG_ID_INVALID', {
      severity: 'info',
      fieldPath: 'id',
      parameter: 'Container or tag ID',
      message:
        `The Google tag (gtag.js) was loaded ${how}, so it brings no tag of its own. Tags the page sets ` +
        `up with gtag('config', 'G-…') still load, each on its own (gtag/js?id=…&cx=c); a config ` +
        `written the same way loads nothing. ${fix}, or remove the snippet if the page loads its tags ` +
        `elsewhere.`,
      expected: 'a tag id (G-…, AW-…, GT-…)',
      received,
    });
  }
  const what = file === 'gtm.js' ? 'The GTM container (gtm.js)' : 'A Google tag destination';
  return makeFinding('TAG_ID_INVALID', {
    fieldPath: 'id',
    parameter: 'Container or tag ID',
    message:
      `${what} was loaded ${how}: no container or tag has it, so nothing this load was meant to bring ` +
      `runs. ${fix}, or remove the snippet if the page loads its tags elsewhere.`,
    expected: 'a container or tag id (GTM-…, G-…, AW-…)',
    received,
  });
}

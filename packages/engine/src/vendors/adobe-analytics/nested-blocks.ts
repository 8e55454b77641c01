/**
 * AppMeasurement's nested blocks: `c.` (context data), `cid.` (customer IDs), `d.` (Audience
 * Management), `h.` (client hints)… are sent as an opener `<name>.` with no value, the block's names,
 * and a closer `.<name>` with no value, nested at will: `c.&a.&media.&view=1&.media&.a&.c` is
 * `c.a.media.view=1`. Read into dotted names, whatever the block's name.
 *
 * Markers that do not pair up are kept, never dropped nor thrown on:
 * - a closer whose name no open level has is kept as the parameter it was sent as;
 * - a closer of an outer level also closes the levels opened inside it and left open
 *   (`c.&a.&b=1&.c` gives `c.a.b`);
 * - an opener never closed opens nothing: it is kept as sent and the names after it keep their own
 *   names (a stray `x.` cannot turn `events` or `pe` into `x.events`);
 * - an opener that would make the dotted prefix longer than MAX_PREFIX_LENGTH is kept as sent (the
 *   names it holds stay in the level around it), which bounds the length of every name.
 * Only a name with an empty value is a marker: `x.=1` is a parameter, so no value is ever lost.
 */
import type { Param } from '../../url/params.js';

/** Longest prefix read: AppMeasurement's own blocks are short (`c.a.activitymap.`, `cid.<code>.`). */
const MAX_PREFIX_LENGTH = 256;

const PLAIN = 0;
const OPENS = 1;
const CLOSES = 2;

/** The level `x.` opens (`x`), or null when the parameter is no opener. */
function openedLevel({ name, value }: Param): string | null {
  return value === '' && name.length > 1 && name.endsWith('.') && !name.startsWith('.')
    ? name.slice(0, -1)
    : null;
}

/** The level `.x` closes (`x`), or null when the parameter is no closer. */
function closedLevel({ name, value }: Param): string | null {
  return value === '' && name.length > 1 && name.startsWith('.') ? name.slice(1) : null;
}

function hasMarker(params: readonly Param[]): boolean {
  for (const param of params) if (openedLevel(param) !== null || closedLevel(param) !== null) return true;
  return false;
}

/**
 * What each parameter does: opens a level (one that gets closed, by its closer or an outer one),
 * closes one, or neither. A closer closes the innermost open level of its name; the open levels of
 * each name are kept by position so that finding it does not scan the stack (linear in the params).
 */
function markerRoles(params: readonly Param[]): Uint8Array {
  const roles = new Uint8Array(params.length);
  const open: Array<{ index: number; level: string; prefixLength: number }> = [];
  const depthsByLevel = new Map<string, number[]>();
  params.forEach((param, index) => {
    const opened = openedLevel(param);
    if (opened !== null) {
      const prefixLength = (open[open.length - 1]?.prefixLength ?? 0) + opened.length + 1;
      if (prefixLength > MAX_PREFIX_LENGTH) return;
      let depths = depthsByLevel.get(opened);
      if (depths === undefined) depthsByLevel.set(opened, (depths = []));
      depths.push(open.length);
      open.push({ index, level: opened, prefixLength });
      return;
    }
    const closed = closedLevel(param);
    const depths = closed === null ? undefined : depthsByLevel.get(closed);
    const depth = depths?.[depths.length - 1];
    if (depth === undefined) return;
    roles[index] = CLOSES;
    while (open.length > depth) {
      const level = open.pop();
      if (level === undefined) break;
      roles[level.index] = OPENS;
      depthsByLevel.get(level.level)?.pop();
    }
  });
  return roles;
}

/**
 * The parameters with the names inside blocks prefixed by every open level (`cid.`, `st_aa.`, `id=7`
 * gives `cid.st_aa.id=7`) and the markers that pair up left out; every other parameter as sent.
 *
 * @example
 * nestBlocks(parseParams('d.&nsid=0&.d&pageName=home')); // [{name: 'd.nsid', value: '0'}, {name: 'pageName', …}]
 */
export function nestBlocks(params: readonly Param[]): readonly Param[] {
  if (!hasMarker(params)) return params;
  const roles = markerRoles(params);
  const out: Param[] = [];
  const levels: string[] = [];
  // prefixes[depth]: the dotted names of the open levels, `cid.st_aa.` (ropes: one join per level).
  const prefixes: string[] = [''];
  params.forEach((param, index) => {
    const role = roles[index] ?? PLAIN;
    if (role === OPENS) {
      const level = openedLevel(param) ?? '';
      levels.push(level);
      prefixes.push(`${prefixes[prefixes.length - 1] ?? ''}${level}.`);
      return;
    }
    if (role === CLOSES) {
      const closed = closedLevel(param);
      while (levels.length > 0) {
        prefixes.pop();
        if (levels.pop() === closed) break;
      }
      return;
    }
    const prefix = prefixes[prefixes.length - 1] ?? '';
    const stray = openedLevel(param) !== null || closedLevel(param) !== null;
    out.push(prefix === '' || stray ? param : { name: `${prefix}${param.name}`, value: param.value });
  });
  return out;
}

import { z } from 'zod';
import { describeBadInput, findBadInput, jsonTextExceedsDepth } from '../../plugins/find-bad-input.js';

/**
 * Attributes stored as JSON text (metrics, `expectedTests`, reports) are written either as the text
 * or as the value itself. Both pass the request rule of find-bad-input.ts once parsed: no NUL, no
 * lone surrogate, at most 64 levels deep, so deep JSON never reaches storage, the engine or
 * `JSON.stringify` (which would exhaust the stack).
 */

export type JsonShape = 'list' | 'object';

function hasShape(value: unknown, shape: JsonShape): boolean {
  if (shape === 'list') return Array.isArray(value);
  return typeof value === 'object' && value !== null;
}

/**
 * A string holding JSON text of `shape`, at most `maxLength` characters, stored as given.
 *
 * @example jsonTextOf('list', 4096).parse('[{"metric":"cu"}]');
 */
export function jsonTextOf(shape: JsonShape, maxLength: number) {
  return z
    .string()
    .max(maxLength)
    .superRefine((text, context) => {
      if (jsonTextExceedsDepth(text)) {
        context.addIssue({ code: 'custom', message: describeBadInput({ problem: 'too-deep', where: '$' }) });
        return;
      }
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        context.addIssue({ code: 'custom', message: `must be JSON text of ${anOf(shape)}` });
        return;
      }
      if (!hasShape(value, shape)) {
        context.addIssue({ code: 'custom', message: `must be JSON text of ${anOf(shape)}` });
        return;
      }
      const bad = findBadInput(value, '$');
      if (bad) context.addIssue({ code: 'custom', message: describeBadInput(bad) });
    });
}

/** Checks a value given in place of the JSON text, and writes it as JSON text of at most `maxLength` characters. */
export function toJsonText(value: unknown, maxLength: number, context: z.RefinementCtx): string {
  const bad = findBadInput(value, '$');
  if (bad) {
    context.addIssue({ code: 'custom', message: describeBadInput(bad) });
    return z.NEVER;
  }
  const text = JSON.stringify(value);
  if (text.length > maxLength) context.addIssue({ code: 'custom', message: 'is too large' });
  return text;
}

function anOf(shape: JsonShape): string {
  return shape === 'list' ? 'a list' : 'an object';
}

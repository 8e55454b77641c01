import { z } from 'zod';
import type { Config } from '../../../config.js';

/** An element the model may pick: its place in the list, role and accessible name. */
export interface ElementCandidate {
  index: number;
  role: string;
  name: string;
}

/**
 * Picks, for a written instruction, one element among candidates the runner found offline. It
 * never invents a selector: it answers an index into the list, or null.
 */
export interface ElementChooser {
  choose(
    instruction: string,
    candidates: readonly ElementCandidate[],
    signal?: AbortSignal,
  ): Promise<number | null>;
}

const SYSTEM_PROMPT = [
  'You help a browser automation tool act on a web page.',
  'You get an instruction and a numbered list of elements of the page (role and accessible name).',
  'Answer with JSON only: {"index": N} for the element the instruction means, or {"index": null} if none fits.',
].join(' ');

/**
 * An OpenAI-compatible chat completions client (`POST {url}/chat/completions`, bearer key, the
 * configured model), used only when TAGPROOF_LLM_URL and TAGPROOF_LLM_MODEL are set. Any failure
 * (network, status, unreadable answer, an index not in the list) answers null, and the runner keeps
 * its own ranking.
 */
export function createLlmChooser(
  llm: NonNullable<Config['llm']>,
  options: { fetch?: typeof fetch; timeoutMs?: number; onError?: (error: unknown) => void } = {},
): ElementChooser {
  const send = options.fetch ?? fetch;
  const endpoint = `${llm.url.replace(/\/+$/, '')}/chat/completions`;
  return {
    async choose(instruction, candidates, signal) {
      if (candidates.length === 0) return null;
      const list = candidates.map((candidate) => `${candidate.index}. ${candidate.role} "${candidate.name}"`);
      try {
        const timeout = AbortSignal.timeout(options.timeoutMs ?? 20_000);
        const response = await send(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(llm.key ? { authorization: `Bearer ${llm.key}` } : {}),
          },
          body: JSON.stringify({
            model: llm.model,
            temperature: 0,
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: `Instruction: ${instruction}\nElements:\n${list.join('\n')}` },
            ],
          }),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        if (!response.ok) throw new Error(`the model answered HTTP ${response.status}`);
        // An answer without a first choice holding text content is no choice, as a missing field is.
        const completion = CompletionSchema.safeParse(await response.json());
        const index = completion.success ? readIndex(completion.data.choices[0].message.content) : null;
        return index !== null && candidates.some((candidate) => candidate.index === index) ? index : null;
      } catch (error) {
        options.onError?.(error);
        return null;
      }
    },
  };
}

/** What is read of a chat completion: the first choice's message text (other choices may be anything). */
const CompletionSchema = z.looseObject({
  choices: z.tuple([z.looseObject({ message: z.looseObject({ content: z.string() }) })], z.unknown()),
});

const ChoiceSchema = z.looseObject({ index: z.number().int() });

/** `{"index": 3}` (possibly inside a code fence or prose), or a bare number. */
function readIndex(content: string): number | null {
  const json = /\{[^{}]*\}/.exec(content)?.[0];
  if (json) {
    try {
      const parsed = ChoiceSchema.safeParse(JSON.parse(json));
      return parsed.success ? parsed.data.index : null;
    } catch {
      // Fall through to a bare number.
    }
  }
  const bare = /^\s*(\d+)\s*$/.exec(content);
  return bare?.[1] ? Number(bare[1]) : null;
}

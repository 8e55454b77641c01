import { z } from 'zod';

/**
 * The automation request of the specification (tests-triggers-automation §3), as the builder page
 * sends it to `POST /api/automation`. Lenient where a form is (empty strings and nulls for unused
 * fields); `metadata` (isPremium, isLoggedIn, userID) is informational and never trusted: the user
 * comes from the session and the limits from their stored prefs.
 */
const text = (max: number) => z.string().max(max).nullish();

export const InstructionSelectorsSchema = z.object({
  css: text(2000),
  id: text(500),
  dataAttribute: z.object({ name: text(200), value: text(1000) }).nullish(),
  xpath: text(2000),
});

export const InstructionSchema = z.object({
  step: z.number().int().nullish(),
  action: z.enum(['click', 'type'], { error: 'action must be click or type' }),
  prompt: text(2000),
  /** What a `type` instruction types (else the quoted text of its prompt). */
  value: text(10_000),
  elementInfo: z
    .object({
      text: text(1000),
      caseSensitive: z.boolean().nullish(),
      selectors: InstructionSelectorsSchema.nullish(),
    })
    .nullish(),
});
export type Instruction = z.infer<typeof InstructionSchema>;

/** A Recorder step: checked in depth by @puppeteer/replay's parser at submission. */
const RecorderStepInput = z.looseObject({ type: z.string() });

export const AutomationRequestSchema = z.object({
  metadata: z.looseObject({}).nullish(),
  navigation: z
    .object({
      websiteUrl: text(4000),
      timeoutPerStep: z.number().int().positive().nullish(),
    })
    .nullish(),
  instructions: z.array(InstructionSchema).max(1000).nullish(),
  useAI: z.boolean().nullish(),
  nonAIInstructions: z
    .union([
      z.array(RecorderStepInput).max(1000),
      z.looseObject({ title: z.string().nullish(), steps: z.array(RecorderStepInput).max(1000) }),
    ])
    .nullish(),
});
export type AutomationRequest = z.infer<typeof AutomationRequestSchema>;
/** What a client may send: the input side of {@link AutomationRequestSchema}. */
export type AutomationRequestInput = z.input<typeof AutomationRequestSchema>;

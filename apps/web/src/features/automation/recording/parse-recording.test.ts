import { describe, expect, it } from 'vitest';
import { parseRecording } from './parse-recording';
import { RECORDER_STEP_TYPES } from './recorder-steps';

const recording = (steps: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ title: 'Add to cart', ...extra, steps });

describe('parseRecording', () => {
  it('reads the steps, the title and the first navigate URL', () => {
    const result = parseRecording(
      recording([
        { type: 'setViewport', width: 1280, height: 800 },
        { type: 'navigate', url: 'https://shop.example/product' },
        { type: 'click', selectors: [['aria/Add to cart'], ['#add']] },
        { type: 'navigate', url: 'https://shop.example/cart' },
      ]),
    );
    expect(result).toEqual({
      ok: true,
      recording: {
        title: 'Add to cart',
        steps: expect.any(Array),
        startUrl: 'https://shop.example/product',
      },
    });
    if (result.ok)
      expect(result.recording.steps.map((step) => step.type)).toEqual([
        'setViewport',
        'navigate',
        'click',
        'navigate',
      ]);
  });

  it('refuses text that is not JSON', () => {
    expect(parseRecording('{"steps": [')).toEqual({ ok: false, error: 'Failed to parse JSON file' });
    expect(parseRecording('')).toEqual({ ok: false, error: 'Failed to parse JSON file' });
  });

  it.each([['{}'], ['{"steps": {}}'], ['[]'], ['null'], ['"steps"'], ['{"steps": "click"}']])(
    'refuses %s without a steps array',
    (text) => {
      expect(parseRecording(text)).toEqual({
        ok: false,
        error: 'Invalid recording file: missing steps array',
      });
    },
  );

  it('refuses an unknown step type, naming the step', () => {
    const result = parseRecording(
      recording([{ type: 'navigate', url: 'https://a.example' }, { type: 'tap' }]),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatch(/^Invalid recording file: step 2 has an unknown type "tap"/);
      expect(result.error).toContain('doubleClick');
    }
  });

  it('refuses steps without a type, that are not objects, or that miss what replay needs', () => {
    expect(parseRecording(recording([{ url: 'https://a.example' }]))).toEqual({
      ok: false,
      error: 'Invalid recording file: step 1 has no type',
    });
    expect(parseRecording(recording(['click']))).toEqual({
      ok: false,
      error: 'Invalid recording file: step 1 is not an object',
    });
    expect(parseRecording(recording([{ type: 'navigate' }]))).toEqual({
      ok: false,
      error: 'Invalid recording file: step 1 (navigate) has no url',
    });
    expect(parseRecording(recording([{ type: 'click', offsetX: 1 }]))).toEqual({
      ok: false,
      error: 'Invalid recording file: step 1 (click) has no selectors',
    });
  });

  it('accepts every Recorder step type', () => {
    const steps = RECORDER_STEP_TYPES.map((type) => ({
      type,
      ...(type === 'navigate' ? { url: 'https://a.example' } : {}),
      selectors: [['#x']],
    }));
    const result = parseRecording(recording(steps));
    expect(result.ok).toBe(true);
  });

  it('loads an empty steps array (refused at submit) and a recording without navigation', () => {
    expect(parseRecording(recording([], { title: '  ' }))).toEqual({
      ok: true,
      recording: { title: null, steps: [], startUrl: null },
    });
  });
});

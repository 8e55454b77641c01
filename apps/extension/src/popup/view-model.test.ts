import { describe, expect, it } from 'vitest';
import type { TabStatus } from '../shared/messages.js';
import { buttonStates, recordingLine, sendLine } from './view-model.js';

const base: TabStatus = {
  tabId: 1,
  canRecord: true,
  recording: false,
  total: 0,
  vendors: [],
  send: null,
  hubUrl: 'http://127.0.0.1:8080/',
};

describe('popup view model', () => {
  it('describes the recording state', () => {
    expect(recordingLine(base)).toMatch(/^Not recording/);
    expect(recordingLine({ ...base, recording: true })).toMatch(/^Recording/);
    expect(recordingLine({ ...base, total: 3 })).toMatch(/^Stopped/);
    expect(recordingLine({ ...base, canRecord: false })).toMatch(/cannot be recorded/);
  });

  it('enables what makes sense', () => {
    expect(buttonStates(base)).toEqual({ start: 'enabled', stop: false, send: false, clear: false });
    expect(buttonStates({ ...base, recording: true, total: 2 })).toEqual({
      start: 'hidden',
      stop: true,
      send: true,
      clear: true,
    });
    expect(buttonStates({ ...base, canRecord: false })).toMatchObject({ start: 'disabled' });
    const sending = { state: 'sending' as const, message: 'Opening…', at: 0, count: 2, hubUrl: base.hubUrl };
    expect(buttonStates({ ...base, total: 2, send: sending }).send).toBe(false);
  });

  it('shows the send outcome with its time', () => {
    expect(sendLine(null)).toBe('');
    const at = new Date(2024, 0, 15, 14, 5).getTime();
    expect(sendLine({ state: 'sending', message: 'Opening…', at, count: 1, hubUrl: '' })).toBe('Opening…');
    expect(
      sendLine(
        { state: 'delivered', message: 'Sent 2 requests to Tagproof.', at, count: 2, hubUrl: '' },
        'en-GB',
      ),
    ).toBe('Sent 2 requests to Tagproof. (14:05)');
  });
});

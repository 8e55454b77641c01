import type { SendStatus, TabStatus } from '../shared/messages.js';

/** The popup's one-line recording state. */
export function recordingLine(status: TabStatus): string {
  if (!status.canRecord) return 'This page cannot be recorded. Open a web page to start a session.';
  if (status.recording) return 'Recording: tracking requests of this tab are being captured.';
  return status.total > 0
    ? 'Stopped. The captures below are kept until you clear them.'
    : 'Not recording. Start a session to capture this tab.';
}

/** The line under Send to hub, with the time of the outcome; empty before the first send. */
export function sendLine(send: SendStatus | null, locale?: string): string {
  if (send === null) return '';
  if (send.state === 'sending') return send.message;
  const time = new Date(send.at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  return `${send.message} (${time})`;
}

/** Which buttons are shown and enabled. */
export function buttonStates(status: TabStatus): {
  start: 'hidden' | 'enabled' | 'disabled';
  stop: boolean;
  send: boolean;
  clear: boolean;
} {
  return {
    start: status.recording ? 'hidden' : status.canRecord ? 'enabled' : 'disabled',
    stop: status.recording,
    send: status.total > 0 && status.send?.state !== 'sending',
    clear: status.total > 0,
  };
}

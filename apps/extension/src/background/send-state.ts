import type { SendStatus } from '../shared/messages.js';
import type { KeyValueArea } from '../shared/key-value-area.js';

/**
 * A Send to hub in progress, stored so that a service worker stopped in the middle of waiting for
 * the hub picks the delivery up again when it starts: the captures themselves are read again from
 * storage, so nothing is lost.
 */
export interface SendJob {
  sourceTabId: number;
  /** The tab showing the hub, once it was opened or found. */
  hubTabId: number | null;
  hubUrl: string;
  /** Epoch ms after which the send fails. */
  deadline: number;
  /** Lets the page ignore a second delivery of the same send after a restart. */
  deliveryId: string;
  count: number;
}

// Under the tab's prefix, so that closing the tab or restarting the browser forgets them too.
const statusKey = (tabId: number) => `tab:${tabId}:send`;
const jobKey = (tabId: number) => `tab:${tabId}:job`;
const JOB_KEY = /^tab:\d+:job$/;

export async function readSendStatus(area: KeyValueArea, tabId: number): Promise<SendStatus | null> {
  const stored = (await area.get([statusKey(tabId)]))[statusKey(tabId)];
  return readStoredStatus(stored);
}

const SEND_STATES: ReadonlySet<unknown> = new Set<SendStatus['state']>(['sending', 'delivered', 'failed']);

/** A stored status as written by {@link writeSendStatus}, field by field; anything else is none. */
function readStoredStatus(stored: unknown): SendStatus | null {
  if (!isObject(stored) || !SEND_STATES.has(stored.state)) return null;
  const { message, at, count, hubUrl } = stored;
  return {
    state: stored.state as SendStatus['state'],
    message: typeof message === 'string' ? message : '',
    at: typeof at === 'number' ? at : 0,
    count: typeof count === 'number' ? count : 0,
    hubUrl: typeof hubUrl === 'string' ? hubUrl : '',
  };
}

export async function writeSendStatus(
  area: KeyValueArea,
  tabId: number,
  status: SendStatus | null,
): Promise<void> {
  if (status === null) await area.remove([statusKey(tabId)]);
  else await area.set({ [statusKey(tabId)]: status });
}

export async function readSendJob(area: KeyValueArea, tabId: number): Promise<SendJob | null> {
  const stored = (await area.get([jobKey(tabId)]))[jobKey(tabId)];
  return isJob(stored) ? stored : null;
}

export async function writeSendJob(area: KeyValueArea, job: SendJob): Promise<void> {
  await area.set({ [jobKey(job.sourceTabId)]: job });
}

export async function removeSendJob(area: KeyValueArea, tabId: number): Promise<void> {
  await area.remove([jobKey(tabId)]);
}

/** Every stored job (there is at most one per source tab). */
export async function listSendJobs(area: KeyValueArea): Promise<SendJob[]> {
  const all = await area.get(null);
  return Object.entries(all).flatMap(([key, value]) => (JOB_KEY.test(key) && isJob(value) ? [value] : []));
}

function isJob(value: unknown): value is SendJob {
  return (
    isObject(value) &&
    typeof value.sourceTabId === 'number' &&
    (value.hubTabId === null || typeof value.hubTabId === 'number') &&
    typeof value.hubUrl === 'string' &&
    typeof value.deadline === 'number' &&
    typeof value.deliveryId === 'string' &&
    typeof value.count === 'number'
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The popup: Start Session / Stop, the captured requests per vendor of the tab, Clear and Send to hub.
 * It acts on the active tab, or on `?tabId=N` when opened as a page (end-to-end tests, pinned use).
 * All state comes from the service worker; the popup re-reads it whenever storage changes.
 */
import { parsePopupResponse, type PopupRequestType, type TabStatus } from '../shared/messages.js';
import { buttonStates, recordingLine, sendLine } from './view-model.js';

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`popup.html lacks #${id}`);
  return found as T;
}

const ui = {
  state: element<HTMLParagraphElement>('state'),
  start: element<HTMLButtonElement>('start'),
  stop: element<HTMLButtonElement>('stop'),
  total: element<HTMLSpanElement>('total'),
  table: element<HTMLTableElement>('counts'),
  empty: element<HTMLParagraphElement>('empty'),
  send: element<HTMLButtonElement>('send'),
  clear: element<HTMLButtonElement>('clear'),
  sendStatus: element<HTMLParagraphElement>('send-status'),
  error: element<HTMLParagraphElement>('error'),
  hub: element<HTMLSpanElement>('hub'),
  options: element<HTMLAnchorElement>('open-options'),
};

async function targetTabId(): Promise<number | null> {
  const fromQuery = Number(new URLSearchParams(window.location.search).get('tabId'));
  if (Number.isInteger(fromQuery) && fromQuery > 0) return fromQuery;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab?.id ?? null;
}

function render(status: TabStatus): void {
  const buttons = buttonStates(status);
  ui.state.textContent = recordingLine(status);
  ui.state.classList.toggle('recording', status.recording);
  ui.start.hidden = buttons.start === 'hidden';
  ui.start.disabled = buttons.start !== 'enabled';
  ui.stop.hidden = !buttons.stop;
  ui.send.disabled = !buttons.send;
  ui.clear.disabled = !buttons.clear;
  ui.total.textContent = String(status.total);
  ui.hub.textContent = status.hubUrl;
  const rows = status.vendors.map((vendor) => {
    const row = document.createElement('tr');
    const name = document.createElement('th');
    name.scope = 'row';
    name.textContent = vendor.name;
    const count = document.createElement('td');
    count.className = 'num';
    count.textContent = String(vendor.count);
    row.append(name, count);
    return row;
  });
  ui.table.tBodies[0]?.replaceChildren(...rows);
  ui.table.hidden = rows.length === 0;
  ui.empty.hidden = rows.length > 0;
  ui.sendStatus.textContent = sendLine(status.send);
  ui.sendStatus.dataset.state = status.send?.state ?? '';
}

async function ask(type: PopupRequestType, tabId: number): Promise<void> {
  let response;
  try {
    response = parsePopupResponse(await chrome.runtime.sendMessage({ type, tabId }));
  } catch (error) {
    ui.error.textContent = `The extension did not answer: ${error instanceof Error ? error.message : String(error)}`;
    return;
  }
  if (response === null) {
    ui.error.textContent = 'The extension gave an unexpected answer. Reload the extension and try again.';
    return;
  }
  if (!response.ok) {
    ui.error.textContent = response.error;
    return;
  }
  ui.error.textContent = '';
  render(response.status);
}

async function main(): Promise<void> {
  const tabId = await targetTabId();
  if (tabId === null) {
    ui.state.textContent = 'No tab to record.';
    return;
  }
  const act = (type: PopupRequestType) => () => {
    void ask(type, tabId);
  };
  ui.start.addEventListener('click', act('start'));
  ui.stop.addEventListener('click', act('stop'));
  ui.clear.addEventListener('click', act('clear'));
  ui.send.addEventListener('click', act('send'));
  ui.options.addEventListener('click', (event) => {
    event.preventDefault();
    void chrome.runtime.openOptionsPage();
  });
  let pending: number | undefined;
  chrome.storage.onChanged.addListener(() => {
    window.clearTimeout(pending);
    pending = window.setTimeout(() => void ask('status', tabId), 100);
  });
  await ask('status', tabId);
}

void main();

/** The options page: hub address, redaction of personal data, reload on start. */
import { chromeArea } from '../shared/chrome-area.js';
import {
  DEFAULT_SETTINGS,
  normalizeHubUrl,
  readSettings,
  writeSettings,
  type Settings,
} from '../shared/settings.js';

const area = chromeArea(chrome.storage.local);

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`options.html lacks #${id}`);
  return found as T;
}

const form = element<HTMLFormElement>('options-form');
const hubUrl = element<HTMLInputElement>('hub-url');
const redact = element<HTMLInputElement>('redact');
const reload = element<HTMLInputElement>('reload');
const result = element<HTMLParagraphElement>('result');

function show(settings: Settings): void {
  hubUrl.value = settings.hubUrl;
  redact.checked = settings.redactPersonalData;
  reload.checked = settings.reloadOnStart;
}

async function save(settings: Settings, message: string): Promise<void> {
  await writeSettings(area, settings);
  show(settings);
  result.textContent = message;
  result.className = '';
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const normalized = normalizeHubUrl(hubUrl.value);
  if (normalized === null) {
    hubUrl.setAttribute('aria-invalid', 'true');
    result.textContent = 'Enter an http:// or https:// address, for example http://127.0.0.1:8080/.';
    result.className = 'error';
    hubUrl.focus();
    return;
  }
  hubUrl.removeAttribute('aria-invalid');
  void save(
    { hubUrl: normalized, redactPersonalData: redact.checked, reloadOnStart: reload.checked },
    'Saved.',
  );
});

element<HTMLButtonElement>('reset').addEventListener('click', () => {
  void save({ ...DEFAULT_SETTINGS }, 'Defaults restored.');
});

void readSettings(area).then(show);

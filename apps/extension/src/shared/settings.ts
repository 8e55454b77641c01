import type { KeyValueArea } from './key-value-area.js';

/** What the options page configures. Stored under `settings` in chrome.storage.local. */
export interface Settings {
  /** Address of the Tagproof app that receives captures, always ending with `/`. */
  hubUrl: string;
  /** Replace e-mail addresses, phone numbers and Meta advanced-matching values before sending. */
  redactPersonalData: boolean;
  /** Reload the tab when a session starts, so that its page load is captured. */
  reloadOnStart: boolean;
}

export const SETTINGS_KEY = 'settings';

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  hubUrl: 'http://127.0.0.1:8080/',
  redactPersonalData: false,
  reloadOnStart: true,
};

/**
 * The canonical form of a hub address typed by the user: an absolute http(s) URL without query or
 * fragment, ending with `/`. Returns null for anything else. `localhost:8080` gains `http://`.
 */
export function normalizeHubUrl(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length === 0 || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  // Chrome's parser accepts hosts that Node's refuses (`not%20a%20host`): allow real host names only.
  if (!/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/i.test(url.hostname)) return null;
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
  return url.href;
}

/** Reads the settings, falling back to the defaults field by field for missing or malformed values. */
export async function readSettings(area: KeyValueArea): Promise<Settings> {
  const stored = (await area.get([SETTINGS_KEY]))[SETTINGS_KEY];
  return parseSettings(stored);
}

/** The settings in `value`, defaults for whatever is missing or malformed. */
export function parseSettings(value: unknown): Settings {
  const record = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const hubUrl = typeof record.hubUrl === 'string' ? normalizeHubUrl(record.hubUrl) : null;
  return {
    hubUrl: hubUrl ?? DEFAULT_SETTINGS.hubUrl,
    redactPersonalData:
      typeof record.redactPersonalData === 'boolean'
        ? record.redactPersonalData
        : DEFAULT_SETTINGS.redactPersonalData,
    reloadOnStart:
      typeof record.reloadOnStart === 'boolean' ? record.reloadOnStart : DEFAULT_SETTINGS.reloadOnStart,
  };
}

/** Saves the settings; the hub address must already be normalised. */
export async function writeSettings(area: KeyValueArea, settings: Settings): Promise<void> {
  await area.set({ [SETTINGS_KEY]: settings });
}

import { describe, expect, it } from 'vitest';
import { MemoryArea } from '../testing/memory-area.js';
import { DEFAULT_SETTINGS, normalizeHubUrl, parseSettings, readSettings, writeSettings } from './settings.js';

describe('normalizeHubUrl', () => {
  it.each([
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/'],
    ['  https://tagproof.example.com/app  ', 'https://tagproof.example.com/app/'],
    ['localhost:8787', 'http://localhost:8787/'],
    ['http://[::1]:8080', 'http://[::1]:8080/'],
    ['http://127.0.0.1:8787/?x=1#top', 'http://127.0.0.1:8787/'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeHubUrl(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'not a url at all',
    'http://exa mple.com/',
    'http://exa%20mple.com/',
    'ftp://example.com/',
    'javascript://alert(1)',
    'http://user:pw@example.com/',
    'http://',
  ])('refuses %j', (input) => {
    expect(normalizeHubUrl(input)).toBeNull();
  });
});

describe('settings storage', () => {
  it('gives the defaults when nothing is stored', async () => {
    expect(await readSettings(new MemoryArea())).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.hubUrl).toBe('http://127.0.0.1:8080/');
  });

  it('reads back what was written', async () => {
    const area = new MemoryArea();
    const settings = { hubUrl: 'http://127.0.0.1:8787/', redactPersonalData: true, reloadOnStart: false };
    await writeSettings(area, settings);
    expect(await readSettings(area)).toEqual(settings);
  });

  it('replaces malformed fields with defaults, one by one', () => {
    expect(parseSettings({ hubUrl: 'ftp://x', redactPersonalData: 'yes', reloadOnStart: false })).toEqual({
      ...DEFAULT_SETTINGS,
      reloadOnStart: false,
    });
    expect(parseSettings('nonsense')).toEqual(DEFAULT_SETTINGS);
  });
});

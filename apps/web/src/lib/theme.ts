import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

/** The localStorage key the specification names for the theme. index.html reads it before the first paint. */
export const THEME_STORAGE_KEY = 'theme';

const listeners = new Set<() => void>();
let current: Theme | null = null;

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

function readStoredTheme(): Theme | null {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : null;
  } catch {
    return null; // storage disabled (privacy mode): fall back to the system preference
  }
}

function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

/** The theme in effect: the saved choice, else the system preference. */
export function getTheme(): Theme {
  current ??= readStoredTheme() ?? systemTheme();
  return current;
}

/** Switches the theme, saves it under `theme` and tells every subscriber. */
export function setTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // not persisted, still applied for this page
  }
  changeTo(theme);
}

function changeTo(theme: Theme): void {
  current = theme;
  applyTheme(theme);
  for (const listener of listeners) listener();
}

/** Another tab changed the theme: follow it. */
function onStorage(event: StorageEvent): void {
  if (event.key === THEME_STORAGE_KEY && isTheme(event.newValue)) changeTo(event.newValue);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The current theme and a setter; every component using it re-renders on a change. */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, getTheme, () => 'light' as const);
  return { theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}

let followingSystem = false;

/**
 * Makes the document match the current theme (index.html already did, unless scripts were blocked),
 * and, while the user has chosen none, follows the system's light or dark setting as it changes.
 */
export function initTheme(): void {
  applyTheme(getTheme());
  if (followingSystem || typeof window.matchMedia !== 'function') return;
  followingSystem = true;
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (readStoredTheme() === null) changeTo(systemTheme());
  });
}

/** Forgets the cached theme; for tests. */
export function resetThemeForTests(): void {
  current = null;
}

import { act } from 'react';
import { toast, Toaster } from 'sonner';
import { authStore, type AuthUser } from '../../../lib/auth/auth-store';
import { operationsStore } from '../../../lib/loading/operations';
import { queryClient } from '../../../lib/query-client';
import type { ValidatedRequest } from '../../../lib/validation-types';
import { PANEL_CONTENT_DELAY_MS } from '../../../components/ui/side-panel';
import { cleanup, render, wait } from '../../../testing/render';
import { EntitiesPage } from '../components/entities-page';
import type { RealtimeEvent } from '../hooks/use-realtime-refresh';
import type { EntityDocument } from '../model/entity-types';
import { editingSession } from '../stores/editing-session';
import { createFakeEntitiesApi } from './fake-entities-api';

export const VERIFIED: AuthUser = {
  $id: 'user-1',
  name: 'Ada',
  email: 'ada@example.com',
  emailVerification: true,
};

/** A fake realtime connection: `emit` delivers an event to the page's subscription. */
export function fakeRealtime() {
  let listener: ((event: RealtimeEvent) => void) | null = null;
  const channels: string[][] = [];
  return {
    channels,
    subscribe(requested: string[], callback: (event: RealtimeEvent) => void) {
      channels.push(requested);
      listener = callback;
      return () => {
        listener = null;
      };
    },
    emit(event: RealtimeEvent) {
      listener?.(event);
    },
  };
}

/** Renders the page with a fake documents API, a fake realtime connection and the toasts. */
export async function renderPage({
  user = VERIFIED,
  tests = [],
  triggers = [],
  path = '/allEntities',
  findRequest,
  onChecksChanged,
  holdLists = false,
}: {
  /** The lists answer only after `releaseLists()`. */
  holdLists?: boolean;
  user?: AuthUser | null;
  tests?: EntityDocument[];
  triggers?: EntityDocument[];
  path?: string;
  findRequest?: (id: string) => Promise<ValidatedRequest | null>;
  onChecksChanged?: () => void;
} = {}) {
  authStore.setState({ user, initialised: true });
  const fake = createFakeEntitiesApi({ tests, triggers });
  let releaseLists = () => undefined as void;
  if (holdLists) {
    const gate = new Promise<void>((resolve) => (releaseLists = resolve));
    const list = fake.api.list;
    fake.api.list = async (...args) => {
      await gate;
      return list(...args);
    };
  }
  const realtime = fakeRealtime();
  const view = await render(
    <>
      <EntitiesPage
        api={fake.api}
        subscribe={realtime.subscribe}
        {...(findRequest ? { findRequest } : {})}
        {...(onChecksChanged ? { onChecksChanged } : {})}
      />
      <Toaster />
    </>,
    { path },
  );
  await settle();
  return { ...view, fake, realtime, releaseLists: () => act(async () => releaseLists()) };
}

/** Lets queries, timers and the panel's content delay run. */
export async function settle(ms = 20): Promise<void> {
  await wait(ms);
}

/** The open form panel, once its content has loaded (the content delay, longer on a busy machine). */
export async function openedPanel(): Promise<HTMLElement> {
  await wait(PANEL_CONTENT_DELAY_MS + 30);
  const find = () =>
    [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((dialog) =>
      dialog.querySelector('form'),
    );
  try {
    return await waitFor(find);
  } catch {
    throw new Error('the form panel is not open');
  }
}

/** Sets an input's, text area's or select's value the way a user does (React sees the change). */
export async function typeInto(element: Element | null | undefined, value: string): Promise<void> {
  if (!element) throw new Error('nothing to type into');
  const prototype =
    element instanceof HTMLSelectElement
      ? HTMLSelectElement.prototype
      : element instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

/** The input labelled `label` inside `root`. */
export function field(
  root: ParentNode,
  label: string,
): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const labelElement = [...root.querySelectorAll('label')].find(
    (candidate) => candidate.textContent?.replace(' *', '').trim() === label,
  );
  const id = labelElement?.getAttribute('for');
  const found = id
    ? root.querySelector(`[id="${CSS.escape(id)}"]`)
    : root.querySelector(`[aria-label="${label}"]`);
  if (!found) throw new Error(`no field "${label}"`);
  return found as HTMLInputElement;
}

export function byLabel(root: ParentNode, label: string): HTMLElement {
  const found = root.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`);
  if (!found) throw new Error(`nothing labelled "${label}"`);
  return found;
}

export function dialogByTitle(title: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[role="dialog"],[role="alertdialog"]')].find(
    (dialog) => dialog.querySelector('h2')?.textContent === title,
  );
}

export function toastTexts(): string[] {
  return [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent ?? '');
}

/** Resets the page's shared state between tests. */
export function resetPage(): void {
  toast.dismiss();
  cleanup();
  queryClient().clear();
  editingSession.getState().clear();
  operationsStore.setState({ operations: [] });
  authStore.setState({ user: null, initialised: false });
}

/** Waits (up to 5 s) until `read` returns something. */
export async function waitFor<T>(read: () => T | null | undefined): Promise<T> {
  for (let tries = 0; tries < 100; tries += 1) {
    const value = read();
    if (value) return value;
    await wait(50);
  }
  throw new Error('waited 5 s in vain');
}

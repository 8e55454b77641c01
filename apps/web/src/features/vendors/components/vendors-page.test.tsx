// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore, type AuthUser } from '../../../lib/auth/auth-store';
import { buttonByText, cleanup, click, render, wait } from '../../../testing/render';
import type { VendorsApi } from '../api/vendors-api';
import type { VendorDocument } from '../model/vendor-document';
import { VendorsPage } from './vendors-page';

const ADA: AuthUser = { $id: 'u1', name: 'Ada', email: 'ada@example.com', emailVerification: true };
const ACME: VendorDocument = {
  $id: 'v1',
  code: 'ACME',
  name: 'Acme collector',
  kind: 'analytics',
  match: '{"hosts":["collect.acme.example"],"paths":["/e"]}',
  event: 'ev',
  account: null,
  params: '{}',
};

/** A documents API in memory that refuses a built-in code as the server does. */
function fakeApi(initial: VendorDocument[]) {
  const documents = [...initial];
  const api: VendorsApi = {
    list: vi.fn(async () => [...documents]),
    create: vi.fn(async (data: Record<string, unknown>) => {
      if (data.code === 'FACEBOOK')
        throw new Error('Invalid document structure: data.code: FACEBOOK is a built-in vendor');
      const document = { ...ACME, ...data, $id: `v${documents.length + 1}` } as VendorDocument;
      documents.push(document);
      return document;
    }),
    update: vi.fn(async (id: string, data: Record<string, unknown>) => {
      const index = documents.findIndex((document) => document.$id === id);
      documents[index] = { ...documents[index], ...data } as VendorDocument;
      return documents[index] as VendorDocument;
    }),
    remove: vi.fn(async (id: string) => {
      documents.splice(
        documents.findIndex((document) => document.$id === id),
        1,
      );
    }),
  };
  return api;
}

async function renderPage(user: AuthUser | null, documents: VendorDocument[] = [ACME]) {
  authStore.setState({ user, initialised: true });
  const api = fakeApi(documents);
  const onChanged = vi.fn();
  const view = await render(<VendorsPage api={api} onChanged={onChanged} />, { path: '/vendors' });
  await wait(20);
  return { ...view, api, onChanged };
}

const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('table[aria-label="Custom vendors"] tbody tr')].map(
    (row) => row.textContent,
  );
const editor = () => document.querySelector('textarea') as HTMLTextAreaElement;
const dialogButton = (text: string) =>
  buttonByText(document.querySelector('[role="dialog"],[role="alertdialog"]') ?? document, text);

async function typeDefinition(text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(editor(), text);
    editor().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

afterEach(() => {
  cleanup();
  authStore.setState({ user: null, initialised: false });
});

describe('the Vendors page', () => {
  it('flags a stored vendor whose code a built-in vendor now owns as not applied', async () => {
    // Saved before the built-in list grew: PINTEREST is a built-in code, tiktokpixel one in another case.
    const pinterest = { ...ACME, $id: 'v2', code: 'PINTEREST' };
    const tiktok = { ...ACME, $id: 'v3', code: 'tiktokpixel' };
    const { container } = await renderPage(ADA, [ACME, pinterest, tiktok]);
    const notes = [...container.querySelectorAll('[data-testid="vendor-not-applied"]')].map(
      (note) => note.closest('tr')?.querySelector('td')?.firstChild?.textContent,
    );
    expect(notes).toEqual(['PINTEREST', 'tiktokpixel']);
    expect(rows(container)[1]).toContain('not applied: PINTEREST is now a built-in vendor');
  });

  it("lists the user's vendors with their hosts", async () => {
    const { container } = await renderPage(ADA);
    expect(rows(container)).toEqual([expect.stringContaining('ACME')]);
    expect(rows(container)[0]).toContain('collect.acme.example');
  });

  it('creates a vendor from the JSON editor and re-runs the validator', async () => {
    const { container, api, onChanged } = await renderPage(ADA, []);
    await click(buttonByText(container, 'New vendor'));
    await typeDefinition('{"code": "INHOUSE", "name": "In-house", "match": {"hosts": ["t.example"]}}');
    await click(dialogButton('Save'));
    await wait(20);
    expect(api.create).toHaveBeenCalledWith({
      code: 'INHOUSE',
      name: 'In-house',
      match: { hosts: ['t.example'] },
    });
    expect(onChanged).toHaveBeenCalled();
    expect(rows(container)).toHaveLength(1);
  });

  it("shows what is wrong: text that is not JSON, and the server's reason", async () => {
    const { container, api } = await renderPage(ADA, []);
    await click(buttonByText(container, 'New vendor'));
    await typeDefinition('{not json');
    await click(dialogButton('Save'));
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('Not valid JSON');
    expect(api.create).not.toHaveBeenCalled();
    await typeDefinition('{"code": "FACEBOOK", "name": "Mine", "match": {"hosts": ["x.example"]}}');
    await click(dialogButton('Save'));
    await wait(20);
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('built-in vendor');
    expect(editor()).not.toBeNull();
  });

  it('edits a vendor with its definition as objects, and deletes one after confirming', async () => {
    const { container, api } = await renderPage(ADA);
    await click(container.querySelector('[aria-label="Edit ACME"]'));
    expect(JSON.parse(editor().value)).toMatchObject({
      code: 'ACME',
      match: { hosts: ['collect.acme.example'] },
    });
    await typeDefinition(editor().value.replace('Acme collector', 'Acme v2'));
    await click(dialogButton('Save'));
    await wait(20);
    expect(api.update).toHaveBeenCalledWith('v1', expect.objectContaining({ name: 'Acme v2' }));
    await click(container.querySelector('[aria-label="Delete ACME"]'));
    await click(dialogButton('Delete'));
    await wait(20);
    expect(api.remove).toHaveBeenCalledWith('v1');
    expect(rows(container)).toEqual([]);
  });

  it('asks a visitor to sign in and an unverified user to verify', async () => {
    const visitor = await renderPage(null);
    expect(visitor.container.textContent).toContain('Sign in to define your own vendors');
    expect(visitor.api.list).not.toHaveBeenCalled();
    cleanup();
    const unverified = await renderPage({ ...ADA, emailVerification: false });
    expect(unverified.container.textContent).toContain('Verify your email address');
    expect(buttonByText(unverified.container, 'New vendor')?.disabled).toBe(true);
  });
});

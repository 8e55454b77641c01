// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppwriteForTests } from '../../lib/appwrite';
import '../../lib/auth/auth-api';
import { AUTH_MESSAGES } from '../../lib/auth/auth-messages';
import { authStore } from '../../lib/auth/auth-store';
import {
  ACCOUNT,
  FakeAppwriteError,
  installFakeAppwrite,
  type FakeAccount,
} from '../../testing/fake-appwrite';
import { buttonByText, cleanup, click, render } from '../../testing/render';
import { VerificationPollingModal } from './verification-polling-modal';

function Harness({ onVerified }: { onVerified(): void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="state">{open ? 'open' : 'closed'}</p>
      <VerificationPollingModal
        open={open}
        onOpenChange={setOpen}
        description="Your email address needs to be verified before you can create tests and triggers."
        onVerified={onVerified}
      />
    </>
  );
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const state = () => document.querySelector('[data-testid="state"]')?.textContent;
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

let account: FakeAccount;
beforeEach(() => {
  vi.useFakeTimers();
  ({ account } = installFakeAppwrite());
  act(() => authStore.setState({ user: { ...ACCOUNT, emailVerification: false }, initialised: true }));
});
afterEach(() => {
  cleanup();
  setAppwriteForTests(null);
  vi.useRealTimers();
});

describe('the e-mail verification modal', () => {
  it('shows its configurable texts and the address the link went to', async () => {
    await render(<Harness onVerified={() => undefined} />);
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Email Verification Required');
    expect(dialog()?.textContent).toContain('before you can create tests and triggers.');
    expect(dialog()?.textContent).toContain('ada@example.com');
    expect(dialog()?.textContent).toContain('spam folder');
  });

  it('checks every 5 s and closes 2 s after the e-mail is verified', async () => {
    const onVerified = vi.fn();
    await render(<Harness onVerified={onVerified} />);
    await advance(4_900);
    expect(account.get).not.toHaveBeenCalled();
    await advance(100);
    expect(account.get).toHaveBeenCalledTimes(1);
    account.get.mockResolvedValue({ ...ACCOUNT, emailVerification: true });
    await advance(5_000);
    expect(account.get).toHaveBeenCalledTimes(2);
    expect(authStore.getState().user?.emailVerification).toBe(true);
    expect(dialog()?.textContent).toContain('Email verified!');
    await advance(1_900);
    expect(state()).toBe('open');
    await advance(100);
    expect(state()).toBe('closed');
    expect(onVerified).toHaveBeenCalledTimes(1);
    await advance(10_000);
    expect(account.get).toHaveBeenCalledTimes(2);
  });

  it('resends the e-mail with a 60 s countdown', async () => {
    await render(<Harness onVerified={() => undefined} />);
    await click(buttonByText(dialog()!, 'Resend Verification Email'));
    await advance(0);
    expect(account.createEmailVerification).toHaveBeenCalledWith({ url: `${location.origin}/verify-email` });
    expect(dialog()?.textContent).toContain(AUTH_MESSAGES.sendSuccess);
    expect(buttonByText(dialog()!, 'Resend Verification Email')?.textContent).toBe(
      'Resend Verification Email (60s)',
    );
    expect(buttonByText(dialog()!, 'Resend Verification Email')?.disabled).toBe(true);
    await advance(60_000);
    expect(buttonByText(dialog()!, 'Resend Verification Email')?.disabled).toBe(false);
  });

  it('tells the user to wait when the server rate-limits the e-mail', async () => {
    account.createEmailVerification.mockRejectedValueOnce(
      new FakeAppwriteError(
        'Rate limit exceeded: too many requests. Please try again later.',
        429,
        'general_rate_limit_exceeded',
      ),
    );
    await render(<Harness onVerified={() => undefined} />);
    await click(buttonByText(dialog()!, 'Resend Verification Email'));
    await advance(0);
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe(AUTH_MESSAGES.rateLimit);
  });
});

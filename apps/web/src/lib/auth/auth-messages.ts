/** The texts of specification §8 for accounts and e-mail verification, shared by every screen. */
export const AUTH_MESSAGES = {
  authenticationFailed: 'Authentication failed',
  signUpSuccess: 'Account created! Please check your email to verify your account.',
  signUpVerificationFailed:
    "Your account was created, but we couldn't send a verification email. Please try requesting it again later.",
  initFailed: 'Failed to initialize user after signup/login',
  noValidSession: 'No valid session found',
  invalidUserData: 'Invalid user data received',
  verificationSuccess: 'Email verified successfully! Redirecting...',
  verificationFailure: 'Failed to verify email. The link might be expired or invalid.',
  rateLimit: 'Please wait a few minutes before requesting another verification email.',
  sendFailure: 'Failed to send verification email. Please try again later.',
  sendSuccess: 'Verification email sent! Please check your inbox.',
  completingAuthentication: 'Completing authentication...',
} as const;

/** Timings of specification §9, in milliseconds. */
export const VERIFICATION_POLL_MS = 5000;
export const VERIFIED_REDIRECT_MS = 2000;
export const POLLING_MODAL_CLOSE_MS = 2000;
export const AUTH_CALLBACK_DELAY_MS = 1500;
/** How long "Resend Verification Email" waits after a send (second specification §9). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** The §8 text for a failed verification e-mail: rate limit, else the server's message. */
export function verificationSendError(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('Rate limit')) return AUTH_MESSAGES.rateLimit;
  return message.trim() === '' ? AUTH_MESSAGES.sendFailure : message;
}

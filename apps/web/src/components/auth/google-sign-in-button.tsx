import { useState } from 'react';
import { buttonClass } from '../ui/button-styles';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8l4-3z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z"
      />
    </svg>
  );
}

/**
 * "Sign in with Google": leaves for the provider through the server; the browser comes back to
 * /auth-callback (then `returnPath`) or to /login?error=auth_failed.
 */
export function GoogleSignInButton({ returnPath }: { returnPath: string }) {
  const [leaving, setLeaving] = useState(false);
  const start = async () => {
    setLeaving(true);
    try {
      (await import('../../lib/auth/auth-api')).startGoogleSignIn(returnPath);
    } catch (error) {
      console.warn('[tagproof] Google sign-in could not start', error);
      setLeaving(false);
    }
  };
  return (
    <button
      type="button"
      className={`${buttonClass('secondary')} w-full`}
      onClick={() => void start()}
      disabled={leaving}
    >
      <GoogleMark />
      Sign in with Google
    </button>
  );
}

import { useEffect, useState } from 'react';
import { fetchAuthProviders } from '../../lib/auth/sign-in-options';

/**
 * The OAuth providers the server has configured; empty until it answered (and when it cannot be
 * asked), so that no sign-in button is offered that would only lead to an error.
 */
export function useOAuthProviders(): readonly string[] {
  const [providers, setProviders] = useState<readonly string[]>([]);
  useEffect(() => {
    let live = true;
    fetchAuthProviders().then(
      (answer) => live && setProviders(answer.oauthProviders),
      (error: unknown) => console.warn('[tagproof] the sign-in providers could not be read', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return providers;
}

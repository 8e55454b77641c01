/** The privacy choice cookie (specification §7): `tracking` = 1 (accepted) or 0 (declined), 30 days. */
export const TRACKING_COOKIE = 'tracking';
export const TRACKING_COOKIE_DAYS = 30;

export type TrackingChoice = 'accepted' | 'declined';

/** The stored choice, or null when the visitor has not chosen yet (or the cookie expired). */
export function readTrackingChoice(cookies = document.cookie): TrackingChoice | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === TRACKING_COOKIE) return value === '1' ? 'accepted' : value === '0' ? 'declined' : null;
  }
  return null;
}

/** Stores the choice for 30 days. */
export function writeTrackingChoice(choice: TrackingChoice): void {
  const maxAge = TRACKING_COOKIE_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TRACKING_COOKIE}=${choice === 'accepted' ? 1 : 0}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

import { chromiumFlags, DEFAULT_CHROMIUM_PATH } from '@tagproof/server';

/** The system Chromium (never a downloaded browser), as the automation runner starts it. CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;

/** The automation runner's headless flags: no QUIC, no background traffic that adds noise. */
export const CHROMIUM_ARGS = chromiumFlags();

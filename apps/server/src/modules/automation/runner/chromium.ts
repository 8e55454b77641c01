import { accessSync, constants } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';

/** Where the system Chromium lives when CHROMIUM_PATH is unset (Debian's `chromium` package). */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags for headless runs (TOOLCHAIN.md): no QUIC (so every request goes through the interception
 * the network guard relies on), no background traffic of the browser's own, WebRTC without UDP
 * (`--webrtc-ip-handling-policy`; the `--force-…` spelling is not read by Chromium 156), and with
 * `socksPort` every connection through the SOCKS gate, loopback included (`<-loopback>`, which
 * Chromium otherwise lets bypass a proxy). `--no-sandbox` only when running as root, where
 * Chromium's sandbox cannot start.
 */
export function chromiumFlags(socksPort?: number): string[] {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return [
    ...(asRoot ? ['--no-sandbox'] : []),
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
    '--mute-audio',
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
    ...(socksPort === undefined
      ? []
      : [`--proxy-server=socks5://127.0.0.1:${socksPort}`, '--proxy-bypass-list=<-loopback>']),
  ];
}

export interface LaunchOptions {
  /** CHROMIUM_PATH; null or undefined means {@link DEFAULT_CHROMIUM_PATH}. */
  executablePath?: string | null;
  /** More flags (tests add `--host-resolver-rules`). */
  extraArgs?: readonly string[];
  /** The SOCKS gate every connection goes through (set by the browser slot). */
  socksPort?: number;
  /**
   * AUTOMATION_BROWSER_MEMORY_MB: the whole browser's cap, watched by the runner; each renderer's
   * V8 heap is also held to half of it (`--js-flags=--max-old-space-size`).
   */
  memoryLimitMb?: number;
}

/** Thrown when no Chromium can be started: the job fails with this message. */
export class ChromiumUnavailableError extends Error {
  override readonly name = 'ChromiumUnavailableError';
}

/** Starts a headless Chromium with {@link chromiumFlags}. */
export async function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  const executablePath = options.executablePath ?? DEFAULT_CHROMIUM_PATH;
  try {
    accessSync(executablePath, constants.X_OK);
  } catch {
    throw new ChromiumUnavailableError(
      `Chromium was not found at ${executablePath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return puppeteer.launch({
    executablePath,
    headless: true,
    args: [
      ...chromiumFlags(options.socksPort),
      ...(options.memoryLimitMb === undefined
        ? []
        : [`--js-flags=--max-old-space-size=${Math.max(128, Math.floor(options.memoryLimitMb / 2))}`]),
      ...(options.extraArgs ?? []),
    ],
    defaultViewport: { width: 1280, height: 800 },
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

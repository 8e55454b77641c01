/**
 * What decoding remembers while it reads a capture: names, values and decodings met in one request
 * are met again in the next, and sharing them saves allocating and reading them again. These memories
 * hold pieces of a payload, so they last for one call: validate(), decode() and importHar() forget them
 * when they return, and no payload's data outlives the answer built from it.
 */
const forgets: Array<() => void> = [];

/** Registers how a module forgets what it remembered during a call (its caches of payload data). */
export function forgetAfterEachCall(forget: () => void): void {
  forgets.push(forget);
}

/**
 * Forgets what every module remembered of the payload just read. A caller of decodeCaptured calls it
 * once the capture is decoded (decode(), validate() and the importers do it themselves).
 */
export function forgetCall(): void {
  for (const forget of forgets) forget();
}

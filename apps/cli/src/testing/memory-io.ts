import { readFile } from 'node:fs/promises';
import type { CliIo } from '../io.js';

/** A CliIo that records what a command prints; files are read from `files` first, then from disk. */
export function memoryIo(
  files: Record<string, string> = {},
): CliIo & { out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    stdout: (text) => {
      out += text;
    },
    stderr: (text) => {
      err += text;
    },
    color: false,
    env: {},
    readFile: async (path) => {
      const inline = files[path];
      if (inline !== undefined) return inline;
      return readFile(path, 'utf8');
    },
    out: () => out,
    err: () => err,
  };
}

#!/usr/bin/env node
import { runCli } from './main.js';
import { readTextFile } from './read-text-file.js';

const color =
  process.env.FORCE_COLOR !== undefined
    ? process.env.FORCE_COLOR !== '0'
    : process.stdout.isTTY === true && process.env.NO_COLOR === undefined;

// A reader that stops early (`tagproof validate big.har --json | head`) closes the pipe: the rest of
// the output is dropped quietly, as Unix tools do, and the run keeps its exit code.
let stdoutClosed = false;
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  stdoutClosed = true;
});

runCli(process.argv.slice(2), {
  stdout: (text) => {
    if (!stdoutClosed) process.stdout.write(text);
  },
  stderr: (text) => process.stderr.write(text),
  color,
  readFile: readTextFile,
  env: process.env,
}).then(
  (code) => {
    if (code !== 'running') process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `tagproof: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 70;
  },
);

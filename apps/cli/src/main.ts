import { CliError, EXIT, isStartupError } from './cli-error.js';
import type { CliIo } from './io.js';
import { backupCommand, BACKUP_USAGE } from './commands/backup.js';
import { diffCommand, DIFF_USAGE } from './commands/diff.js';
import { runCommand, RUN_USAGE } from './commands/run.js';
import { serveCommand } from './commands/serve.js';
import { userCommand, USER_USAGE } from './commands/user.js';
import { validateCommand, VALIDATE_USAGE } from './commands/validate.js';
import { workerCommand, WORKER_USAGE } from './commands/worker.js';

export const USAGE = `Usage:
  ${VALIDATE_USAGE}
  ${DIFF_USAGE}
                          compare two sessions: what vanished, appeared or changed, page by page
  tagproof serve          start the server on PORT (default 8080) with DATA_DIR (default ./data)
  ${RUN_USAGE}
                          replay a Recorder journey in headless Chromium and validate what it sent
  ${WORKER_USAGE}   run automation workers only (no HTTP)
  ${USER_USAGE}   give a user the premium automation limits
  ${BACKUP_USAGE}   copy the database (SQLite backup API, or pg_dump) to DATA_DIR/backups/ or FILE
  tagproof help`;

type Command = (args: string[], io: CliIo) => Promise<number | 'running'>;

const COMMANDS: Record<string, Command> = {
  validate: validateCommand,
  diff: diffCommand,
  serve: serveCommand,
  backup: backupCommand,
  run: runCommand,
  worker: workerCommand,
  user: userCommand,
};

/**
 * Runs one command line. Returns the exit code, or `running` for a long-running command (serve).
 * Bad input prints one line to stderr and returns 2.
 */
export async function runCli(argv: string[], io: CliIo): Promise<number | 'running'> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.stdout(`${USAGE}\n`);
    return name === undefined ? EXIT.badInput : EXIT.ok;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.stderr(`tagproof: unknown command "${name}"\n${USAGE}\n`);
    return EXIT.badInput;
  }
  try {
    return await command(args, io);
  } catch (error) {
    if (error instanceof CliError || isStartupError(error)) {
      io.stderr(`tagproof: ${error.message}\n`);
      return EXIT.badInput;
    }
    throw error;
  }
}

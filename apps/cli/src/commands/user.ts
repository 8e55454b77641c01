import { parseArgs } from 'node:util';
import { CliError, EXIT } from '../cli-error.js';
import type { CliIo } from '../io.js';

export const USER_USAGE = 'tagproof user premium EMAIL [--off]';

/**
 * `tagproof user premium EMAIL [--off]`: gives a user the premium automation limits (sets the
 * server-owned prefs.isPremium), or takes them back with --off. Reads the same DATA_DIR /
 * DATABASE_URL as `tagproof serve`; an unknown e-mail exits 2.
 */
export async function userCommand(args: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { off: { type: 'boolean' } }, strict: true });
  } catch (error) {
    throw new CliError(`${error instanceof Error ? error.message : String(error)}. Usage: ${USER_USAGE}`);
  }
  const [action, email, ...rest] = parsed.positionals;
  if (action !== 'premium' || !email || rest.length > 0) throw new CliError(`Usage: ${USER_USAGE}`);
  const { readConfig, setUserPremium } = await import('@tagproof/server');
  let config;
  try {
    config = readConfig(io.env);
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error), 'config_invalid');
  }
  const isPremium = parsed.values.off !== true;
  const change = await setUserPremium(config, email, isPremium);
  if (!change) throw new CliError(`no user has the e-mail ${email}`, 'user_not_found');
  io.stdout(
    `${change.email} (${change.userId}) ${isPremium ? 'now has' : 'no longer has'} the premium automation limits\n`,
  );
  return EXIT.ok;
}

import type { Config } from '../../config.js';
import { migrateToLatest, openDatabase } from '../../db/database.js';
import { isoAt } from '../../lib/clock.js';
import { findUserByEmail, parsePrefs } from './users.js';

export interface PremiumChange {
  userId: string;
  email: string;
  isPremium: boolean;
}

/**
 * `tagproof user premium EMAIL [--off]`: sets (or clears) the server-owned `prefs.isPremium` of a
 * user, which raises their automation limits. Keeps their other prefs. Answers null when no user
 * has that e-mail.
 */
export async function setUserPremium(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  email: string,
  isPremium: boolean,
): Promise<PremiumChange | null> {
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
    return await database.db.transaction().execute(async (trx) => {
      const user = await findUserByEmail(trx, email.trim().toLowerCase());
      if (!user) return null;
      const prefs = parsePrefs(user.prefs);
      if (isPremium) prefs.isPremium = true;
      else delete prefs.isPremium;
      await trx
        .updateTable('users')
        .set({ prefs: JSON.stringify(prefs), updated_at: isoAt(Date.now()) })
        .where('id', '=', user.id)
        .execute();
      return { userId: user.id, email: user.email, isPremium };
    });
  } finally {
    await database.close();
  }
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { players } from '../../db/schema';

/** The player with this email, whatever its case. */
export async function findPlayerByEmail(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(players)
    .where(sql`lower(${players.email}) = ${email.toLowerCase()}`);
  return row;
}

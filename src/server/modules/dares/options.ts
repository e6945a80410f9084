import { and, eq, lt, or } from 'drizzle-orm';
import type { DareOption } from '@shared/api/dares';
import { DARE_OPTION_COUNT, DARE_OPTION_TTL_MS, DARE_POINTS } from '@shared/domain/dares';
import type { DareInput, GeneratedDare } from '../../content/engine';
import { dareOptions } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { HttpError } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { dareSetting, type DareRequest, type DareSetting } from './dare-setting';
import { dareWriter } from './write-dare';

type Candidate = GeneratedDare & { engine: string };

/** What makes a candidate the same as another for the engine's `exclude`. */
const excludeKey = (dare: { templateId: string | null; text: string }) =>
  dare.templateId ?? dare.text;

/**
 * Candidates to send (docs/dares.md): up to three different dares of the difficulty, each
 * written by the content engine through its guard exactly as a dare sent without a choice.
 * The sender's earlier batch is replaced, and its dares are offered again only when nothing
 * else fits, so "show three others" shows others.
 */
export function createOptions(deps: Pick<ModuleDeps, 'db' | 'cipher' | 'content' | 'log' | 'now'>) {
  const { db, cipher } = deps;
  const write = dareWriter(deps);

  /** Up to `DARE_OPTION_COUNT` distinct dares, none of `avoid`; fewer when fewer fit. */
  async function candidates(setting: DareSetting, avoid: string[]): Promise<Candidate[]> {
    const found: Candidate[] = [];
    while (found.length < DARE_OPTION_COUNT) {
      const input: DareInput = {
        ...setting.input,
        exclude: [...avoid, ...found.map(excludeKey)],
      };
      try {
        const dare = await write(input, setting.boundaries);
        // An engine that gives one already chosen has nothing else to offer.
        if (found.some((other) => excludeKey(other) === excludeKey(dare))) break;
        found.push(dare);
      } catch (error) {
        if (found.length > 0 && error instanceof HttpError) break;
        throw error;
      }
    }
    return found;
  }

  return async function options(callerId: string, request: DareRequest): Promise<DareOption[]> {
    const setting = await dareSetting(db, cipher, callerId, request);
    const mine = and(
      eq(dareOptions.coupleId, setting.coupleId),
      eq(dareOptions.senderId, setting.sender.id),
    );
    const shown = await db
      .select({ templateId: dareOptions.templateId, text: dareOptions.text })
      .from(dareOptions)
      .where(and(mine, eq(dareOptions.difficulty, setting.difficulty)));
    let found = await candidates(setting, shown.map(excludeKey)).catch((error: unknown) => {
      if (error instanceof HttpError) return [];
      throw error;
    });
    if (found.length === 0) found = await candidates(setting, []);
    const now = deps.now();
    const expiresAt = new Date(now.getTime() + DARE_OPTION_TTL_MS);
    const rows = await inTransaction(db, async (tx) => {
      // The earlier batch goes, and with it anything of the couple's that has expired.
      await tx
        .delete(dareOptions)
        .where(
          or(mine, and(eq(dareOptions.coupleId, setting.coupleId), lt(dareOptions.expiresAt, now))),
        );
      return tx
        .insert(dareOptions)
        .values(
          found.map((dare) => ({
            coupleId: setting.coupleId,
            senderId: setting.sender.id,
            difficulty: setting.difficulty,
            points: DARE_POINTS[setting.difficulty],
            text: dare.text,
            templateId: dare.templateId,
            engine: dare.engine,
            expiresAt,
            createdAt: now,
          })),
        )
        .returning();
    });
    return rows.map((row) => ({ optionId: row.id, dareText: row.text, points: row.points }));
  };
}

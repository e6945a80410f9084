import { and, eq, gt } from 'drizzle-orm';
import type { Dare } from '@shared/api/dares';
import { DARE_ERRORS, DARE_POINTS } from '@shared/domain/dares';
import { dareTextTouches } from '../../content/guarded-dares';
import type { Executor } from '../../db/client';
import { dareOptions, dares } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { badRequest } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { dareSetting, type DareRequest, type DareSetting } from './dare-setting';
import { dareView } from './dare-view';
import { dareNotices } from './notices';
import { dareWriter } from './write-dare';

/** The engine tag stored with a dare the sender wrote in their own words. */
export const CUSTOM_DARE_ENGINE = 'sender';

export interface SendRequest extends DareRequest {
  /** A candidate offered by POST /api/dares/options. */
  optionId?: string;
  /** The sender's own words. */
  customText?: string;
}

type DareContent = { text: string; templateId: string | null; engine: string };

/**
 * The offered candidate, taken so it is sent once: only the caller's own, of their couple and
 * the difficulty asked, not expired, and still clear of every boundary as they stand now.
 * Anything else reads the same, so a refusal tells nothing about whose option it was.
 */
async function takeOption(
  tx: Executor,
  setting: DareSetting,
  optionId: string,
  now: Date,
): Promise<DareContent> {
  const [option] = await tx
    .delete(dareOptions)
    .where(
      and(
        eq(dareOptions.id, optionId.toLowerCase()),
        eq(dareOptions.coupleId, setting.coupleId),
        eq(dareOptions.senderId, setting.sender.id),
        eq(dareOptions.difficulty, setting.difficulty),
        gt(dareOptions.expiresAt, now),
      ),
    )
    .returning();
  if (!option || dareTextTouches(option.text, option.templateId, setting.boundaries))
    throw badRequest(DARE_ERRORS.optionGone);
  return { text: option.text, templateId: option.templateId, engine: option.engine };
}

/** The sender's own words, refused without saying which boundary, or whose, they touch. */
function ownWords(setting: DareSetting, text: string): DareContent {
  if (dareTextTouches(text, null, setting.boundaries))
    throw badRequest(DARE_ERRORS.customTouchesBoundary);
  return { text, templateId: null, engine: CUSTOM_DARE_ENGINE };
}

/**
 * Sending a dare (docs/dares.md): the difficulty must be open at the couple's current journey
 * level; the text is an offered candidate, the sender's own words, or the engine's now, from
 * what both welcomed, within every boundary of both partners and the difficulty's level; the
 * receiver is told a dare is waiting (not what it says) once it is stored.
 */
export function createGeneration(
  deps: Pick<ModuleDeps, 'db' | 'cipher' | 'content' | 'notifier' | 'log' | 'now'>,
) {
  const { db, cipher, notifier } = deps;
  const write = dareWriter(deps);

  return async function generate(callerId: string, request: SendRequest): Promise<Dare> {
    const setting = await dareSetting(db, cipher, callerId, request);
    const { coupleId, sender, receiver, difficulty } = setting;
    const now = deps.now();
    // The engine is asked before the transaction opens, so no connection waits on it; an
    // offered candidate is taken inside it, so it is sent once.
    const chosen = request.optionId;
    let contentIn: (tx: Executor) => Promise<DareContent>;
    if (chosen !== undefined) contentIn = (tx) => takeOption(tx, setting, chosen, now);
    else {
      const written =
        request.customText !== undefined
          ? ownWords(setting, request.customText)
          : await write(setting.input, setting.boundaries);
      contentIn = async () => written;
    }
    const row = await inTransaction(db, async (tx) => {
      const content = await contentIn(tx);
      const [inserted] = await tx
        .insert(dares)
        .values({
          coupleId,
          senderId: sender.id,
          receiverId: receiver.id,
          difficulty,
          points: DARE_POINTS[difficulty],
          status: 'Pending',
          text: content.text,
          templateId: content.templateId,
          engine: content.engine,
          createdAt: now,
        })
        .returning();
      await notifier.notify(tx, receiver.id, dareNotices.sent(sender.displayName, difficulty), {
        subjectId: inserted!.id,
        actorId: sender.id,
      });
      return inserted!;
    });
    const names = new Map([
      [sender.id, sender.displayName],
      [receiver.id, receiver.displayName],
    ]);
    return dareView(row, callerId, names, now);
  };
}

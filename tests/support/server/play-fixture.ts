import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { initializeJourney } from '@shared/api/journey';
import { confirmTask, generateTask, startTask, type QuickTask } from '@shared/api/quicktasks';
import { markComplete } from '@shared/api/survey';
import type { JourneyLevel } from '@shared/domain/journey';
import type { Preference } from '@shared/domain/survey';
import { callRouteOk } from './call-route';
import { connectedCouple, type Session } from './couples';
import { answerWholeSurvey } from './survey-fixture';

export interface PlayingCouple {
  player1: Session;
  player2: Session;
  coupleId: string;
}

/**
 * A couple ready to play: connected, both surveys answered (Yes to everything unless
 * `answers` says) and marked complete, and a journey set up by player 1 (Vanilla to Intense
 * unless told), each step left out when asked.
 */
export async function playingCouple(
  app: FastifyInstance,
  options: {
    surveys?: boolean;
    answers?: (key: string, activityName: string) => Preference;
    journey?: { startingLevel: JourneyLevel; desiredLevel: JourneyLevel } | false;
  } = {},
): Promise<PlayingCouple> {
  const couple = await connectedCouple(app);
  if (options.surveys !== false) {
    await Promise.all(
      [couple.player1, couple.player2].map(async (player, index) => {
        await answerWholeSurvey(app, player.token, (key, activity) =>
          index === 0 && options.answers ? options.answers(key, activity.name) : 'Yes',
        );
        await callRouteOk(app, markComplete, { token: player.token });
      }),
    );
  }
  if (options.journey !== false) {
    await callRouteOk(app, initializeJourney, {
      token: couple.player1.token,
      params: { id: couple.coupleId },
      body: options.journey ?? { startingLevel: 'Vanilla', desiredLevel: 'Intense' },
    });
  }
  return couple;
}

/** Generates, starts and confirms (both partners) the couple's next task. */
export async function playOneTask(app: FastifyInstance, couple: PlayingCouple): Promise<QuickTask> {
  const params = { id: couple.coupleId };
  const task = await callRouteOk(app, generateTask, { token: couple.player1.token, params });
  await callRouteOk(app, startTask, { token: couple.player2.token, params: { id: task.id } });
  for (const player of [couple.player1, couple.player2])
    await callRouteOk(app, confirmTask, { token: player.token, params: { id: task.id } });
  return task;
}

/** Moves a completed task, and the points it earned, to another instant. */
export async function setCompletionTime(pool: pg.Pool, taskId: string, at: Date) {
  await pool.query('UPDATE quick_tasks SET completed_at = $2 WHERE id = $1', [taskId, at]);
  await pool.query(
    `UPDATE score_events SET occurred_at = $2 WHERE source = 'quicktask' AND source_id = $1`,
    [taskId, at],
  );
}

import type { Dare } from '@shared/api/dares';
import type { Notification } from '@shared/api/notifications';
import type { QuickTask } from '@shared/api/quicktasks';
import type { SurveyStructure } from '@shared/api/survey';
import { NOTIFICATION_POLL_MS } from '@shared/domain/notifications';
import { perspectivesFor, PREFERENCES } from '@shared/domain/survey';
import type { ScenarioCalls } from './scenario-calls';
import type { ScenarioCouple, ScenarioLedger } from './scenario-ledger';
import type { BenchPlayer } from './survey-setup';

/** Pause between two steps of one couple, drawn anew each time: people take a moment. */
const STEP_PAUSE_MS = { min: 2_000, max: 6_000 };
/** Pause between two answers of a player filling in the survey. */
const ANSWER_PAUSE_MS = { min: 3_000, max: 8_000 };
/** How far a poll may drift from the 30 s rhythm, either way. */
const POLL_JITTER_MS = 3_000;

const between = ({ min, max }: { min: number; max: number }) => min + Math.random() * (max - min);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a player's screen last received from the notification poll. */
export interface PollState {
  etag: string | null;
  /** The notification ids of the last full reply, to tell whether a later 304 was right. */
  ids: string[];
}

export interface Scenario {
  calls: ScenarioCalls;
  ledger: ScenarioLedger;
  /** When the scenario stops starting new steps (ms since the epoch). */
  deadline: number;
}

/**
 * A signed-in screen's notification poll: every 30 s, jittered, first at a random moment of
 * the first 30 s so the players do not poll in step, sending back the last ETag.
 */
export async function pollNotifications(scenario: Scenario, player: BenchPlayer, state: PollState) {
  let wait = Math.random() * NOTIFICATION_POLL_MS;
  for (;;) {
    if (Date.now() + wait >= scenario.deadline) return;
    await sleep(wait);
    const reply = await scenario.calls.call<Notification[] | null>(
      state.etag ? 'notification poll' : 'notification poll (first)',
      {
        method: 'GET',
        path: '/api/notifications',
        token: player.token,
        headers: state.etag ? { 'if-none-match': state.etag } : {},
        alsoOk: [304],
      },
    );
    if (reply?.status === 200) {
      state.etag = reply.headers.get('etag');
      state.ids = reply.body!.map((notification) => notification.id);
    }
    wait = NOTIFICATION_POLL_MS + (Math.random() * 2 - 1) * POLL_JITTER_MS;
  }
}

/**
 * One couple at play until the deadline: a quick task (generate, start, both confirm), then a
 * dare (send, reveal, accept, complete, verify), the partners taking turns to send. Each step
 * that tells the other partner is written in the ledger once its call succeeded. A failed step
 * ends the couple's play, so one failure is not followed by a cascade of refused steps.
 */
export async function playCouple(scenario: Scenario, couple: ScenarioCouple) {
  const { calls, ledger, deadline } = scenario;
  /** Waits before the next step; false when the step would fall after the deadline. */
  const step = async () => {
    const pause = between(STEP_PAUSE_MS);
    if (Date.now() + pause >= deadline) return false;
    await sleep(pause);
    return true;
  };
  const other = (player: BenchPlayer) =>
    player.id === couple.inviter.id ? couple.partner : couple.inviter;

  async function quickTask(): Promise<boolean> {
    if (!(await step())) return false;
    const task = await calls.call<QuickTask>('quick task: generate', {
      method: 'POST',
      path: `/api/quicktasks/couple/${couple.coupleId}/generate`,
      token: couple.inviter.token,
      body: {},
    });
    if (!task) return false;
    const assignee =
      task.body.assignedToPlayerId === couple.partner.id ? couple.partner : couple.inviter;
    if (!(await step())) return false;
    const started = await calls.call('quick task: start', {
      method: 'PUT',
      path: `/api/quicktasks/${task.body.id}/start`,
      token: assignee.token,
    });
    if (!started) return false;
    for (const [index, member] of [assignee, other(assignee)].entries()) {
      if (!(await step())) return false;
      const confirmed = await calls.call<{ status: string; pointsEarned: number }>(
        'quick task: confirm',
        {
          method: 'PUT',
          path: `/api/quicktasks/${task.body.id}/confirm`,
          token: member.token,
          body: {},
          onUnknownOutcome: () => {
            if (index === 0) ledger.mayHaveNotified(other(member).id, 'yourTurn');
            else
              for (const player of [couple.inviter, couple.partner])
                ledger.mayHaveEarned(player.id);
          },
        },
      );
      if (!confirmed) return false;
      if (index === 0) ledger.notified(other(member).id, 'yourTurn');
      else
        for (const player of [couple.inviter, couple.partner])
          ledger.earned(player.id, confirmed.body.pointsEarned);
    }
    return true;
  }

  async function dare(sender: BenchPlayer, difficultyLevel: 'romantic' | 'naughty') {
    const receiver = other(sender);
    if (!(await step())) return false;
    const sent = await calls.call<Dare>('dare: send', {
      method: 'POST',
      path: '/api/dares/generate',
      token: sender.token,
      body: { coupleId: couple.coupleId, receiverId: receiver.id, difficultyLevel },
      onUnknownOutcome: () => ledger.mayHaveNotified(receiver.id, 'dareSent'),
    });
    if (!sent) return false;
    ledger.notified(receiver.id, 'dareSent');
    const receiverSteps = [
      ['reveal', null],
      ['accept', 'dareAccepted'],
      ['complete', 'dareCompleted'],
    ] as const;
    for (const [action, notice] of receiverSteps) {
      if (!(await step())) return false;
      const done = await calls.call(`dare: ${action}`, {
        method: 'POST',
        path: `/api/dares/${sent.body.id}/${action}`,
        token: receiver.token,
        onUnknownOutcome: () => {
          if (notice) ledger.mayHaveNotified(sender.id, notice);
        },
      });
      if (!done) return false;
      if (notice) ledger.notified(sender.id, notice);
    }
    if (!(await step())) return false;
    const verified = await calls.call<Dare>('dare: verify', {
      method: 'POST',
      path: `/api/dares/${sent.body.id}/verify`,
      token: sender.token,
      body: { verified: true },
      onUnknownOutcome: () => {
        ledger.mayHaveNotified(receiver.id, 'dareVerified');
        ledger.mayHaveEarned(receiver.id);
      },
    });
    if (!verified) return false;
    ledger.notified(receiver.id, 'dareVerified');
    ledger.earned(receiver.id, verified.body.points);
    return true;
  }

  for (let round = 0; ; round++) {
    if (!(await quickTask())) return;
    const sender = round % 2 === 0 ? couple.inviter : couple.partner;
    if (!(await dare(sender, round % 2 === 0 ? 'romantic' : 'naughty'))) return;
  }
}

/**
 * A player still filling in the survey: changes one answer at a time (an activity, now and
 * then a multiple-choice question), as the survey screen saves each tap. Not having completed,
 * each change is a plain save (no new round).
 */
export async function answerSurvey(
  scenario: Scenario,
  player: BenchPlayer,
  structure: SurveyStructure,
) {
  const activities = structure.categories.flatMap((category) => category.activities);
  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
  for (let answer = 0; ; answer++) {
    const pause = between(ANSWER_PAUSE_MS);
    if (Date.now() + pause >= scenario.deadline) return;
    await sleep(pause);
    let saved;
    if (answer % 4 === 3) {
      const question = pick(structure.questions);
      saved = await scenario.calls.call('survey: answer a question', {
        method: 'POST',
        path: '/api/survey/respond/option',
        token: player.token,
        body: { questionId: question.id, optionId: pick(question.options).id },
      });
    } else {
      const activity = pick(activities);
      saved = await scenario.calls.call('survey: answer an activity', {
        method: 'POST',
        path: '/api/survey/respond/activity',
        token: player.token,
        body: {
          activityId: activity.id,
          preference: pick(PREFERENCES),
          perspective: pick(perspectivesFor(activity.tagType)),
        },
      });
    }
    if (!saved) return;
  }
}

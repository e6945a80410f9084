import type { QuickTask } from '@shared/api/quicktasks';
import type { Preference } from '@shared/domain/survey';
import type { PlayingCouple } from '../../bench/couples-setup';
import type { BenchPlayer } from '../../bench/survey-setup';

/** How far a quick task got, in order: each step's 2xx acknowledged it. */
const STAGES = ['missing', 'generated', 'started', 'confirmed', 'completed'] as const;
type Stage = (typeof STAGES)[number];

interface SavedAnswer {
  player: BenchPlayer;
  key: string;
  value: Preference;
}

interface PlayedTask {
  couple: PlayingCouple;
  id: string;
  assignedTo: string;
  points: number;
  acknowledged: Stage;
}

type Call = (
  method: string,
  path: string,
  token: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

/** A JSON call to `baseUrl()`; throws only when the server cannot be reached. */
export function caller(baseUrl: () => string): Call {
  return async (method, path, token, body) => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
}

const ok = (status: number) => status >= 200 && status < 300;

/**
 * Every write a client sent and got a 2xx for, kept to be looked for after a crash. Survey
 * clients write each answer key once, to a value other than the one saved before, so an answer
 * found with any other value was lost; quick tasks only move forward, so a task found at an
 * earlier step than the last one acknowledged lost that step.
 */
export class AcknowledgedWrites {
  readonly answers: SavedAnswer[] = [];
  readonly tasks: PlayedTask[] = [];
  /** Answers other than 2xx while the server ran: what the clients were refused. */
  readonly refusals: string[] = [];

  constructor(private readonly call: Call) {}

  get count() {
    return this.answers.length + this.tasks.reduce((n, t) => n + STAGES.indexOf(t.acknowledged), 0);
  }

  get completions() {
    return this.tasks.filter((task) => task.acknowledged === 'completed').length;
  }

  /** Saves answers one key after the other until the server stops answering. */
  async saveAnswers(player: BenchPlayer, saved: Record<string, Preference>, offset: number) {
    const keys = Object.keys(saved);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[(offset + i) % keys.length]!;
      // Never No: a new refusal could leave a couple nothing to play.
      const value: Preference = saved[key] === 'Yes' ? 'Maybe' : 'Yes';
      const body = { preferences: { [key]: value } };
      const response = await this.send('POST', '/api/survey/respond/activities-bulk', player, body);
      if (!response) return;
      if (ok(response.status)) this.answers.push({ player, key, value });
    }
  }

  /** Plays quick tasks (generate, start, both confirm) until the server stops answering. */
  async playQuickTasks(couple: PlayingCouple) {
    const { inviter, partner } = couple;
    for (;;) {
      const generated = await this.send(
        'POST',
        `/api/quicktasks/couple/${couple.coupleId}/generate`,
        inviter,
        {},
      );
      if (!generated || !ok(generated.status)) return;
      const view = generated.body as QuickTask;
      const task: PlayedTask = {
        couple,
        id: view.id,
        assignedTo: view.assignedToPlayerId,
        points: view.suggestedPoints,
        acknowledged: 'generated',
      };
      this.tasks.push(task);
      const assignee = task.assignedTo === partner.id ? partner : inviter;
      const steps: [string, BenchPlayer, Stage][] = [
        ['start', assignee, 'started'],
        ['confirm', inviter, 'confirmed'],
        ['confirm', partner, 'completed'],
      ];
      for (const [action, player, stage] of steps) {
        const body = action === 'confirm' ? {} : undefined;
        const response = await this.send(
          'PUT',
          `/api/quicktasks/${task.id}/${action}`,
          player,
          body,
        );
        if (!response || !ok(response.status)) return;
        task.acknowledged = stage;
      }
    }
  }

  /** The answer, or null once the server cannot be reached (it was killed). */
  private async send(method: string, path: string, player: BenchPlayer, body?: unknown) {
    try {
      const response = await this.call(method, path, player.token, body);
      if (!ok(response.status)) this.refusals.push(`${method} ${path}: ${response.status}`);
      return response;
    } catch {
      return null;
    }
  }

  /** Where a task stands now, asked as its players would. */
  private async stageOf(task: PlayedTask): Promise<Stage> {
    const { couple } = task;
    const open = await this.call(
      'GET',
      `/api/quicktasks/couple/${couple.coupleId}/pending`,
      couple.inviter.token,
    );
    const view = open.body as QuickTask | null;
    if (view?.id === task.id) {
      if (view.status === 'pending') return 'generated';
      return view.confirmedByMe ? 'confirmed' : 'started';
    }
    // Not the open task: starting it again says whether it was completed or never saved.
    const assignee = task.assignedTo === couple.partner.id ? couple.partner : couple.inviter;
    const start = await this.call('PUT', `/api/quicktasks/${task.id}/start`, assignee.token);
    const message = (start.body as { message?: string } | null)?.message ?? '';
    if (start.status === 409 && /already completed/i.test(message)) return 'completed';
    return 'missing';
  }

  /**
   * Looks for every acknowledged write; returns what was lost, and the quick-task points each
   * couple's players should hold: the points of every task found completed, once.
   */
  async findLost(couples: readonly PlayingCouple[]) {
    const lost: string[] = [];
    const players = [...new Set(this.answers.map((answer) => answer.player))];
    for (const player of players) {
      const mine = await this.call('GET', '/api/survey/player-responses', player.token);
      const found = (mine.body as { activities: Record<string, Preference> }).activities;
      for (const answer of this.answers.filter((a) => a.player === player)) {
        if (found[answer.key] !== answer.value)
          lost.push(
            `answer ${answer.key} of ${player.email}: ${found[answer.key]} instead of ${answer.value}`,
          );
      }
    }
    const completedPoints = new Map(couples.map((couple) => [couple.coupleId, 0]));
    for (const task of this.tasks) {
      const stage = await this.stageOf(task);
      if (STAGES.indexOf(stage) < STAGES.indexOf(task.acknowledged))
        lost.push(`quick task ${task.id}: ${stage} though ${task.acknowledged} was acknowledged`);
      if (stage === 'completed') {
        const { coupleId } = task.couple;
        completedPoints.set(coupleId, (completedPoints.get(coupleId) ?? 0) + task.points);
      }
    }
    return { lost, completedPoints };
  }
}

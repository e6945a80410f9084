import type autocannon from 'autocannon';
import type { QuickTask } from '@shared/api/quicktasks';
import type { PlayingCouple } from './couples-setup';

/** Requests in one cycle: generate, start, and each partner's confirm. */
export const CYCLE_REQUESTS = 4;

interface CycleContext {
  couple?: PlayingCouple;
  task?: QuickTask;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const jsonHeaders = (token: string) => ({ 'content-type': 'application/json', ...bearer(token) });

/**
 * The quick-task loop a couple goes through, as one autocannon sequence: generate a task, the
 * assigned partner starts it, both confirm, which completes it and allows the next generate.
 * A couple has one open task at a time, so each connection takes a couple of its own from the
 * free ones for a whole cycle and hands it back after the last confirm.
 */
export function quickTaskCycle(couples: readonly PlayingCouple[]): autocannon.Request[] {
  const free = [...couples];
  const ctx = (context: object) => context as CycleContext;
  const failed = (request: autocannon.Request, context: CycleContext) =>
    // A step after a failed one still has to be sent (autocannon counts it as a non-2xx).
    ({ ...request, path: `/api/quicktasks/${context.task?.id ?? 'none'}/start` });

  return [
    {
      method: 'POST',
      setupRequest: (request, context) => {
        const couple = free.shift() ?? couples[0]!;
        ctx(context).couple = couple;
        return {
          ...request,
          path: `/api/quicktasks/couple/${couple.coupleId}/generate`,
          headers: jsonHeaders(couple.inviter.token),
          body: '{}',
        };
      },
      onResponse: (status, body, context) => {
        if (status === 201) ctx(context).task = JSON.parse(body) as QuickTask;
      },
    },
    {
      method: 'PUT',
      setupRequest: (request, context) => {
        const { couple, task } = ctx(context);
        if (!couple || !task) return failed(request, ctx(context));
        return {
          ...request,
          path: `/api/quicktasks/${task.id}/start`,
          headers: bearer(tokenOf(couple, task.assignedToPlayerId)),
          body: undefined,
        };
      },
    },
    ...(['inviter', 'partner'] as const).map((member, index): autocannon.Request => ({
      method: 'PUT',
      setupRequest: (request, context) => {
        const { couple, task } = ctx(context);
        if (!couple || !task) return failed(request, ctx(context));
        return {
          ...request,
          path: `/api/quicktasks/${task.id}/confirm`,
          headers: jsonHeaders(couple[member].token),
          body: '{}',
        };
      },
      onResponse: (_status, _body, context) => {
        const { couple } = ctx(context);
        if (index === 1 && couple) free.push(couple);
      },
    })),
  ];
}

/**
 * Completes any task a measurement left open when its time ran out mid-cycle, so the next
 * measurement starts with every couple free to generate.
 */
export async function closeOpenTasks(baseUrl: string, couples: readonly PlayingCouple[]) {
  await Promise.all(
    couples.map(async (couple) => {
      const pending = await fetch(`${baseUrl}/api/quicktasks/couple/${couple.coupleId}/pending`, {
        headers: bearer(couple.inviter.token),
      });
      if (!pending.ok) throw new Error(`pending task: ${pending.status} ${await pending.text()}`);
      const task = (await pending.json()) as QuickTask | null;
      if (!task) return;
      const put = async (path: string, token: string) => {
        const response = await fetch(`${baseUrl}${path}`, {
          method: 'PUT',
          headers: jsonHeaders(token),
          body: '{}',
        });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      };
      if (task.status === 'pending') {
        await put(`/api/quicktasks/${task.id}/start`, tokenOf(couple, task.assignedToPlayerId));
      }
      for (const member of [couple.inviter, couple.partner]) {
        const mine = member === couple.inviter ? task.confirmedByMe : task.confirmedByPartner;
        if (!mine) await put(`/api/quicktasks/${task.id}/confirm`, member.token);
      }
    }),
  );
}

/** The token of the partner the task is assigned to. */
function tokenOf(couple: PlayingCouple, playerId: string | undefined) {
  return playerId === couple.partner.id ? couple.partner.token : couple.inviter.token;
}

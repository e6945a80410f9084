import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import type { z } from 'zod';
import {
  DESKTOP_ORIGIN,
  ipcChannels,
  ipcEvents,
  type IpcChannelName,
  type IpcEventName,
  type IpcEventPayload,
  type IpcResponse,
} from '@shared/ipc';

// Channels that answer nothing may return whatever their action returns; it is not sent.
type Answer<N extends IpcChannelName> = IpcResponse<N> extends undefined ? unknown : IpcResponse<N>;

type Handler<N extends IpcChannelName> = (
  request: z.output<(typeof ipcChannels)[N]['request']>,
  event: IpcMainInvokeEvent,
) => Answer<N> | Promise<Answer<N>>;

/** Which window may call: the channel's own window, looked up when the call arrives. */
export type SenderCheck = (sender: WebContents) => boolean;

/** Thrown back to a caller that is not the window the channel belongs to. */
export class IpcRefused extends Error {}

/**
 * True only for the top frame of the expected window showing our own renderer: a frame the
 * page embeds, or a window that navigated elsewhere, is refused.
 */
export function isTrustedSender(event: IpcMainInvokeEvent, allowed: SenderCheck): boolean {
  const frame = event.senderFrame;
  const main = event.sender.mainFrame;
  // Compared by identity numbers: frame objects need not be the same wrapper each time.
  if (!frame || frame.parent !== null || frame.routingId !== main.routingId) return false;
  if (!frame.url.startsWith(`${DESKTOP_ORIGIN}/`)) return false;
  return allowed(event.sender);
}

/**
 * Answers one channel after checking the sender and validating the payload with the shared
 * schema. A bad payload gets the channel's error answer when it has one, else a rejection.
 */
export function handleIpc<N extends IpcChannelName>(
  ipcMain: IpcMain,
  name: N,
  allowed: SenderCheck,
  handler: Handler<N>,
): void {
  const definition = ipcChannels[name];
  const answersNothing = definition.response.safeParse(undefined).success;
  ipcMain.handle(definition.channel, async (event, ...args: unknown[]) => {
    if (!isTrustedSender(event, allowed)) {
      throw new IpcRefused(`${definition.channel} is not available to this window.`);
    }
    const parsed = definition.request.safeParse(args[0]);
    if (!parsed.success || args.length > 1) {
      const message = parsed.success
        ? 'Unexpected arguments.'
        : (parsed.error.issues[0]?.message ?? 'Invalid request.');
      const answer = { ok: false, status: 400, message };
      if (definition.response.safeParse(answer).success) return answer;
      throw new IpcRefused(`${definition.channel}: ${message}`);
    }
    const answer = await handler(
      parsed.data as z.output<(typeof ipcChannels)[N]['request']>,
      event,
    );
    return answersNothing ? undefined : answer;
  });
}

/** Sends an event to a window after checking the payload against its schema. */
export function sendIpcEvent<N extends IpcEventName>(
  contents: WebContents | null | undefined,
  name: N,
  payload: IpcEventPayload<N>,
): void {
  if (!contents || contents.isDestroyed()) return;
  const definition = ipcEvents[name];
  contents.send(definition.channel, definition.payload.parse(payload));
}

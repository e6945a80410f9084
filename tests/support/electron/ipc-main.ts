import { EventEmitter } from 'node:events';
import type { FakeFrame, FakeWebContents } from './web-contents';

/** What an `ipcMain.handle` listener receives (Electron's IpcMainInvokeEvent, the parts used). */
export interface FakeInvokeEvent {
  sender: FakeWebContents;
  senderFrame: FakeFrame | null;
  frameId: number;
  processId: number;
  type: 'frame';
}

type InvokeHandler = (event: FakeInvokeEvent, ...args: unknown[]) => unknown;

/**
 * Creates the event of a call from `sender`; the frame defaults to its top frame. Pass another
 * frame (a sub-frame, null for a frame that is gone) to call as that.
 */
export function invokeEvent(
  sender: FakeWebContents,
  senderFrame: FakeFrame | null = sender.mainFrame,
): FakeInvokeEvent {
  return {
    sender,
    senderFrame,
    frameId: senderFrame?.routingId ?? -1,
    processId: 1,
    type: 'frame',
  };
}

/** ipcMain: keeps the `handle` listeners and lets a test invoke them as a renderer would. */
export class FakeIpcMain extends EventEmitter {
  private readonly handlers = new Map<string, InvokeHandler>();

  handle(channel: string, handler: InvokeHandler): void {
    // As in Electron: one handler per channel.
    if (this.handlers.has(channel)) {
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    }
    this.handlers.set(channel, handler);
  }

  handleOnce(channel: string, handler: InvokeHandler): void {
    this.handle(channel, (event, ...args) => {
      this.removeHandler(channel);
      return handler(event, ...args);
    });
  }

  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }

  /** The channels that have a handler. */
  channels(): string[] {
    return [...this.handlers.keys()];
  }

  /**
   * `ipcRenderer.invoke(channel, ...args)` from the sender of `event`. As in Electron, the
   * arguments and the answer cross as structured clones, and a handler's error reaches the
   * caller as a new Error carrying only its text.
   */
  async invoke(channel: string, event: FakeInvokeEvent, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    let answer: unknown;
    try {
      answer = await handler(event, ...structuredClone(args));
    } catch (error) {
      throw new Error(`Error invoking remote method '${channel}': ${String(error)}`, {
        cause: error,
      });
    }
    return structuredClone(answer);
  }

  reset(): void {
    this.handlers.clear();
    this.removeAllListeners();
  }
}

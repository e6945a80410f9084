import { EventEmitter } from 'node:events';

let nextId = 1;

/** A frame (Electron's WebFrameMain): the window's top frame or one the page embeds. */
export class FakeFrame {
  readonly routingId = nextId++;
  constructor(
    public url: string,
    readonly parent: FakeFrame | null = null,
  ) {}
}

export interface WindowOpenDetails {
  url: string;
}
export type WindowOpenHandler = (details: WindowOpenDetails) => { action: 'allow' | 'deny' };

/** What a navigation listener was handed: it refuses the navigation with preventDefault(). */
export interface FakeNavigationEvent {
  defaultPrevented: boolean;
  preventDefault(): void;
}

export function navigationEvent(): FakeNavigationEvent {
  return {
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}

/** A window's web contents: events, sent messages, its top frame and its window.open handler. */
export class FakeWebContents extends EventEmitter {
  readonly id = nextId++;
  readonly mainFrame: FakeFrame;
  /** Every `send(channel, payload)`, in order. */
  readonly sent: { channel: string; payload: unknown }[] = [];
  windowOpenHandler: WindowOpenHandler | null = null;
  reloads = 0;
  private destroyed = false;

  constructor(url = 'velvet://app/') {
    super();
    this.mainFrame = new FakeFrame(url);
  }

  send(channel: string, payload?: unknown): void {
    if (this.destroyed) throw new Error('Object has been destroyed');
    this.sent.push({ channel, payload });
  }

  setWindowOpenHandler(handler: WindowOpenHandler): void {
    this.windowOpenHandler = handler;
  }

  getURL(): string {
    return this.mainFrame.url;
  }

  loadURL(url: string): Promise<void> {
    this.mainFrame.url = url;
    return Promise.resolve();
  }

  reload(): void {
    this.reloads += 1;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  destroy(): void {
    this.destroyed = true;
    this.emit('destroyed');
  }

  /** A frame the page embeds (an iframe): same web contents, not the top frame. */
  subFrame(url = this.mainFrame.url): FakeFrame {
    return new FakeFrame(url, this.mainFrame);
  }

  /** The page calls window.open(url): what the handler decided (Electron allows by default). */
  open(url: string): 'allow' | 'deny' {
    return this.windowOpenHandler?.({ url }).action ?? 'allow';
  }

  /** The page navigates (or is redirected): true when a listener refused it. */
  navigate(url: string, kind: 'will-navigate' | 'will-redirect' = 'will-navigate'): boolean {
    const event = navigationEvent();
    this.emit(kind, event, url);
    return event.defaultPrevented;
  }

  /** The page tries to attach a <webview>: true when a listener refused it. */
  attachWebview(src: string): boolean {
    const event = navigationEvent();
    this.emit('will-attach-webview', event, { preload: '', nodeIntegration: false }, { src });
    return event.defaultPrevented;
  }
}

import { EventEmitter } from 'node:events';
import { FakeWebContents } from './web-contents';

export interface FakeWindowOptions {
  title?: string;
  show?: boolean;
  webPreferences?: Record<string, unknown>;
  [option: string]: unknown;
}

/** A BrowserWindow that records how it was made and what it loaded. */
export class FakeBrowserWindow extends EventEmitter {
  /** Every window made since the last `reset()`, oldest first. */
  static instances: FakeBrowserWindow[] = [];

  static getAllWindows(): FakeBrowserWindow[] {
    return FakeBrowserWindow.instances.filter((window) => !window.isDestroyed());
  }

  static reset(): void {
    FakeBrowserWindow.instances = [];
  }

  readonly webContents: FakeWebContents;
  visible = false;
  focused = false;
  minimized = false;
  private destroyed = false;

  constructor(readonly options: FakeWindowOptions = {}) {
    super();
    this.webContents = new FakeWebContents('about:blank');
    this.visible = options.show !== false;
    FakeBrowserWindow.instances.push(this);
  }

  loadURL(url: string): Promise<void> {
    return this.webContents.loadURL(url);
  }

  show(): void {
    this.visible = true;
  }

  hide(): void {
    this.visible = false;
  }

  focus(): void {
    this.focused = true;
  }

  isVisible(): boolean {
    return this.visible;
  }

  isMinimized(): boolean {
    return this.minimized;
  }

  restore(): void {
    this.minimized = false;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  /** Closing destroys the window and its contents, then emits `closed`. */
  close(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.webContents.destroy();
    this.emit('closed');
  }

  destroy(): void {
    this.close();
  }
}

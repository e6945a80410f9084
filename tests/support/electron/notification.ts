import { EventEmitter } from 'node:events';

export interface FakeNotificationOptions {
  title?: string;
  body?: string;
  [option: string]: unknown;
}

/** A native notification that records itself when shown; `click()` is the user clicking it. */
export class FakeNotification extends EventEmitter {
  /** Whether this desktop shows notifications at all. */
  static supported = true;
  /** Every notification shown since the last `reset()`, oldest first. */
  static shown: FakeNotification[] = [];

  static isSupported(): boolean {
    return FakeNotification.supported;
  }

  static reset(): void {
    FakeNotification.supported = true;
    FakeNotification.shown = [];
  }

  constructor(readonly options: FakeNotificationOptions = {}) {
    super();
  }

  get title(): string {
    return this.options.title ?? '';
  }

  get body(): string {
    return this.options.body ?? '';
  }

  show(): void {
    FakeNotification.shown.push(this);
    this.emit('show');
  }

  close(): void {
    this.emit('close');
  }

  click(): void {
    this.emit('click');
  }
}

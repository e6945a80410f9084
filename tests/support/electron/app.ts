import { EventEmitter } from 'node:events';
import os from 'node:os';
import path from 'node:path';

/** Electron's `app`: paths, name and version, ready at once, single-instance lock granted. */
export class FakeApp extends EventEmitter {
  private paths = new Map<string, string>();
  version = '0.1.0';
  name = 'Velvet';
  hasSingleInstanceLock = true;
  /** False, as when run from the source tree; a test sets it to act as the installed app. */
  isPackaged = false;
  quitCalls = 0;
  exitCode: number | null = null;

  /** Unless set, a path under the system temp folder that nothing creates. */
  getPath(name: string): string {
    return (
      this.paths.get(name) ??
      path.join(os.tmpdir(), 'velvet-fake-electron', String(process.pid), name)
    );
  }

  setPath(name: string, value: string): void {
    this.paths.set(name, value);
  }

  getVersion(): string {
    return this.version;
  }

  getName(): string {
    return this.name;
  }

  setName(name: string): void {
    this.name = name;
  }

  isReady(): boolean {
    return true;
  }

  whenReady(): Promise<void> {
    return Promise.resolve();
  }

  requestSingleInstanceLock(): boolean {
    return this.hasSingleInstanceLock;
  }

  quit(): void {
    this.quitCalls += 1;
  }

  exit(code = 0): void {
    this.exitCode = code;
  }

  reset(): void {
    this.paths.clear();
    this.version = '0.1.0';
    this.name = 'Velvet';
    this.hasSingleInstanceLock = true;
    this.isPackaged = false;
    this.quitCalls = 0;
    this.exitCode = null;
    this.removeAllListeners();
  }
}

export interface MessageBoxOptions {
  message: string;
  title?: string;
  detail?: string;
  buttons?: string[];
  defaultId?: number;
  cancelId?: number;
}

/** Electron's `dialog`: records each message box and answers with the queued button. */
export class FakeDialog {
  readonly shown: { window: unknown; options: MessageBoxOptions }[] = [];
  private readonly answers: number[] = [];

  /** The button index the next message box answers with (else its cancelId, else 0). */
  answerNext(response: number): this {
    this.answers.push(response);
    return this;
  }

  async showMessageBox(
    windowOrOptions: unknown,
    maybeOptions?: MessageBoxOptions,
  ): Promise<{ response: number; checkboxChecked: boolean }> {
    const [window, options] = maybeOptions
      ? [windowOrOptions, maybeOptions]
      : [null, windowOrOptions as MessageBoxOptions];
    this.shown.push({ window, options });
    const response = this.answers.shift() ?? options.cancelId ?? 0;
    return { response, checkboxChecked: false };
  }

  reset(): void {
    this.shown.length = 0;
    this.answers.length = 0;
  }
}

export interface FakeMenuItem {
  id?: string;
  label?: string;
  role?: string;
  click?: (...args: unknown[]) => void;
  submenu?: FakeMenuItem[] | FakeMenu;
  [option: string]: unknown;
}

/** Electron's `Menu`, kept as its template so a test can find and click items by id. */
export class FakeMenu {
  static applicationMenu: FakeMenu | null = null;

  static buildFromTemplate(template: FakeMenuItem[]): FakeMenu {
    return new FakeMenu(template);
  }

  static setApplicationMenu(menu: FakeMenu | null): void {
    FakeMenu.applicationMenu = menu;
  }

  static getApplicationMenu(): FakeMenu | null {
    return FakeMenu.applicationMenu;
  }

  constructor(readonly items: FakeMenuItem[]) {}

  getMenuItemById(id: string): FakeMenuItem | null {
    const search = (items: FakeMenuItem[]): FakeMenuItem | null => {
      for (const item of items) {
        if (item.id === id) return item;
        const submenu = item.submenu instanceof FakeMenu ? item.submenu.items : item.submenu;
        const found = submenu ? search(submenu) : null;
        if (found) return found;
      }
      return null;
    };
    return search(this.items);
  }
}

/** Electron's `shell`: records what would have left the app. */
export class FakeShell {
  readonly openedExternally: string[] = [];
  readonly openedPaths: string[] = [];

  async openExternal(url: string): Promise<void> {
    this.openedExternally.push(url);
  }

  async openPath(target: string): Promise<string> {
    this.openedPaths.push(target);
    return '';
  }

  reset(): void {
    this.openedExternally.length = 0;
    this.openedPaths.length = 0;
  }
}

type Listener = (event: { sender: unknown }, ...args: unknown[]) => void;

/** `ipcRenderer` as a preload sees it: records every invoke and lets a test send events. */
export class FakeIpcRenderer {
  readonly invoked: { channel: string; args: unknown[] }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    this.invoked.push({ channel, args });
    return Promise.resolve({ answeredBy: channel });
  }

  on(channel: string, listener: Listener): this {
    if (!this.listeners.has(channel)) this.listeners.set(channel, new Set());
    this.listeners.get(channel)?.add(listener);
    return this;
  }

  removeListener(channel: string, listener: Listener): this {
    this.listeners.get(channel)?.delete(listener);
    return this;
  }

  listenerCount(channel: string): number {
    return this.listeners.get(channel)?.size ?? 0;
  }

  /** Main sending `payload` on `channel`, as `webContents.send` would. */
  emit(channel: string, payload: unknown): void {
    for (const listener of this.listeners.get(channel) ?? []) listener({ sender: this }, payload);
  }

  reset(): void {
    this.invoked.length = 0;
    this.listeners.clear();
  }
}

/** `contextBridge`: keeps what a preload exposes, by the name it gives. */
export class FakeContextBridge {
  readonly exposed = new Map<string, unknown>();

  exposeInMainWorld(name: string, api: unknown): void {
    if (this.exposed.has(name)) throw new Error(`${name} is already exposed.`);
    this.exposed.set(name, api);
  }

  reset(): void {
    this.exposed.clear();
  }
}

type ProtocolHandler = (request: Request) => Response | Promise<Response>;

/** A session's `protocol`: the scheme handlers, and a way to request through them. */
export class FakeProtocol {
  readonly privileged: { scheme: string; privileges?: Record<string, boolean> }[] = [];
  private readonly handlers = new Map<string, ProtocolHandler>();

  registerSchemesAsPrivileged(
    schemes: { scheme: string; privileges?: Record<string, boolean> }[],
  ): void {
    this.privileged.push(...schemes);
  }

  handle(scheme: string, handler: ProtocolHandler): void {
    if (this.handlers.has(scheme)) throw new Error(`The scheme "${scheme}" is already handled`);
    this.handlers.set(scheme, handler);
  }

  unhandle(scheme: string): void {
    this.handlers.delete(scheme);
  }

  isProtocolHandled(scheme: string): boolean {
    return this.handlers.has(scheme);
  }

  /** What a page in this session gets when it requests `url`. */
  async request(url: string, init?: RequestInit): Promise<Response> {
    const scheme = new URL(url).protocol.slice(0, -1);
    const handler = this.handlers.get(scheme);
    if (!handler) throw new Error(`No handler for the scheme "${scheme}"`);
    return handler(new Request(url, init));
  }

  reset(): void {
    this.privileged.length = 0;
    this.handlers.clear();
  }
}

type PermissionRequestHandler = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
) => void;
type PermissionCheckHandler = (contents: unknown, permission: string) => boolean;

/** A session (one partition): its protocol handlers and permission handlers. */
export class FakeSession {
  readonly protocol = new FakeProtocol();
  permissionRequestHandler: PermissionRequestHandler | null = null;
  permissionCheckHandler: PermissionCheckHandler | null = null;

  constructor(readonly partition: string) {}

  setPermissionRequestHandler(handler: PermissionRequestHandler | null): void {
    this.permissionRequestHandler = handler;
  }

  setPermissionCheckHandler(handler: PermissionCheckHandler | null): void {
    this.permissionCheckHandler = handler;
  }

  /** Whether a page asking for `permission` would get it. */
  requestPermission(permission: string): Promise<boolean> {
    return new Promise((resolve) => {
      if (!this.permissionRequestHandler) resolve(true);
      else this.permissionRequestHandler(null, permission, resolve);
    });
  }
}

/** Electron's `session`: the default session and one per partition name. */
export class FakeSessionModule {
  defaultSession = new FakeSession('');
  private partitions = new Map<string, FakeSession>();

  fromPartition(partition: string): FakeSession {
    if (partition === '') return this.defaultSession;
    let found = this.partitions.get(partition);
    if (!found) {
      found = new FakeSession(partition);
      this.partitions.set(partition, found);
    }
    return found;
  }

  reset(): void {
    this.defaultSession.protocol.reset();
    this.defaultSession.setPermissionRequestHandler(null);
    this.defaultSession.setPermissionCheckHandler(null);
    this.partitions = new Map();
  }
}

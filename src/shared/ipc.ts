import { z } from 'zod';
import * as accounts from './api/accounts';
import * as admin from './api/admin';
import { liveTopicSchema } from './api/events';
import { notificationSchema } from './api/notifications';
import { adminUserSchema, playerSessionSchema } from './domain/sessions';
import { APP_PATH_MAX_LENGTH, APP_PATH_PATTERN } from './domain/app-paths';
import { ipcChannelNames, ipcEventNames } from './ipc-names';

/**
 * Every channel between a desktop window and the main process. Each names the window that may
 * use it; main validates every payload with `request` and checks the sender before acting, and
 * the preloads expose one named function per channel (never ipcRenderer itself).
 */

/** A call that reached the server (or failed to) comes back as a value or an API-style error. */
export const ipcResult = <T extends z.ZodType>(value: T) =>
  z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), status: z.number().int(), message: z.string() }),
  ]);
export type IpcResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

/** The hosts that are this computer: the only ones the desktop app talks to over plain http. */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

export const REMOTE_NEEDS_HTTPS =
  'Use https:// for a server on another computer; http:// is only for this computer (localhost, 127.0.0.1 or ::1).';

/**
 * A server address the desktop app may talk to: http(s), no credentials, no path, and https
 * unless the server runs on this computer (the token and the couple's answers cross the
 * network otherwise, readable and changeable by anyone on the way).
 */
export const serverAddressSchema = z
  .url({ protocol: /^https?$/, error: 'Enter an address starting with http:// or https://.' })
  .max(2048)
  // zod runs refinements even after the url check failed, so parse defensively.
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return !url.username && !url.password && (url.pathname === '/' || url.pathname === '');
  }, 'Enter only the server address, like http://localhost:8080.')
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return url.protocol === 'https:' || LOOPBACK_HOSTS.includes(url.hostname);
  }, REMOTE_NEEDS_HTTPS)
  .transform((value) => new URL(value).origin);

/** An in-app path to open: one leading slash, never another origin. */
export const appPathSchema = z
  .string()
  .max(APP_PATH_MAX_LENGTH)
  .regex(APP_PATH_PATTERN, 'Not an in-app path.');

const signedIn = accounts.loginResponse.omit({ token: true });

/** The player's session as main reports it; `notice` explains a sign-out main decided on. */
export const playerSessionState = z.object({
  session: playerSessionSchema.nullable(),
  notice: z.string().nullable(),
});
export type PlayerSessionState = z.infer<typeof playerSessionState>;

/** One live stream message as main passes it to the player window (docs/live-updates.md). */
export const liveMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('change'), topics: z.array(liveTopicSchema) }),
  z.object({ kind: z.literal('resync') }),
]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;

export const notificationFeedState = z.object({
  items: z.array(notificationSchema),
  loading: z.boolean(),
});

const nothing = z.undefined();

export type IpcWindow = 'player' | 'admin';

export interface IpcChannel {
  readonly channel: string;
  readonly window: IpcWindow | 'any';
  readonly request: z.ZodType;
  readonly response: z.ZodType;
}

export const ipcChannels = {
  appInfo: {
    channel: ipcChannelNames.appInfo,
    window: 'any',
    request: nothing,
    response: z.object({ version: z.string(), platform: z.string() }),
  },
  playerSession: {
    channel: ipcChannelNames.playerSession,
    window: 'player',
    request: nothing,
    response: playerSessionState,
  },
  playerLogin: {
    channel: ipcChannelNames.playerLogin,
    window: 'player',
    request: accounts.login.body,
    response: ipcResult(signedIn),
  },
  playerRegister: {
    channel: ipcChannelNames.playerRegister,
    window: 'player',
    request: accounts.register.body,
    response: ipcResult(signedIn),
  },
  playerLogout: {
    channel: ipcChannelNames.playerLogout,
    window: 'player',
    request: nothing,
    response: nothing,
  },
  playerRefreshSession: {
    channel: ipcChannelNames.playerRefreshSession,
    window: 'player',
    request: nothing,
    response: ipcResult(nothing),
  },
  notificationsState: {
    channel: ipcChannelNames.notificationsState,
    window: 'player',
    request: nothing,
    response: notificationFeedState,
  },
  notificationsRefresh: {
    channel: ipcChannelNames.notificationsRefresh,
    window: 'player',
    request: nothing,
    response: nothing,
  },
  serverAddress: {
    channel: ipcChannelNames.serverAddress,
    window: 'player',
    request: nothing,
    response: z.string(),
  },
  setServerAddress: {
    channel: ipcChannelNames.setServerAddress,
    window: 'player',
    request: serverAddressSchema,
    response: nothing,
  },
  openAdminWindow: {
    channel: ipcChannelNames.openAdminWindow,
    window: 'player',
    request: nothing,
    response: nothing,
  },
  adminSession: {
    channel: ipcChannelNames.adminSession,
    window: 'admin',
    request: nothing,
    response: adminUserSchema.nullable(),
  },
  adminLogin: {
    channel: ipcChannelNames.adminLogin,
    window: 'admin',
    request: admin.login.body,
    response: ipcResult(adminUserSchema),
  },
  adminLogout: {
    channel: ipcChannelNames.adminLogout,
    window: 'admin',
    request: nothing,
    response: nothing,
  },
} as const satisfies Record<string, IpcChannel>;

export type IpcChannelName = keyof typeof ipcChannels;
export type IpcRequest<N extends IpcChannelName> = z.input<(typeof ipcChannels)[N]['request']>;
export type IpcResponse<N extends IpcChannelName> = z.infer<(typeof ipcChannels)[N]['response']>;

/** Messages main sends to a window without being asked. */
export const ipcEvents = {
  playerSessionChanged: {
    channel: ipcEventNames.playerSessionChanged,
    payload: playerSessionState,
  },
  notificationsChanged: {
    channel: ipcEventNames.notificationsChanged,
    payload: notificationFeedState,
  },
  /** Open this path in the player window (a clicked native notification, the app menu). */
  openPath: { channel: ipcEventNames.openPath, payload: appPathSchema },
  /** What main's live stream heard: areas that changed, or "reload everything". */
  liveEvent: { channel: ipcEventNames.liveEvent, payload: liveMessageSchema },
  adminSessionChanged: {
    channel: ipcEventNames.adminSessionChanged,
    payload: adminUserSchema.nullable(),
  },
} as const;

export type IpcEventName = keyof typeof ipcEvents;
export type IpcEventPayload<N extends IpcEventName> = z.infer<(typeof ipcEvents)[N]['payload']>;

type Unsubscribe = () => void;
type Call<N extends IpcChannelName> = (
  ...args: IpcRequest<N> extends undefined ? [] : [request: IpcRequest<N>]
) => Promise<IpcResponse<N>>;
type Listen<N extends IpcEventName> = (
  listener: (payload: IpcEventPayload<N>) => void,
) => Unsubscribe;

/** What the player window's preload puts on `window.velvet`. */
export interface PlayerBridge {
  appInfo: Call<'appInfo'>;
  session: Call<'playerSession'>;
  login: Call<'playerLogin'>;
  register: Call<'playerRegister'>;
  logout: Call<'playerLogout'>;
  refreshSession: Call<'playerRefreshSession'>;
  notifications: Call<'notificationsState'>;
  refreshNotifications: Call<'notificationsRefresh'>;
  serverAddress: Call<'serverAddress'>;
  setServerAddress: Call<'setServerAddress'>;
  openAdminWindow: Call<'openAdminWindow'>;
  onSessionChange: Listen<'playerSessionChanged'>;
  onNotificationsChange: Listen<'notificationsChanged'>;
  onOpenPath: Listen<'openPath'>;
  onLiveEvent: Listen<'liveEvent'>;
}

/** What the admin window's preload puts on `window.velvetAdmin`. */
export interface AdminBridge {
  appInfo: Call<'appInfo'>;
  session: Call<'adminSession'>;
  login: Call<'adminLogin'>;
  logout: Call<'adminLogout'>;
  onSessionChange: Listen<'adminSessionChanged'>;
}

/** The custom scheme and host the desktop windows load the renderer from. */
export const DESKTOP_ORIGIN = 'velvet://app';
export const DESKTOP_SCHEME = 'velvet';

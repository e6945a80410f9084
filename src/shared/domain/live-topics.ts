/**
 * The areas a live event can name (docs/live-updates.md): each one tells the open screens of
 * both partners which of their reads are out of date. Kept free of zod so the screens' live
 * connection can name them without loading the contract.
 */
export const LIVE_TOPICS = [
  'quicktasks',
  'dares',
  'adventures',
  'notifications',
  'couple',
  'survey',
  'results',
  'daily',
  'coach',
  'subscription',
  'scores',
  'journey',
  'intent',
  'account',
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** The SSE event name of a change; a `resync` event means "reload everything". */
export const LIVE_CHANGE_EVENT = 'change';
export const LIVE_RESYNC_EVENT = 'resync';

/** How long a client waits before reconnecting, sent as the stream's `retry:`. */
export const LIVE_RETRY_MS = 2_000;

/** The query parameter a client names its device with: a second stream of one device replaces the first. */
export const LIVE_DEVICE_PARAM = 'device';

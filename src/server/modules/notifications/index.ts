import { defineModule } from '../define-module';
import { notificationsRoutes } from './routes';
import { createNotificationsService } from './service';

/** The player's notifications, and the poll every signed-in screen makes. */
export const notificationsModule = defineModule('notifications', (deps) =>
  notificationsRoutes(createNotificationsService(deps.db, deps.cipher), deps.playerChanges),
);

export { createNotifier, type NotificationDraft, type Notifier } from './notifier';
export { markPlayersChanged, PlayerChangeCache } from './player-changes';
export {
  forgetPlayerInLiveEvents,
  FRESH_STREAM_LOOKBACK_SECONDS,
  LIVE_EVENT_CHANNEL,
  liveEventsAfter,
  recentLiveEvents,
  newestLiveEventId,
  pruneLiveEvents,
  recordLiveEvent,
  recordLiveEventForCouple,
  type StoredLiveEvent,
} from './live-event-log';
export { toNotification } from './collapse';
export { openNoticeTexts } from './notice-texts';
export { createNotificationsService } from './service';

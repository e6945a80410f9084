import { forgetCoachConversations } from '../features/coach/conversation-storage';
import { createQueryClient } from '../lib/query-client';
import { platform } from '../platform';

/** The app's one cache of server state. */
export const queryClient = createQueryClient();

// What one player loaded must never show to the next one signing in on this device: neither
// the cache of server state nor a chat with the coach kept in this tab.
platform.onSessionChange((session) => {
  if (!session) {
    queryClient.clear();
    forgetCoachConversations();
  }
});

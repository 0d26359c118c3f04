import { api } from '../api';
import { useAppSelector } from '../hooks';
import { useRealtimePolling, useUserEvents } from '../realtime-hooks';
import { selectSessionStatus } from '../session-slice';
import {
  inboxUnreadPaths,
  inboxUnreadResponseSchema,
  type InboxUnreadResponse,
} from '../../contracts/responder/inbox-unread';
import { responderEventTypes } from '../../contracts/responder/responder-constants';

/**
 * The owner's unread total (GET /api/responder/conversations/unread). It carries the tag the inbox's
 * lists carry, so what the responder remote changes (a conversation read, a reply) reads it again,
 * and the responder's live events read it again wherever it is shown, the remote's lists mounted or
 * not. Read by the shell (the inbox button and the tab title) and the responder's side panel: the
 * same endpoint in the one api, so one request serves them all.
 */
export const inboxUnreadApi = api.injectEndpoints({
  // The shell and the responder remote each bundle this file (shared-modules.cjs): the second copy
  // defines the same endpoint again, on purpose and to the letter.
  overrideExisting: true,
  endpoints: (build) => ({
    getInboxUnread: build.query<InboxUnreadResponse, void>({
      query: () => inboxUnreadPaths.unread.replace(/^\/api/, ''),
      responseSchema: inboxUnreadResponseSchema,
      providesTags: ['ResponderActivity'],
      // A count beside a button: a failure shows none rather than retrying.
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

/** The unread total while signed in (0 until known, and when it cannot be read). */
export function useInboxUnread(): number {
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  const { data, refetch } = inboxUnreadApi.useGetInboxUnreadQuery(undefined, { skip: !signedIn });
  const again = () => {
    if (signedIn) void refetch();
  };
  useUserEvents(responderEventTypes.message, again);
  useUserEvents(responderEventTypes.reply, again);
  useUserEvents(responderEventTypes.task, again);
  useRealtimePolling(again);
  return data?.unread_total ?? 0;
}

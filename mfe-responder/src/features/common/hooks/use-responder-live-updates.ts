import { useEffect, useState } from 'react';
import { useAppDispatch } from '@scp/shared/client/hooks';
import { useRealtimePolling, useUserEvents } from '@scp/shared/client/realtime-hooks';
import { useToast } from '@scp/shared/client/use-toast';
import {
  responderEventTypes,
  responderMessageEventSchema,
  responderTaskEventSchema,
} from '@scp/shared/contracts/responder/responder-api';
import { responder } from '@scp/shared/contracts/responder/responder-constants';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { responderApi } from '../api/responder-api';
import { platformLabel } from '../lib/platform-label';

const texts = responderTexts;

/**
 * The mounted users of the hook, oldest first. Only the oldest one acts on an event, so the dashboard
 * (the ResponseFlow Pro card and the tasks card) and the shell's inbox panel, all open at once, read
 * the lists once and toast once per event; when it unmounts, the next one takes over.
 */
const instances: object[] = [];

/**
 * Keeps the auto-responder's screens current (states and transitions: real-time subscriptions): on each of the
 * service's events (`responderEventTypes`) the lists are read again, and every 30 s while the stream
 * is down. A new escalation of priority 8 or more shows a critical toast with its reason; a new
 * message escalated to the owner shows 'New message needs attention'.
 */
export function useResponderLiveUpdates(): void {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [self] = useState(() => ({}));

  useEffect(() => {
    instances.push(self);
    return () => {
      const index = instances.indexOf(self);
      if (index !== -1) instances.splice(index, 1);
    };
  }, [self]);

  const leading = () => instances[0] === self;
  const refresh = () => dispatch(responderApi.util.invalidateTags(['ResponderActivity', 'ResponderTask']));

  /** The event names the task only: its reason comes from the task list, read again. */
  const toastCritical = async (taskId: string) => {
    let reason: string | undefined;
    try {
      const tasks = await dispatch(
        responderApi.endpoints.getResponderTasks.initiate({}, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      reason = tasks.tasks.find((task) => task.id === taskId)?.reason;
    } catch {
      // The toast still goes out, with the general description.
    }
    toast.error({
      title: texts.screens.criticalMessage,
      description: reason?.trim() ? reason : texts.screens.criticalMessageFallback,
    });
  };

  useUserEvents(responderEventTypes.message, (event) => {
    if (!leading()) return;
    refresh();
    const parsed = responderMessageEventSchema.safeParse(event.payload);
    if (parsed.success && parsed.data.response_status === 'escalated') {
      toast.warning({
        title: texts.responder.newMessageNeedsAttention,
        description: texts.screens.messageNeedsAttention(platformLabel(parsed.data.platform)),
      });
    }
  });

  useUserEvents(responderEventTypes.reply, () => {
    if (leading()) refresh();
  });

  // An alert (a send refused, a token refused, the limits reached) is a new item of the activity feed.
  useUserEvents(responderEventTypes.alert, () => {
    if (leading()) refresh();
  });

  useUserEvents(responderEventTypes.task, (event) => {
    if (!leading()) return;
    refresh();
    const parsed = responderTaskEventSchema.safeParse(event.payload);
    if (
      parsed.success &&
      parsed.data.status === 'pending' &&
      parsed.data.priority >= responder.criticalToastMinPriority
    ) {
      void toastCritical(parsed.data.id);
    }
  });

  useRealtimePolling(() => {
    if (leading()) refresh();
  });
}

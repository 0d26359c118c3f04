import { trusted } from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import { userScope } from '@scp/service-kit/user-scope';
import { HOUR } from '@scp/shared/contracts/app/time-units';
import type {
  ResponderAnalyticsQuery,
  ResponderAnalyticsResponse,
  ResponderAnalyticsRow,
} from '@scp/shared/contracts/responder/responder-api';
import { responder } from '@scp/shared/contracts/responder/responder-constants';
import { MessageLogModel, type MessageLogDocument } from '../messages/message-log-model';

const DAY = 24 * HOUR;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The auto-responder's figures from the owner's message log; the owner's alone. */
export function createAnalyticsService(deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** entities: analytics: per UTC day and platform, from the message log; today's impact for the card. */
    async analytics(userId: string, query: ResponderAnalyticsQuery): Promise<ResponderAnalyticsResponse> {
      const today = isoDay(now());
      const to = query.to ?? today;
      const from = query.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY));
      if (from > to) throw AppError.badRequest('from must not be after to.', 'from');
      if (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) > 366 * DAY)
        throw AppError.badRequest('At most 366 days at once.', 'from');
      const docs = await userScope(MessageLogModel, userId)
        .find({
          sentAt: trusted({ $gte: new Date(`${from}T00:00:00Z`), $lt: new Date(Date.parse(`${to}T00:00:00Z`) + DAY) }),
        })
        .select({ platform: 1, sentAt: 1, sentVia: 1, respondedAt: 1, escalationReason: 1 })
        .lean<MessageLogDocument[]>();
      const rows = new Map<string, ResponderAnalyticsRow>();
      let responded = 0;
      let responseSeconds = 0;
      for (const doc of docs) {
        const date = isoDay(doc.sentAt);
        const key = `${date}|${doc.platform}`;
        const row = rows.get(key) ?? {
          date,
          platform: doc.platform,
          total_messages: 0,
          auto_responded: 0,
          escalated: 0,
          time_saved_minutes: 0,
        };
        row.total_messages += 1;
        if (doc.sentVia === 'auto') {
          row.auto_responded += 1;
          row.time_saved_minutes += responder.minutesSavedPerAutoReply;
        }
        if (doc.escalationReason) row.escalated += 1;
        if (doc.sentVia && doc.respondedAt) {
          responded += 1;
          responseSeconds += Math.max(0, (doc.respondedAt.getTime() - doc.sentAt.getTime()) / 1000);
        }
        rows.set(key, row);
      }
      const list = [...rows.values()].sort(
        (a, b) => a.date.localeCompare(b.date) || a.platform.localeCompare(b.platform),
      );
      const sum = (pick: (row: ResponderAnalyticsRow) => number) => list.reduce((total, row) => total + pick(row), 0);
      const total = sum((row) => row.total_messages);
      const todayDocs = await userScope(MessageLogModel, userId)
        .find({ respondedAt: trusted({ $gte: new Date(`${today}T00:00:00Z`) }) })
        .select({ sentVia: 1 })
        .lean<MessageLogDocument[]>();
      const autoToday = todayDocs.filter((doc) => doc.sentVia === 'auto').length;
      return {
        from,
        to,
        rows: list,
        totals: {
          total_messages: total,
          auto_responded: sum((row) => row.auto_responded),
          escalated: sum((row) => row.escalated),
          time_saved_minutes: sum((row) => row.time_saved_minutes),
          avgResponseTimeSeconds:
            responded > 0 ? Math.round(responseSeconds / responded) : responder.defaultAvgResponseTimeSeconds,
          responseRate: total > 0 ? Math.round((responded / total) * 1000) / 1000 : 0,
        },
        today: {
          messages_handled: todayDocs.filter((doc) => doc.sentVia).length,
          time_saved_minutes: autoToday * responder.minutesSavedPerAutoReply,
        },
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

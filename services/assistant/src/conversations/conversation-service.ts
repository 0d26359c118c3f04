import { userScope } from '@scp/service-kit/user-scope';
import {
  processResponseSchema,
  type AiProfile,
  type HistoryEntry,
  type ProcessResponse,
} from '@scp/shared/contracts/assistant/assistant-api';
import { qualityLabelOf } from '@scp/shared/contracts/assistant/answer-quality';
import {
  assistant,
  assistantWorkflowTypes,
  type AssistantWorkflowType,
} from '@scp/shared/contracts/assistant/assistant-constants';
import type { BusinessProfile } from '@scp/shared/contracts/auth/auth-internal';
import { ConversationEntryModel, type ConversationEntryDocument } from './conversation-model';

const round2 = (value: number) => Math.round(value * 100) / 100;

function toEntry(doc: ConversationEntryDocument): HistoryEntry {
  return {
    id: String(doc._id),
    session_id: doc.sessionId,
    query: doc.query,
    workflow_type: doc.workflow as AssistantWorkflowType,
    answer: processResponseSchema.parse(doc.answer),
    quality: doc.quality,
    created_at: doc.createdAt.toISOString(),
  };
}

/** Expertise grows with use: a newcomer gets fuller explanations than someone on their 50th question. */
function expertiseOf(total: number): AiProfile['businessProfile']['expertise'] {
  if (total >= assistant.profileCompleteConversations) return 'advanced';
  if (total >= 10) return 'intermediate';
  return 'beginner';
}

/** The conversations of each user, and what they say about the user (the user AI profile). */
export function createConversationService(deps: { businessProfile: (userId: string) => Promise<BusinessProfile> }) {
  const scopeOf = (userId: string) => userScope(ConversationEntryModel, userId);

  return {
    async record(
      userId: string,
      entry: {
        sessionId: string;
        query: string;
        workflow: AssistantWorkflowType;
        answer: ProcessResponse;
        quality: number;
      },
    ): Promise<void> {
      await scopeOf(userId).create({ ...entry, quality: round2(entry.quality) });
    },

    /** The session's last `limit` exchanges, oldest first (as a chat shows them). */
    async history(userId: string, sessionId: string | undefined, limit: number): Promise<HistoryEntry[]> {
      const docs = await scopeOf(userId)
        .find(sessionId ? { sessionId } : {})
        .sort({ createdAt: -1, _id: -1 })
        .limit(limit)
        .lean<ConversationEntryDocument[]>();
      return docs.reverse().map(toEntry);
    },

    /** The last entries of the session as a model reads them: the spec's 5, oldest first. */
    async contextOf(userId: string, sessionId: string) {
      const docs = await scopeOf(userId)
        .find({ sessionId })
        .sort({ createdAt: -1, _id: -1 })
        .limit(assistant.historyEntries)
        .lean<ConversationEntryDocument[]>();
      return docs
        .reverse()
        .flatMap((doc) => [
          { role: 'user' as const, content: doc.query },
          { role: 'assistant' as const, content: String((doc.answer as { response?: unknown }).response ?? '') },
        ])
        .slice(-assistant.historyEntries);
    },

    async profile(userId: string): Promise<AiProfile> {
      const [business, totals, byWorkflow] = await Promise.all([
        deps.businessProfile(userId),
        ConversationEntryModel.aggregate<{ total: number; quality: number; last: Date }>([
          { $match: { userId } },
          { $group: { _id: null, total: { $sum: 1 }, quality: { $avg: '$quality' }, last: { $max: '$createdAt' } } },
        ]),
        ConversationEntryModel.aggregate<{ _id: string; count: number }>([
          { $match: { userId } },
          { $group: { _id: '$workflow', count: { $sum: 1 } } },
        ]),
      ]);
      const total = totals[0]?.total ?? 0;
      const averageQuality = round2(totals[0]?.quality ?? 0);
      return {
        businessProfile: {
          type: business.businessType,
          industry: business.industry,
          expertise: expertiseOf(total),
        },
        lastActive: totals[0]?.last ? new Date(totals[0].last).toISOString() : null,
        totalConversations: total,
        averageQuality,
        qualityLabel: qualityLabelOf(averageQuality),
        topWorkflows: byWorkflow
          .filter((row) => (assistantWorkflowTypes as readonly string[]).includes(row._id))
          .map((row) => ({ workflow: row._id as AssistantWorkflowType, count: row.count }))
          .sort((a, b) => b.count - a.count || a.workflow.localeCompare(b.workflow))
          .slice(0, 5),
        complete: total >= assistant.profileCompleteConversations,
      };
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;

import { trusted } from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import { objectIdOf, userScope } from '@scp/service-kit/user-scope';
import {
  contentPostSchema,
  type ApproveResponse,
  type AssistantAction,
  type ContentPost,
} from '@scp/shared/contracts/assistant/assistant-api';
import { goalInputSchema, type Goal, type GoalInput } from '@scp/shared/contracts/onboarding/onboarding';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import type { ResponderConfig } from '@scp/shared/contracts/responder/responder-api';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import type { ActionProposal } from '../answers/engine';
import {
  ACTION_LIFETIME_MS,
  ProposedActionModel,
  type ProposedActionDocument,
  type ProposedActionType,
} from './action-model';

export const actionMessages = {
  done: 'This action was already carried out.',
  running: 'This action is being carried out.',
} as const;

const texts = assistantTexts.actions;

const icons: Record<ProposedActionType, string> = { set_goal: 'flag', save_draft: 'save', enable_responder: 'robot' };

/** What the approve answer says it did (the button then shows it). */
const outcomes: Record<ProposedActionType, string> = {
  set_goal: 'Goal added.',
  save_draft: 'Draft saved.',
  enable_responder: 'Auto-responder turned on.',
};

function payloadOf(proposal: ActionProposal): Record<string, unknown> {
  switch (proposal.type) {
    case 'set_goal':
      return proposal.goal;
    case 'save_draft':
      return proposal.post;
    case 'enable_responder':
      return { enabled: true };
  }
}

function toAction(doc: ProposedActionDocument, primary: boolean): AssistantAction {
  return {
    id: String(doc._id),
    type: doc.type as AssistantAction['type'],
    label: doc.label,
    icon: icons[doc.type],
    primary,
    handler: 'approve',
    data: doc.payload as Record<string, unknown>,
  };
}

/**
 * Actions that change something (docs/architecture.md, Between services: a goal in onboarding, a draft here, the
 * auto-responder's switch in the responder service). An answer only proposes them; each runs when
 * its owner approves it, once, exactly as proposed. Nothing in a question, a tool result or a
 * model's output can approve one: only `approve`, called from the owner's click through their session.
 */
export function createActionService(deps: {
  addGoal: (userId: string, goal: GoalInput) => Promise<Goal>;
  setResponderEnabled: (userId: string, enabled: boolean) => Promise<ResponderConfig>;
  /** The studio's hand-over (neighbours.ts): the new draft's post id, the same one for a repeated `sourceId`. */
  handOverDraft: (userId: string, post: ContentPost, sourceId: string) => Promise<string>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const scopeOf = (userId: string) => userScope(ProposedActionModel, userId);

  async function run(userId: string, doc: ProposedActionDocument): Promise<Pick<ApproveResponse, 'result' | 'href'>> {
    switch (doc.type) {
      case 'set_goal': {
        const goal = await deps.addGoal(userId, goalInputSchema.parse(doc.payload));
        return { result: { goal } };
      }
      case 'save_draft': {
        // The studio owns posts (docs/architecture.md, Who owns what): the draft is handed over, keyed
        // by this action, so a retry after a lost answer finds the same draft instead of a second.
        const postId = await deps
          .handOverDraft(userId, contentPostSchema.parse(doc.payload), String(doc._id))
          .catch((err: unknown) => {
            if (err instanceof AppError && err.status === 503) throw AppError.unavailable(texts.studioUnavailable);
            throw err;
          });
        return { result: { draft: { postId } }, href: studioPaths.post(postId) };
      }
      case 'enable_responder': {
        // The action turns it on, whatever else a stored payload might say.
        const config = await deps.setResponderEnabled(userId, true);
        return { result: { responder: { enabled: config.enabled } } };
      }
    }
  }

  return {
    async propose(userId: string, sessionId: string, proposals: readonly ActionProposal[]): Promise<AssistantAction[]> {
      const expiresAt = new Date(now() + ACTION_LIFETIME_MS);
      const docs = await Promise.all(
        proposals.map((proposal) =>
          scopeOf(userId).create({
            sessionId,
            type: proposal.type,
            label: proposal.label,
            payload: payloadOf(proposal),
            status: 'proposed',
            result: null,
            expiresAt,
          }),
        ),
      );
      return docs.map((doc, index) => toAction(doc.toObject() as unknown as ProposedActionDocument, index === 0));
    },

    /** 404 for an id that is unknown, expired or another user's; 409 once it has run (or is running). */
    async approve(userId: string, id: string): Promise<ApproveResponse> {
      const _id = objectIdOf(id);
      // Claimed atomically: a double click runs it once.
      const claimed = await ProposedActionModel.findOneAndUpdate(
        { _id, userId, status: 'proposed', expiresAt: trusted({ $gt: new Date(now()) }) },
        { $set: { status: 'running' } },
        { returnDocument: 'after' },
      ).lean<ProposedActionDocument>();
      if (!claimed) {
        const existing = await scopeOf(userId)
          .findOne({ _id, expiresAt: trusted({ $gt: new Date(now()) }) })
          .lean<ProposedActionDocument>();
        if (!existing) throw AppError.notFound();
        throw AppError.conflict(existing.status === 'done' ? actionMessages.done : actionMessages.running);
      }
      let done: Pick<ApproveResponse, 'result' | 'href'>;
      try {
        done = await run(userId, claimed);
      } catch (err) {
        // Not done: the owner may click again.
        await ProposedActionModel.updateOne({ _id, userId }, { $set: { status: 'proposed' } });
        throw err;
      }
      await ProposedActionModel.updateOne({ _id, userId }, { $set: { status: 'done', result: done.result } });
      return { action: toAction(claimed, true), outcome: outcomes[claimed.type], ...done };
    },
  };
}

export type ActionService = ReturnType<typeof createActionService>;

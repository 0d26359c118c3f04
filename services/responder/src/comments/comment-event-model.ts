import { model, Schema } from 'mongoose';

/**
 * A customer's comment under a page's post or an Instagram media, as Meta's `feed` or `comments`
 * webhook delivered it (docs/architecture.md, Jobs and webhooks): stored once per comment id (Meta
 * resends), before anything is done with it, then processed by a job like the messages.
 */
export interface CommentEvent {
  platform: 'facebook' | 'instagram';
  commentId: string;
  /** The page or Instagram account whose post was commented on. */
  accountId: string;
  /** The post (Facebook) or media (Instagram) the comment is under. */
  postId: string;
  /** The comment it answers, when it answers one. */
  parentId: string | null;
  /** The commenter (page-scoped or Instagram-scoped id) and the name Meta sent with it. */
  senderId: string;
  senderName: string | null;
  text: string;
  sentAt: Date;
  receivedAt: Date;
  processedAt: Date | null;
  /**
   * Each owner of the account it was handled for, and when it was processed for them (entities:
   * webhook event processed/processed_at), as for messages (webhooks/message-event-model.ts): at once
   * when it was answered, logged or hidden, only when its task is done when it became one. Empty until the job ran.
   */
  owners?: { userId: string; processedAt: Date | null }[];
}

const commentEventSchema = new Schema<CommentEvent>(
  {
    platform: { type: String, enum: ['facebook', 'instagram'], required: true },
    commentId: { type: String, required: true },
    accountId: { type: String, required: true },
    postId: { type: String, required: true },
    parentId: { type: String, default: null },
    senderId: { type: String, required: true },
    senderName: { type: String, default: null },
    text: { type: String, default: '' },
    sentAt: { type: Date, required: true },
    receivedAt: { type: Date, required: true },
    processedAt: { type: Date, default: null },
    owners: {
      type: [{ _id: false, userId: { type: String, required: true }, processedAt: { type: Date, default: null } }],
      default: [],
    },
  },
  { collection: 'comment_events', versionKey: false },
);
commentEventSchema.index({ platform: 1, commentId: 1 }, { unique: true });
// An owner's events not processed yet, newest first (GET /webhook-events), and their activity.
commentEventSchema.index({ 'owners.userId': 1, 'owners.processedAt': 1, receivedAt: -1 });
export const CommentEventModel = model<CommentEvent>('CommentEvent', commentEventSchema);

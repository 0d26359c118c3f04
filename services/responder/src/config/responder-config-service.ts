import type { ResponderConfig } from '@scp/shared/contracts/responder/responder-api';
import { ResponderConfigModel, type ResponderConfigDocument } from './responder-config-model';

const view = (doc: ResponderConfigDocument | null): ResponderConfig => ({
  enabled: doc?.enabled ?? false,
  updated_at: doc?.updatedAt ? doc.updatedAt.toISOString() : null,
  hide_spam_comments: doc?.hideSpamComments ?? false,
});

/** The owner's auto-responder switch: off until turned on; the owner's alone. */
export function createResponderConfigService() {
  return {
    async get(userId: string): Promise<ResponderConfig> {
      return view(await ResponderConfigModel.findOne({ userId }).lean<ResponderConfigDocument>());
    },

    async set(userId: string, enabled: boolean, hideSpamComments?: boolean): Promise<ResponderConfig> {
      const doc = await ResponderConfigModel.findOneAndUpdate(
        { userId },
        {
          $set: { enabled, ...(hideSpamComments === undefined ? {} : { hideSpamComments }) },
          $setOnInsert: { userId },
        },
        { upsert: true, returnDocument: 'after' },
      ).lean<ResponderConfigDocument>();
      return view(doc);
    },
  };
}

export type ResponderConfigService = ReturnType<typeof createResponderConfigService>;

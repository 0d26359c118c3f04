import type { ResponderConfig } from '@scp/shared/contracts/responder/responder-api';
import { ResponderConfigModel, type ResponderConfigDocument } from './responder-config-model';

const view = (doc: ResponderConfigDocument | null): ResponderConfig => ({
  enabled: doc?.enabled ?? false,
  updated_at: doc?.updatedAt ? doc.updatedAt.toISOString() : null,
});

/** The owner's auto-responder switch: off until turned on; the owner's alone. */
export function createResponderConfigService() {
  return {
    async get(userId: string): Promise<ResponderConfig> {
      return view(await ResponderConfigModel.findOne({ userId }).lean<ResponderConfigDocument>());
    },

    async set(userId: string, enabled: boolean): Promise<ResponderConfig> {
      const doc = await ResponderConfigModel.findOneAndUpdate(
        { userId },
        { $set: { enabled }, $setOnInsert: { userId } },
        { upsert: true, returnDocument: 'after' },
      ).lean<ResponderConfigDocument>();
      return view(doc);
    },
  };
}

export type ResponderConfigService = ReturnType<typeof createResponderConfigService>;

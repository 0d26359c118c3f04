import { model, Schema } from 'mongoose';

/** The owner's auto-responder switch (calls: auto-responder config). Off until the owner turns it on. */
export interface ResponderConfigRecord {
  userId: string;
  enabled: boolean;
  /** Spam and abusive comments are hidden on the platform too, not only kept out of the inbox. Off until the owner chooses. */
  hideSpamComments: boolean;
}

const responderConfigSchema = new Schema<ResponderConfigRecord>(
  {
    userId: { type: String, required: true, unique: true },
    enabled: { type: Boolean, default: false },
    hideSpamComments: { type: Boolean, default: false },
  },
  { collection: 'responder_config', timestamps: true },
);

export type ResponderConfigDocument = ResponderConfigRecord & { updatedAt: Date };
export const ResponderConfigModel = model<ResponderConfigRecord>('ResponderConfig', responderConfigSchema);

import { HOUR } from '@scp/shared/contracts/app/time-units';
import type { Logger } from '@scp/service-kit/logger';
import { isDuplicateKey } from '@scp/service-kit/user-scope';
import type { Neighbours } from '../neighbours/neighbours';
import { customerNamed } from '../conversations/conversation-search';
import { CustomerProfileModel, type CustomerProfileRecord } from './customer-profile-model';

/** A customer of a page or Instagram account: the thread's platform, account and sender. */
export interface CustomerKey {
  platform: 'facebook' | 'instagram';
  accountId: string;
  senderId: string;
}

/** What the screens show of a customer: null fields until Meta gave them. */
export interface CustomerProfileView {
  name: string | null;
  username: string | null;
  pictureUrl: string | null;
}

/** The map key of a customer in `profilesOf`'s answer. */
export function customerKeyOf(key: CustomerKey): string {
  return `${key.platform}:${key.accountId}:${key.senderId}`;
}

/** A profile Meta gave is read again after a day (its picture link expires, a name may change). */
export const PROFILE_REFRESH_MS = 24 * HOUR;
/** A read that failed is not tried again for an hour, whatever the customer writes meanwhile. */
export const PROFILE_RETRY_MS = HOUR;
/** The most customers one `profilesOf` call looks up (a page of the inbox is far fewer). */
const MAX_LOOKUP = 500;

/** The stored profiles of these customers (never a platform call), by `customerKeyOf`; only those Meta named. */
export async function storedProfilesOf(keys: CustomerKey[]): Promise<Map<string, CustomerProfileView>> {
  const found = new Map<string, CustomerProfileView>();
  const wanted = keys.slice(0, MAX_LOOKUP);
  if (wanted.length === 0) return found;
  const docs = await CustomerProfileModel.find({
    $or: wanted.map((key) => ({ platform: key.platform, accountId: key.accountId, senderId: key.senderId })),
  }).lean<CustomerProfileRecord[]>();
  for (const doc of docs)
    if (doc.fetchedAt)
      found.set(customerKeyOf(doc), { name: doc.name, username: doc.username, pictureUrl: doc.pictureUrl });
  return found;
}

/**
 * Customers by name (the inbox): the profile of a customer who wrote, read from Meta through settings
 * (which keeps the page token) when they first write and again when it is older than a day. Reading
 * never stands in the way of a message: a failure is logged and leaves the old name, or none.
 */
export function createCustomerProfiles(deps: {
  neighbours: Pick<Neighbours, 'customerProfile'>;
  logger: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** Meta's profile through the first owner whose connection reads it; null when none could. */
  async function readFor(owners: string[], key: CustomerKey) {
    for (const userId of owners) {
      const answer = await deps.neighbours.customerProfile(userId, {
        platform: key.platform,
        accountId: key.accountId,
        customerId: key.senderId,
      });
      if (!answer) continue;
      if ('profile' in answer) return answer.profile;
      deps.logger.info({ platform: key.platform, kind: answer.failure.kind }, 'customer profile not given');
      return null;
    }
    return null;
  }

  return {
    /**
     * After a customer's message was handled: reads their profile when there is none yet or it is
     * older than a day (and no read failed in the last hour). Never throws.
     */
    async refresh(owners: string[], key: CustomerKey): Promise<void> {
      const filter = { platform: key.platform, accountId: key.accountId, senderId: key.senderId };
      try {
        const at = now();
        const existing = await CustomerProfileModel.findOne(filter).lean<CustomerProfileRecord>();
        if (existing?.fetchedAt && at.getTime() - existing.fetchedAt.getTime() < PROFILE_REFRESH_MS) return;
        if (existing && at.getTime() - existing.attemptedAt.getTime() < PROFILE_RETRY_MS) return;
        // The attempt is noted first: messages arriving meanwhile do not ask Meta again.
        const claimed = existing
          ? await CustomerProfileModel.updateOne(
              { ...filter, attemptedAt: existing.attemptedAt },
              { $set: { attemptedAt: at } },
            )
          : await CustomerProfileModel.create({ ...filter, fetchedAt: null, attemptedAt: at }).then(
              () => ({ modifiedCount: 1 }),
              (err: unknown) => {
                if (isDuplicateKey(err)) return { modifiedCount: 0 };
                throw err;
              },
            );
        if (claimed.modifiedCount === 0) return;
        const profile = await readFor(owners, key);
        if (!profile) return;
        await CustomerProfileModel.updateOne(filter, { $set: { ...profile, fetchedAt: now() } });
        // The owners' conversations with the customer are found by the name from now on.
        await customerNamed(owners, filter);
      } catch (err) {
        deps.logger.warn({ err, platform: key.platform }, 'customer profile not read');
      }
    },

    /** The stored profiles of these customers (never a platform call), by `customerKeyOf`. */
    profilesOf: storedProfilesOf,
  };
}

export type CustomerProfiles = ReturnType<typeof createCustomerProfiles>;

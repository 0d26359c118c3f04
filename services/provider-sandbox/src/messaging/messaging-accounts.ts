import { createHash } from 'node:crypto';
import { SAMPLE_IDENTITIES, type FacebookPage, type SampleIdentity } from '../identities';

export const MESSAGING_PLATFORMS = ['facebook', 'instagram'] as const;
export type MessagingPlatform = (typeof MESSAGING_PLATFORMS)[number];

/** A page or Instagram business account of a sample identity: what a customer can write to. */
export interface MessagingAccount {
  id: string;
  platform: MessagingPlatform;
  name: string;
  /** Instagram only: the @username customers see. */
  username?: string;
  /** The Facebook page the account is (or, for Instagram, is linked to): its page token reaches it. */
  pageId: string;
  ownerIdentity: string;
  ownerName: string;
  ownerEmail: string;
}

function accountsOf(page: FacebookPage, owner: SampleIdentity): MessagingAccount[] {
  const common = { pageId: page.id, ownerIdentity: owner.id, ownerName: owner.name, ownerEmail: owner.email };
  const accounts: MessagingAccount[] = [{ id: page.id, platform: 'facebook', name: page.name, ...common }];
  if (page.instagram) {
    accounts.push({
      id: page.instagram.id,
      platform: 'instagram',
      name: page.instagram.name,
      username: page.instagram.username,
      ...common,
    });
  }
  return accounts;
}

export const MESSAGING_ACCOUNTS: readonly MessagingAccount[] = SAMPLE_IDENTITIES.flatMap((identity) =>
  identity.facebookPages.flatMap((page) => accountsOf(page, identity)),
);

/** Without `platform`: any account with that id (page and Instagram ids never collide). */
export function findMessagingAccount(
  platform: MessagingPlatform | undefined,
  id: string,
): MessagingAccount | undefined {
  return MESSAGING_ACCOUNTS.find(
    (account) => (platform === undefined || account.platform === platform) && account.id === id,
  );
}

/** `count` digits derived from `seed`: the same seed always gives the same digits. */
export function stableDigits(seed: string, count: number): string {
  const value = createHash('sha256').update(seed).digest().readBigUInt64BE(0) % 10n ** BigInt(count);
  return value.toString().padStart(count, '0');
}

/**
 * A stable customer id for a name, as Meta's ids are: digits only, and scoped to the page or
 * Instagram account (Meta gives one person a different PSID per page and a different IGSID again),
 * so the same name writing to a page and to its Instagram account is two customers there too.
 */
export function customerIdFor(platform: MessagingPlatform, accountId: string, name: string): string {
  // A non-zero lead: 16 digits like a PSID, never shortened by tooling that reads it as a number.
  const lead = platform === 'facebook' ? '2' : '3';
  return `${lead}${stableDigits(`${platform}:${accountId}:${name.trim().toLowerCase()}`, 15)}`;
}

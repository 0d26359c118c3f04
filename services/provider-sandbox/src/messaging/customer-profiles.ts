import type { DataContext } from '../data-endpoints';
import { seededRandom } from '../seeded-random';
import { graphError, MESSAGING_PERMISSION, pageOfToken, targetsOf } from './graph-page-access';
import type { MessagingPlatform } from './messaging-accounts';
import { messagingOf } from './messaging-state';
import type { Conversation } from './messaging-store';

// Meta's user profiles of the people who wrote to a page: Messenger's
// `GET /{PSID}?fields=first_name,last_name,profile_pic` and Instagram's
// `GET /{IGSID}?fields=name,username,profile_pic`, with the page token. A customer who wrote
// with a name has that name; one the sandbox knows only by id gets a name derived from the id,
// the same on every run (Meta always knows its users' names).

const FIRST_NAMES = ['Ana', 'Ben', 'Chloe', 'Dev', 'Emma', 'Femi', 'Grace', 'Hugo', 'Iris', 'Jonas', 'Kira', 'Liam'];
const LAST_NAMES = ['Silva', 'Okafor', 'Martin', 'Patel', 'Novak', 'Kim', 'Larsen', 'Moreau', 'Rossi', 'Tanaka'];
const COLOURS = ['#1f6feb', '#8250df', '#bf3989', '#cf222e', '#bc4c00', '#1a7f37', '#0969da', '#6e7781'];

export interface CustomerProfile {
  firstName: string;
  lastName: string;
  name: string;
  username: string;
}

/** The customer's name as the sandbox keeps it, or one derived from their id. */
export function customerProfileOf(conversation: Pick<Conversation, 'customerId' | 'customerName'>): CustomerProfile {
  const random = seededRandom(`customer:${conversation.customerId}`);
  const name = conversation.customerName?.trim() || `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const [firstName = name, ...rest] = name.split(/\s+/);
  const handle =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.+|\.+$/g, '') || 'customer';
  return {
    firstName,
    lastName: rest.join(' '),
    name,
    username: `${handle}_${conversation.customerId.slice(-2)}`,
  };
}

/** Where the profile picture of a customer is served (no token: Meta's are CDN links). */
export function profilePictureUrl(
  publicUrl: string,
  platform: MessagingPlatform,
  accountId: string,
  customerId: string,
) {
  return `${publicUrl}/_sandbox/meta/profile-pictures/${platform}/${accountId}/${customerId}.svg`;
}

/** A plain initials picture for the customer, so it loads without reaching the internet. */
export function profilePictureSvg(profile: CustomerProfile, customerId: string): string {
  const colour = seededRandom(`customer:${customerId}:picture`).pick(COLOURS);
  const initials = `${profile.firstName[0] ?? ''}${profile.lastName[0] ?? ''}`.toUpperCase();
  const label = profile.name.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${label}">
<rect width="128" height="128" fill="${colour}"/>
<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" fill="#fff">${initials}</text>
</svg>`;
}

function fieldsOf(value: unknown, defaults: string[]): string[] {
  return typeof value === 'string' && value.trim() ? value.split(',').map((field) => field.trim()) : defaults;
}

/**
 * `GET /:version/:nodeId` for a customer of the token's page (or of its Instagram account):
 * undefined when the id is no such customer, so the node lookup answers as for any unknown id.
 */
export function customerProfileNode(ctx: DataContext, nodeId: string): unknown {
  const page = pageOfToken(ctx);
  const targets = page ? targetsOf(page, page.id) : undefined;
  if (!targets) return undefined;
  const { conversations } = messagingOf(ctx.sandbox);
  const conversation = targets
    .map((target) => conversations.find(target.platform, target.accountId, nodeId))
    .find((found): found is Conversation => found !== undefined);
  if (!conversation) return undefined;
  const permission = MESSAGING_PERMISSION[conversation.platform];
  if (!ctx.token.scopes.includes(permission))
    return graphError(230, `(#230) Requires ${permission} permission to manage the object`);
  const profile = customerProfileOf(conversation);
  const picture = profilePictureUrl(ctx.publicUrl, conversation.platform, conversation.accountId, nodeId);
  const all: Record<string, unknown> =
    conversation.platform === 'facebook'
      ? { first_name: profile.firstName, last_name: profile.lastName, profile_pic: picture }
      : { name: profile.name, username: profile.username, profile_pic: picture };
  const defaults = conversation.platform === 'facebook' ? ['first_name', 'last_name'] : ['name', 'username'];
  const picked: Record<string, unknown> = { id: nodeId };
  for (const field of fieldsOf(ctx.query.fields, defaults)) if (all[field] !== undefined) picked[field] = all[field];
  return picked;
}

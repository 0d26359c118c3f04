import { trusted } from 'mongoose';
import { CustomerProfileModel } from '../customers/customer-profile-model';
import { MessageLogModel } from '../messages/message-log-model';
import { ConversationModel, messageChannel, type ConversationKey } from './conversation-model';

/**
 * Inbox search reads one field of the owner's own conversations (`searchText`), written with the
 * line each time the conversation changes and when Meta names the customer: the customer's id, name
 * and @username, the line's last text and the texts of their latest messages (or comments), in
 * lower case. A search is then a scan of the owner's conversations through the list's own index,
 * newest first, stopping at a page: no message log is read and no other owner's customer is looked at.
 */

/** The customer's latest messages (or comments) a search finds a conversation by. */
export const SEARCHED_MESSAGES = 50;
/** A long thread's field stays small: the newest texts come first and the rest is cut. */
export const SEARCH_TEXT_MAX = 4000;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The field from its parts, newest texts first; empty parts are left out. */
export function searchTextOf(parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .join('\n')
    .toLowerCase()
    .slice(0, SEARCH_TEXT_MAX);
}

/** The conversations a search names: the words anywhere in the field, whatever their case. */
export function searchFilterOf(q: string): Record<string, unknown> {
  return { searchText: trusted({ $regex: escapeRegex(q.toLowerCase()) }) };
}

/** A message conversation's field: the customer's id, their profile's name and username, the last text and their latest messages. */
export async function messageSearchText(key: ConversationKey, lastText: string): Promise<string> {
  const [logs, profile] = await Promise.all([
    MessageLogModel.find(key, { text: 1 })
      .sort({ sentAt: -1, _id: -1 })
      .limit(SEARCHED_MESSAGES)
      .lean<Array<{ text: string }>>(),
    CustomerProfileModel.findOne(
      { platform: key.platform, accountId: key.accountId, senderId: key.senderId },
      { name: 1, username: 1 },
    ).lean<{ name: string | null; username: string | null }>(),
  ]);
  return searchTextOf([key.senderId, profile?.name, profile?.username, lastText, ...logs.map((log) => log.text)]);
}

/**
 * Meta named (or renamed) a customer: the message conversations they have with these owners are
 * found by the new name from now on.
 */
export async function customerNamed(
  owners: readonly string[],
  customer: Omit<ConversationKey, 'userId'>,
): Promise<void> {
  for (const userId of owners) {
    const key = { userId, ...customer };
    const line = await ConversationModel.findOne({ ...key, ...messageChannel }, { lastText: 1 }).lean<{
      _id: unknown;
      lastText: string;
    }>();
    if (!line) continue;
    await ConversationModel.updateOne(
      { _id: line._id },
      { $set: { searchText: await messageSearchText(key, line.lastText) } },
    );
  }
}

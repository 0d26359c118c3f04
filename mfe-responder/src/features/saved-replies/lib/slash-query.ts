import { savedReplyLimits, type SavedReply } from '@scp/shared/contracts/responder/saved-replies';

/** Where a '/' command is being typed: from the '/' (`start`) to the caret (`end`), and what follows the '/'. */
export interface SlashQuery {
  start: number;
  end: number;
  query: string;
}

/**
 * The '/' command the caret is in, if any: a '/' at the start of the text or after a space or a line
 * break, followed by at most a title's length of text on the same line up to the caret. A '/' inside
 * a word (a link, 'and/or') is not one.
 */
export function slashQueryAt(text: string, caret: number): SlashQuery | null {
  const before = text.slice(0, caret);
  const slash = before.lastIndexOf('/');
  if (slash === -1) return null;
  if (slash > 0 && !/\s/.test(before[slash - 1]!)) return null;
  const query = before.slice(slash + 1);
  if (query.includes('\n') || query.length > savedReplyLimits.titleMax || query.startsWith(' ')) return null;
  return { start: slash, end: caret, query };
}

/** The saved replies a query names: titles that start with it first, then titles and texts that contain it. */
export function matchingReplies(replies: readonly SavedReply[], query: string, max = 8): SavedReply[] {
  const wanted = query.trim().toLocaleLowerCase('en');
  if (!wanted) return replies.slice(0, max);
  const rank = (reply: SavedReply) => {
    const title = reply.title.toLocaleLowerCase('en');
    if (title.startsWith(wanted)) return 0;
    if (title.includes(wanted)) return 1;
    if (reply.text.toLocaleLowerCase('en').includes(wanted)) return 2;
    return 3;
  };
  return replies
    .map((reply) => ({ reply, rank: rank(reply) }))
    .filter(({ rank }) => rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, max)
    .map(({ reply }) => reply);
}

/** The text with the '/' command replaced by the saved reply's text, and where the caret goes after it. */
export function insertReply(text: string, at: SlashQuery, reply: string): { text: string; caret: number } {
  return { text: text.slice(0, at.start) + reply + text.slice(at.end), caret: at.start + reply.length };
}

/** The owner's words about replies under comments (the /inbox reply box and the API's 400s). */
export const commentTexts = {
  privateAlreadySent: 'A private reply was already sent to this comment: Meta allows one per comment.',
  privateTooLate: 'Private replies can only be sent within 7 days of the comment.',
  visibilityOnMessages: 'Public and private replies are for comments: a message thread gets a message.',
  tooLong: (platform: string, max: number) => `A reply under a ${platform} comment can be at most ${max} characters.`,
  privateTooLong: (max: number) => `A private reply can be at most ${max} characters.`,
  /** The reply box of a comment conversation. */
  replyAs: 'Reply as',
  publicReply: 'Public reply',
  publicHint: 'Shown under the comment to everyone who sees the post.',
  privateReply: 'Private reply',
  privateHint: 'Sent to the commenter as a message; one per comment, within 7 days of it.',
  privateMark: 'Private reply',
  underPost: 'Comment on a post',
} as const;

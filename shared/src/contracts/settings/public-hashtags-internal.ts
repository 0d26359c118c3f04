import * as z from 'zod/mini';
import { publicPostSchema, publicReadFailureSchema } from './public-accounts-internal';

/**
 * Between the dashboard and the settings service (the one home of platform calls,
 * docs/architecture.md, Who owns what): the most engaged recent public posts carrying a hashtag,
 * found by Instagram's hashtag search on behalf of the owner's connected Instagram professional
 * account. Instagram never says whose post it is: a post's link is how to see it. Internal only,
 * for the dashboard's inspiration feed.
 */
export const publicHashtagReadPath = '/internal/settings/public-hashtags/instagram/read';

/** A hashtag as Instagram takes it: letters, digits and underscores, no # (the longest it allows is 100). */
export const hashtagPattern = /^[\p{L}\p{N}_]{1,100}$/u;

export const publicHashtagReadRequestSchema = z.strictObject({
  hashtag: z.string().check(z.regex(hashtagPattern)),
});
export type PublicHashtagReadRequest = z.infer<typeof publicHashtagReadRequestSchema>;

/** The hashtag's top posts (most engaged first), or why Instagram would not show them. */
export const publicHashtagReadSchema = z.union([
  z.object({ posts: z.array(publicPostSchema) }),
  z.object({ failure: publicReadFailureSchema }),
]);
export type PublicHashtagRead = z.infer<typeof publicHashtagReadSchema>;

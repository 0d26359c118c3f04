/**
 * The user-facing texts of the studio: the per-platform rules' reasons, the service's refusals
 * (error catalogue) and the screens' words. Ours: the spec shows the studio's routes and entry
 * points only. Conventions: app-texts.ts.
 */
const grouped = (n: number) => Number(n).toLocaleString('en-US');

export const studioTexts = {
  /** Each platform's name as the studio writes it in rules and previews (X, not Twitter). */
  platformNames: {
    instagram: 'Instagram',
    facebook: 'Facebook',
    tiktok: 'TikTok',
    linkedin: 'LinkedIn',
    twitter: 'X',
    pinterest: 'Pinterest',
  },

  // validation rules: why a post cannot go to a platform as it is (post-rules.ts), in words
  rules: {
    empty: 'Write something or add an image or video.',
    textTooLong: (platform: string, limit: number) => `Too long for ${platform}: at most ${grouped(limit)} characters.`,
    weightedTooLong: (platform: string, limit: number) =>
      `Too long for ${platform}: at most ${grouped(limit)} characters as ${platform} counts them (a link counts 23, most emoji 2).`,
    tooManyHashtags: (platform: string, max: number) => `${platform} takes at most ${max} hashtags.`,
    needsImageOrVideo: (platform: string) => `${platform} needs an image or a video.`,
    needsVideo: (platform: string) => `${platform} needs a video.`,
    needsImage: (platform: string) => `${platform} needs an image.`,
    tooManyMedia: (platform: string, max: number) =>
      max === 1 ? `${platform} takes one image or video.` : `${platform} takes at most ${max} images or videos.`,
    needsTitle: (platform: string) => `${platform} needs a title.`,
    titleTooLong: (platform: string, max: number) => `${platform} titles are at most ${max} characters.`,
    needsBoard: (platform: string) => `${platform} needs a board.`,
    needsLink: (platform: string) => `${platform} needs a link.`,
    badLink: 'Enter a full link starting with https:// or http://.',
    invalidCharacters: (platform: string) => `${platform} does not accept some characters in this text.`,
    noFirstComment: (platform: string) => `${platform} has no first comment.`,
  },

  // error catalogue: the service's refusals (400 naming the field, 404, 409)
  errors: {
    postNotFound: 'Post not found.',
    campaignNotFound: 'Campaign not found.',
    mediaNotFound: 'Image or video not found.',
    accountNotConnected: 'That account is not connected. Connect it in Settings, then pick it again.',
    duplicateTarget: 'That account is picked twice.',
    noTargets: 'Pick at least one account to schedule this post.',
    unknownTimeZone: 'Unknown time zone.',
    timeInPast: 'Pick a time in the future.',
    timeTooFarAhead: 'Pick a time within the next two years.',
    timeSkipped: (local: string, timeZone: string) =>
      `${local} does not exist in ${timeZone}: the clocks move forward then. Pick another time.`,
    badLocalTime: 'Enter a date and time as YYYY-MM-DDTHH:mm.',
    badRange: 'The end is before the start.',
    rangeTooLong: 'Ask for at most 100 days at once.',
    campaignEndsBeforeStart: 'The end date is before the start date.',
    campaignTooLong: 'A campaign lasts at most 366 days.',
    locked: 'This post is being published or was published: it can no longer be changed.',
    notScheduled: 'This post is not scheduled.',
    accountsUnavailable: 'Your connected accounts cannot be read right now. Please try again shortly.',
  },
} as const;

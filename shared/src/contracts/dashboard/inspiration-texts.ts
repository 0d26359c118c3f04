// The inspiration feed (/inspiration/feed) and the niche's intelligence (/inspiration/intelligence):
// the words the owner reads.

const platformNames = { instagram: 'Instagram', facebook: 'Facebook', tiktok: 'TikTok' } as const;
const formatNames = { image: 'Photo', video: 'Video', carousel: 'Carousel' } as const;
type Platform = keyof typeof platformNames;
type Format = keyof typeof formatNames;

export const inspirationTexts = {
  platformName: (platform: Platform) => platformNames[platform],
  formatName: (format: Format) => formatNames[format],
  weekdayNames: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const,
  hashtags: {
    empty: 'Enter a hashtag.',
    tooLong: 'A hashtag has at most 100 characters.',
    invalid: 'A hashtag has only letters, digits and underscores, with no spaces.',
    duplicate: 'You already follow this hashtag.',
    tooMany: (max: number) => `You can follow up to ${max} hashtags. Remove one to add another.`,
    notFound: 'You do not follow this hashtag.',
  },
  feed: {
    badCursor: 'This page of the feed does not exist.',
    hashtagNotConnected: (hashtag: string) =>
      `Posts with #${hashtag} come from Instagram's hashtag search, which needs a connected Instagram business account. Connect yours in Settings, Integrations.`,
    hashtagRefused: (hashtag: string, words?: string) =>
      `Instagram would not show posts with #${hashtag}${words ? ` (“${words}”)` : ''}.`,
    hashtagUnavailable: (hashtag: string) => `Posts with #${hashtag} could not be read just now. Try again later.`,
    title: 'Inspiration Feed',
    subtitle:
      'Recent top posts of your competitors and of the hashtags you follow. Save one to your moodboard, or start a post inspired by it: only a link to the original goes with it.',
    loading: 'Loading the feed…',
    failed: 'The feed could not be loaded.',
    retry: 'Try again',
    platformLabel: 'Platform',
    formatLabel: 'Format',
    all: 'All',
    none: 'No posts match yet.',
    noSources: 'Follow competitors or hashtags to fill your feed.',
    goToCompetitors: 'Add competitors',
    more: 'Show more',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved to your moodboard.',
    savedButton: 'Saved',
    saveFailed: 'The post could not be saved to your moodboard.',
    useAsInspiration: 'Use as inspiration',
    viewOriginal: 'View on the platform',
    noLink: 'The platform gave no link to this post, so it cannot be saved.',
    engagement: (count: string) => `${count} likes, comments and shares`,
    byCompetitor: (handle: string) => `@${handle}`,
    byHashtag: (hashtag: string) => `#${hashtag}`,
    boardName: 'Inspiration',
    hashtagsTitle: 'Hashtags you follow',
    hashtagLabel: 'Hashtag',
    follow: 'Follow',
    unfollow: (hashtag: string) => `Stop following #${hashtag}`,
    noHashtags: 'You follow no hashtags yet.',
  },
  intelligence: {
    title: 'Market Intelligence',
    subtitle: (days: number) =>
      `What works in your niche: your competitors' posts over the last ${days} days, from their daily snapshots.`,
    loading: 'Loading what works in your niche…',
    failed: 'The figures could not be loaded.',
    retry: 'Try again',
    empty:
      'No competitor posts are recorded for this period yet. Add competitors: their posts are read at once, then daily.',
    goToCompetitors: 'Add competitors',
    rangeLabel: 'Period',
    ranges: { '7d': 'Last 7 days', '30d': 'Last 30 days' },
    hashtagsTitle: 'Hashtags with the best engagement',
    formatsTitle: 'Formats with the best engagement',
    timesTitle: 'When the best posts went out',
    hoursTitle: (timeZone: string) => `By hour (${timeZone})`,
    weekdaysTitle: (timeZone: string) => `By weekday (${timeZone})`,
    badTimeZone: 'The time zone is not one we know. Give an IANA time zone, such as Europe/Berlin.',
    compareTitle: 'How you compare',
    noRows: 'Nothing to show for this period.',
    columns: {
      hashtag: 'Hashtag',
      format: 'Format',
      posts: 'Posts',
      avgEngagement: 'Average engagement per post',
      account: 'Account',
      platform: 'Platform',
      postedAt: (timeZone: string) => `Posted (${timeZone})`,
      engagement: 'Engagement',
      postsPerWeek: 'Posts a week',
      hour: 'Hour',
      weekday: 'Weekday',
    },
    you: (name: string) => `${name} (you)`,
    chartLabel: (title: string) => `${title}: chart, its figures in the table below`,
  },
};

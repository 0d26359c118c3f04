/**
 * The user-facing texts of the studio: the per-platform rules' reasons, the service's refusals
 * (error catalogue) and the screens' words. Ours: the spec shows the studio's routes and entry
 * points only. Conventions: app-texts.ts.
 */
import { moodboardLimits, studioMediaLimits } from './studio-constants';

const grouped = (n: number) => Number(n).toLocaleString('en-US');
const megabytes = (bytes: number) => `${grouped(Math.round(bytes / (1024 * 1024)))} MB`;
/** 140 -> '2 minutes 20 seconds', 0.5 -> '0.5 seconds'. */
function duration(seconds: number): string {
  const unit = (n: number, name: string) => `${grouped(n)} ${name}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? unit(minutes, 'minute') : `${unit(minutes, 'minute')} ${unit(rest, 'second')}`;
}

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

  // the post editor (/studio/post/new, /studio/post/:postId)
  editor: {
    newTitle: 'New post',
    editTitle: 'Edit post',
    back: 'Studio',
    loadFailed: 'The post could not be loaded.',
    status: {
      unsaved: 'Not saved yet',
      draft: 'Draft',
      scheduled: (when: string) => `Scheduled for ${when}`,
      publishing: 'Publishing',
      published: 'Published',
      partial: 'Partly published',
      failed: 'Failed',
    },
    accounts: {
      legend: 'Post to',
      none: 'No social account is connected yet.',
      connect: 'Connect one in Settings',
      needsReauth: 'Reconnect it in Settings to post here',
    },
    text: {
      heading: 'Text',
      tabsLabel: 'Text for each platform',
      mainTab: 'All platforms',
      mainLabel: 'Post text',
      placeholder: 'What would you like to share?',
      whichText: (platform: string) => `Text on ${platform}`,
      sameAsMain: 'Same as main',
      ownText: 'Own text',
      usesMain: (platform: string) => `${platform} gets the main text. Choose Own text to write it another way there.`,
      platformLabel: (platform: string) => `Text for ${platform}`,
    },
    hashtags: {
      label: 'Hashtags',
      hint: 'Separate them with spaces or commas. They go on a line of their own after the text.',
      placeholder: '#spring #handmade',
    },
    fields: {
      title: (platform: string) => `${platform} title`,
      titleHint: (max: number) => `At most ${max} characters.`,
      board: 'Board',
      boardHint: 'The id of the Pinterest board the pin is saved to.',
      link: 'Link',
      firstComment: 'First comment',
      firstCommentHint: (platform: string) => `Posted as your own comment on ${platform} right after the post.`,
    },
    checks: {
      heading: 'Checks',
      counter: (used: number, limit: number) => `${grouped(used)} / ${grouped(limit)}`,
      counterLabel: (used: number, limit: number) => `${grouped(used)} of ${grouped(limit)} characters`,
      ready: (platform: string) => `Ready for ${platform}.`,
    },
    schedule: {
      legend: 'When',
      date: 'Date',
      time: 'Time',
      zone: (timeZone: string) => `Times are in ${timeZone}.`,
      goesOut: (when: string) => `Goes out ${when}.`,
      missing: 'Pick a date and a time.',
    },
    bestTimes: {
      label: 'Best time',
      today: 'Today',
      tomorrow: 'Tomorrow',
      chip: (day: string, time: string) => `${day} ${time}`,
      /** A chip's name: its words as shown first (what a voice user says), then the whole moment. */
      pick: (label: string, when: string) => `${label}: schedule for ${when}`,
      fromPosts: (platform: string, posts: number) =>
        `When your ${grouped(posts)} posts on ${platform} of the last 90 days did best.`,
      fromAudience: 'When your Instagram followers are most online.',
      fewPosts: (platform: string, min: number) =>
        `Best times for ${platform} show once ${grouped(min)} of your posts there have figures.`,
      noAudienceHours: (min: number) =>
        `Best times show once your Instagram followers' hours are synced or ${grouped(min)} of your posts there have figures.`,
      failed: 'Best times could not be loaded.',
    },
    actions: {
      saveDraft: 'Save draft',
      schedule: 'Schedule',
      reschedule: 'Save and reschedule',
      moveToDrafts: 'Move to drafts',
      fixChecks: 'Fix what the checks name before scheduling.',
      fixRefused: 'Fix what a platform would refuse before saving.',
    },
    toasts: {
      draftSaved: 'Draft saved.',
      movedToDrafts: 'Moved to drafts.',
      scheduled: (when: string) => `Scheduled for ${when}.`,
    },
    preview: {
      heading: 'Preview',
      empty: 'Pick an account to see how the post will look there.',
      label: (platform: string, account: string) => `Preview on ${platform} as ${account}`,
      justNow: 'Just now',
      more: 'more',
      seeMore: 'see more',
      noMedia: 'Your image or video shows here.',
      noVideo: 'Your video shows here.',
      noImage: 'Your image shows here.',
      savedTo: (account: string, board: string) => `${account} · ${board}`,
    },
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
    firstCommentTooLong: (platform: string, max: number) =>
      `Too long for a first comment on ${platform}: at most ${grouped(max)} characters.`,
  },

  // error catalogue: the service's refusals (400 naming the field, 404, 409)
  errors: {
    postNotFound: 'Post not found.',
    campaignNotFound: 'Campaign not found.',
    mediaNotFound: 'Image or video not found.',
    productImageNotFound: 'That product has no image in your shop.',
    accountNotConnected: 'That account is not connected. Connect it in Settings, then pick it again.',
    duplicateTarget: 'That account is picked twice.',
    noTargets: 'Pick at least one account to schedule this post.',
    unknownTimeZone: 'Unknown time zone.',
    timeInPast: 'Pick a time in the future.',
    timeTooFarAhead: 'Pick a time within the next two years.',
    timeSkipped: (local: string, timeZone: string) =>
      `${local} does not exist in ${timeZone}: the clocks move forward then. Pick another time.`,
    badLocalTime: 'Enter a date and time as YYYY-MM-DDTHH:mm.',
    searchTooLong: (max: number) => `A search can be at most ${max} characters.`,
    badRange: 'The end is before the start.',
    rangeTooLong: 'Ask for at most 100 days at once.',
    campaignEndsBeforeStart: 'The end date is before the start date.',
    campaignTooLong: 'A campaign lasts at most 366 days.',
    locked: 'This post is being published or was published: it can no longer be changed.',
    notScheduled: 'This post is not scheduled.',
    accountsUnavailable: 'Your connected accounts cannot be read right now. Please try again shortly.',
    bestTimesUnavailable:
      'Best times cannot be read right now: the dashboard is not reachable. Please try again shortly.',
  },

  /** A post's status as the home, the calendar and the library name it. */
  postStatusNames: {
    draft: 'Draft',
    scheduled: 'Scheduled',
    publishing: 'Publishing',
    published: 'Published',
    partial: 'Partly published',
    failed: 'Failed',
  },

  // the studio's home (/studio)
  home: {
    title: 'Studio',
    newPost: 'New post',
    newCampaign: 'New campaign',
    countsLabel: 'Your posts',
    counts: { drafts: 'Drafts', scheduled: 'Scheduled', published: 'Published', failed: 'Failed' },
    sections: {
      drafts: 'Latest drafts',
      scheduled: 'Coming up',
      published: 'Recently published',
      failed: 'Failed or partly published',
    },
    empty: {
      drafts: 'No drafts.',
      scheduled: 'Nothing scheduled in the next 100 days.',
      published: 'Nothing published yet.',
      failed: 'Nothing failed.',
    },
    seeAll: {
      drafts: 'All drafts',
      scheduled: 'Open the calendar',
      published: 'Published in the calendar',
      failed: 'Failed in the calendar',
    },
    loadFailed: 'Your posts could not be loaded.',
    retry: 'Try again',
  },

  // a post in a list or on the calendar
  postItem: {
    noText: 'No text yet',
    fromAssistant: 'From the assistant',
    noAccounts: 'No account picked',
    edited: (when: string) => `Edited ${when}`,
    scheduledFor: (when: string) => `Scheduled for ${when}`,
  },

  // the calendar (/calendar/scheduled, /calendar/drafts)
  calendar: {
    title: 'Calendar',
    sectionsLabel: 'Calendar',
    scheduled: 'Scheduled',
    drafts: 'Drafts',
    viewLabel: 'View',
    month: 'Month',
    week: 'Week',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousWeek: 'Previous week',
    nextWeek: 'Next week',
    today: 'Today',
    platform: 'Platform',
    allPlatforms: 'All platforms',
    status: 'Status',
    allStatuses: 'All statuses',
    timeZone: (zone: string) => `Times in ${zone}`,
    hour: 'Hour',
    noPosts: 'No posts in this period.',
    noDrafts: 'No drafts. Posts saved without a time, and drafts saved from the assistant, show here.',
    loadFailed: 'The calendar could not be loaded.',
    retry: 'Try again',
    moveTo: 'Move to…',
    moveToLabel: (post: string) => `Move to… ${post}`,
    moveTitle: 'Move post',
    moveDate: 'Date',
    moveTime: 'Time',
    moveSubmit: 'Move',
    cancel: 'Cancel',
    moved: (when: string) => `Moved to ${when}.`,
    moveFailed: 'The post could not be moved',
    dragHint: 'Drag a scheduled post to another day, or use Move to…',
  },
  // the campaign creator on the studio's home (also opened by /studio?openCampaign=true)
  campaignCreator: {
    title: 'New campaign',
    name: 'Name',
    startDate: 'Starts',
    endDate: 'Ends',
    goal: 'Goal',
    goalHint: 'What the campaign is for, e.g. "Sell out the spring menu".',
    product: 'Product',
    noProduct: 'No product',
    nameRequired: 'Give the campaign a name.',
    create: 'Create campaign',
    cancel: 'Cancel',
    created: (name: string) => `Campaign "${name}" created.`,
    failed: 'The campaign could not be created',
    listTitle: 'Campaigns',
    noCampaigns: 'No campaigns yet.',
  },

  // media: the service's refusals of an upload, each platform's media rules, and the editor's media field
  media: {
    productImageUnavailable: 'The product’s image could not be fetched from your shop. Try again shortly.',
    invalidType: 'Upload a JPEG, PNG, WebP or GIF image, or an MP4 video.',
    empty: 'No file was sent.',
    tooLarge: `Images can be at most ${megabytes(studioMediaLimits.imageMaxBytes)} and videos at most ${megabytes(studioMediaLimits.videoMaxBytes)}.`,
    tooManyPixels: 'This image has too many pixels. Please choose a smaller image.',
    unreadableImage: 'This file could not be read as an image.',
    foreignContent: 'This file contains more than an image.',
    unreadableVideo: 'This file could not be read as an MP4 video.',
    noVideoTrack: 'This MP4 file has no video in it.',
    videoCodec: 'Videos must be H.264 MP4 files (what phones and video editors export by default).',
    emptyVideo: 'This video has no length.',
    inUse: 'A post that is scheduled or still going out uses this file. Remove it from that post first.',
    rules: {
      imagesOnly: (platform: string) => `${platform} takes images only, no video.`,
      videosOnly: (platform: string) => `${platform} takes a video, no images.`,
      imageTooLarge: (platform: string, maxBytes: number) =>
        `${platform} takes images of at most ${megabytes(maxBytes)}.`,
      videoTooShort: (platform: string, minSeconds: number) =>
        `${platform} takes videos of at least ${duration(minSeconds)}.`,
      videoTooLong: (platform: string, maxSeconds: number) =>
        `${platform} takes videos of at most ${duration(maxSeconds)}.`,
      videoTooLarge: (platform: string, maxBytes: number) =>
        `${platform} takes videos of at most ${megabytes(maxBytes)}.`,
    },
    field: {
      heading: 'Images and video',
      drop: 'Drop images or a video here, or',
      choose: 'choose files',
      hint: `JPEG, PNG, WebP or GIF images up to ${megabytes(studioMediaLimits.imageMaxBytes)}; MP4 videos up to ${megabytes(studioMediaLimits.videoMaxBytes)}.`,
      listLabel: 'Images and video of the post',
      uploading: (name: string) => `Uploading ${name}`,
      uploadFailed: (name: string) => `${name} was not added`,
      dismiss: 'Dismiss',
      image: (n: number) => `Image ${n}`,
      video: (n: number, seconds?: number) =>
        seconds === undefined ? `Video ${n}` : `Video ${n}, ${duration(Math.round(seconds))}`,
      altLabel: (item: string) => `Alt text for ${item}`,
      altPlaceholder: 'Describe what is in the image',
      altMissing: 'Add alt text: people who use a screen reader hear it instead of seeing the image.',
      altSaveFailed: 'The alt text could not be saved.',
      remove: (item: string) => `Remove ${item}`,
      moveEarlier: (item: string) => `Move ${item} earlier`,
      moveLater: (item: string) => `Move ${item} later`,
      full: (max: number) => `A post takes at most ${max} images or videos.`,
    },
  },

  // a campaign's pages (/studio/campaign/new, /studio/campaign/:campaignId)
  campaignPage: {
    newTitle: 'New campaign',
    back: 'Studio',
    loadFailed: 'The campaign could not be loaded.',
    retry: 'Try again',
    noGoal: 'No goal yet',
    details: 'Details',
    save: 'Save changes',
    saved: 'Campaign saved.',
    saveFailed: 'The campaign could not be saved',
    timeline: 'Posts',
    timelineLabel: 'The campaign’s posts by day',
    noPosts: 'No posts in this campaign yet.',
    unscheduled: 'Not scheduled',
    newPost: 'New post in this campaign',
    earlierProduct: 'The product picked before',
    postCount: (n: number) => (n === 1 ? '1 post' : `${grouped(n)} posts`),
  },

  // creating a campaign's posts from a CSV file: the service's refusals and each row's result, and the screen
  campaignImport: {
    heading: 'Create posts from a CSV file',
    hint: (columns: string, zone: string) =>
      `The first row names the columns: ${columns}. Dates are YYYY-MM-DD and times HH:mm in ${zone}; separate platforms with ";". At most 500 rows.`,
    choose: 'Choose a CSV file',
    checking: (file: string) => `Checking ${file}…`,
    checkFailed: 'The file could not be checked',
    resultsLabel: (file: string) => `Rows of ${file}`,
    summary: (ok: number, total: number) => `${grouped(ok)} of ${grouped(total)} rows can be imported.`,
    columns: { row: 'Row', when: 'Date and time', platforms: 'Platforms', text: 'Text', result: 'Result' },
    ready: 'Ready',
    problem: (column: string | null, text: string) => (column ? `${column}: ${text}` : text),
    importAll: 'Import all',
    importGood: (n: number) => (n === 1 ? 'Import the 1 good row' : `Import the ${grouped(n)} good rows`),
    noneGood: 'No row can be imported. Fix the file and choose it again.',
    imported: (n: number) => (n === 1 ? '1 post scheduled.' : `${grouped(n)} posts scheduled.`),
    importFailed: 'The posts could not be imported',
    another: 'Choose another file',
    errors: {
      empty: 'The file is empty.',
      tooLarge: 'A CSV file can be at most 2 MB.',
      notText: 'The file is not UTF-8 text.',
      unclosedQuote: (row: number) => `Row ${grouped(row)}: a quoted value is not closed (a " is missing).`,
      textAfterQuote: (row: number) =>
        `Row ${grouped(row)}: a quoted value is followed by more text (a " inside a value is written "").`,
      missingColumns: (needed: string, missing: string) =>
        `The first row must name the columns ${needed}. Missing: ${missing}.`,
      unknownColumn: (name: string, columns: string) =>
        `Unknown column "${name}" in the first row. The columns are: ${columns}.`,
      repeatedColumn: (name: string) => `The column "${name}" is named twice in the first row.`,
      noRows: 'The file has no rows of posts under its first row.',
      tooManyRows: (rows: number, max: number) =>
        `The file has ${grouped(rows)} rows of posts; one file can have at most ${grouped(max)}. Split it into smaller files.`,
      rowsRefused: (bad: number, row: number, reason: string) =>
        `${bad === 1 ? '1 row' : `${grouped(bad)} rows`} cannot be imported (row ${grouped(row)}: ${reason}). Nothing was imported: fix the file, or import the good rows only.`,
      nothingToImport: 'No row of the file can be imported.',
    },
    rows: {
      valueCount: (found: number, columns: number) =>
        `This row has ${grouped(found)} values; the first row names ${grouped(columns)} columns.`,
      badDate: 'Write the date as YYYY-MM-DD, e.g. 2030-03-01.',
      badTime: 'Write the time as HH:mm (24-hour), e.g. 09:30.',
      timeInPast: (zone: string) => `This time has already passed in ${zone}.`,
      noPlatforms: 'Name at least one platform.',
      unknownPlatform: (name: string, platforms: string) =>
        `"${name}" is not a platform the studio posts to. Use ${platforms}.`,
      noAccount: (platform: string) => `No ${platform} account is connected. Connect one in Settings.`,
      reconnect: (platform: string) => `Your ${platform} account must be connected again in Settings first.`,
      badUrl: 'Enter a full link starting with https://.',
      notYourMedia:
        'This link is not one of your images or videos in the studio. Upload the file in the studio and use its link.',
      mediaUnavailable:
        'Images and videos cannot be added from a file yet: add them in the post editor after the import.',
      unknownProduct: (handle: string) => `No product with the handle "${handle}" in your shop.`,
      productsUnavailable:
        'Your shop’s products cannot be read right now. Try again shortly, or leave product_handle empty.',
    },
  },
  // the post editor's writing in the owner's voice and its product picker
  assist: {
    writeWithVoice: 'Write with my voice',
    rewriteFor: (platform: string) => `Rewrite for ${platform}`,
    briefLabel: 'What is the post about? (optional)',
    briefPlaceholder: 'e.g. our new spring sourdough',
    write: 'Write',
    writing: 'Writing…',
    proposalTitle: 'Suggested text',
    writtenByModel: (model: string) => `Written by ${model} in your brand voice.`,
    writtenByAssistant: 'Written by the assistant in your brand voice.',
    noVoice: 'No brand voice is saved yet, so this is written in a friendly tone. Set yours up under Settings → Voice.',
    shortened: (platform: string) => `Shortened to fit ${platform}.`,
    accept: 'Use this text',
    discard: 'Discard',
    failed: 'The assistant could not write the text. Try again.',
    addProduct: 'Add product',
    productSearch: 'Search your products',
    productsLoading: 'Loading your products…',
    productsFailed: 'Your products could not be loaded.',
    noProducts:
      'No synced products yet. Connect your Shopify shop in Settings; its products appear after its first sync.',
    noMatch: 'No product matches.',
    insert: 'Insert',
    unpublished: 'Not on your online store: no link.',
    productLine: (title: string, price: string | null, url: string | null) =>
      [title, price, url].filter((part): part is string => Boolean(part)).join(' – '),
    productInserted: (title: string) => `${title} added to the text.`,
    productInsertedWithImage: (title: string) => `${title} added to the text, and its image to the post.`,
    addingProductImage: 'Adding the product’s image…',
    productImageFailed: 'Its image could not be added to the post.',
    linkTagged: 'Its link is tagged for each platform when the post is published.',
  },

  // publishing: how a post's accounts went, and the service's refusals of Publish now and Retry
  publishing: {
    /** A post that went out to some of its accounts. */
    publishedCount: (published: number, total: number) => `${published} of ${total} published`,
    /** A target's words when settings could not be reached at all (the platform's own words otherwise). */
    unreachable: 'The post could not be sent just now. Use Retry to try again.',
    /** A target's words when the account was disconnected before the post went out. */
    accountGone: 'This account is no longer connected. Connect it in Settings, then retry.',
    targetNotFound: 'This post does not go to that account.',
    notRetryable: 'Only an account the post failed on can be retried.',
    /** Retry of an account whose token was refused, while settings still lists it as needing re-authentication. */
    reconnectFirst: 'This account still needs to be reconnected. Reconnect it in Settings → Integrations, then retry.',
  },

  // the library of the owner's posts and media (/content)
  content: {
    title: 'Content',
    sectionsLabel: 'Library',
    posts: 'Posts',
    media: 'Media',
    noMedia: 'No images or videos yet. What you upload in the editor shows here.',
    useInPost: 'Use in a new post',
    useInPostLabel: (alt: string) => `Use in a new post: ${alt}`,
    noAlt: 'No alt text',
    noPosts: 'No posts yet. Posts you write in the studio show here.',
    reuse: 'Reuse',
    reuseLabel: (post: string) => `Reuse ${post}`,
    reuseFailed: 'A new post could not be made from it',
    loadFailed: 'Your library could not be loaded.',
    retry: 'Try again',
    more: 'Show more',
    searchLabel: 'Search your posts and media',
    searchHint:
      'Every word must match: text, hashtags, titles and first comments of posts; alt text and file names of media.',
    noPostsFound: (q: string) => `No posts match “${q}”.`,
    noMediaFound: (q: string) => `No images or videos match “${q}”.`,
  },
  // 'Publish now' in the post editor: its confirmation names the accounts the post goes to
  publishNow: {
    action: 'Publish now',
    confirmTitle: 'Publish now?',
    confirmBody: (count: number) =>
      count === 1 ? 'The post goes out now to this account:' : `The post goes out now to these ${count} accounts:`,
    account: (platform: string, account: string) => `${platform}: ${account}`,
    confirm: 'Publish now',
    cancel: 'Cancel',
    fixChecks: 'Fix what the checks name before publishing.',
    noTargets: 'Pick at least one account to publish this post.',
    started: 'Publishing now.',
  },
  // how a post went out to each account, and its figures afterwards (the post editor of a post gone out)
  postResults: {
    heading: 'Publishing',
    listLabel: 'Each account',
    goingOut: (published: number, total: number) => `Publishing… ${published} of ${total} published`,
    failedCount: (n: number) => `${n} failed`,
    reconnectCount: (n: number) => (n === 1 ? '1 account to reconnect' : `${n} accounts to reconnect`),
    states: {
      pending: 'Waiting to go out',
      publishing: 'Publishing…',
      published: 'Published',
      failed: 'Failed',
      needs_reauth: 'Needs reconnecting',
    },
    viewOn: (platform: string) => `View on ${platform}`,
    retry: 'Retry',
    retryLabel: (platform: string, account: string) => `Retry ${platform} (${account})`,
    retryFailed: 'The retry could not be started',
    retried: (platform: string) => `Trying ${platform} again.`,
    reconnect: 'Reconnect it in Settings → Integrations',
    reconnectHint: 'The account must be connected again before anything is published there.',
    /** A target whose token was refused, once its account is connected again: Retry sends it. */
    reconnected: 'The account is connected again. Retry to publish the post there.',
    noWords: 'The platform gave no reason.',
    at: (when: string) => `at ${when}`,
  },
  // the moodboard (/inspiration/moodboard) and its API's refusals
  moodboard: {
    title: 'Moodboard',
    intro: 'Saved posts, notes and images, in boards. Move an item with its arrows or Alt + arrow keys.',
    loadFailed: 'The moodboard could not be loaded.',
    retry: 'Try again',
    empty: 'No boards yet. Create one to keep notes, images and saved posts together.',
    boardEmpty: 'Nothing on this board yet.',
    newBoard: 'New board',
    boardName: 'Board name',
    createBoard: 'Create board',
    rename: 'Rename',
    renameBoard: (name: string) => `Rename board ${name}`,
    save: 'Save',
    cancel: 'Cancel',
    deleteBoard: (name: string) => `Delete board ${name}`,
    deleteBoardConfirm: (name: string) => `Delete the board “${name}” and everything on it?`,
    delete: 'Delete',
    addNote: 'Add note',
    addNoteTo: (board: string) => `Add note to ${board}`,
    noteLabel: 'Note',
    addImage: 'Add image',
    addImageTo: (board: string) => `Add image to ${board}`,
    uploading: 'Uploading…',
    deleteItem: 'Delete item',
    edit: 'Edit',
    editItem: (label: string) => `Edit ${label}`,
    useAsInspiration: 'Use as inspiration',
    moveEarlier: 'Move up',
    moveLater: 'Move down',
    moveToPreviousBoard: 'Move to previous board',
    moveToNextBoard: 'Move to next board',
    moveBoardEarlier: (name: string) => `Move board ${name} left`,
    moveBoardLater: (name: string) => `Move board ${name} right`,
    itemLabel: (kind: string, words: string) => (words ? `${kind}: ${words}` : kind),
    kindNames: { note: 'Note', image: 'Image', saved_post: 'Saved post' },
    savedFrom: (platform: string, handle: string) => `${platform} · ${handle}`,
    openSource: 'Open the original post',
    moved: (what: string, board: string, position: number, count: number) =>
      `${what} moved to position ${position} of ${count} in ${board}.`,
    boardMoved: (name: string, position: number, count: number) =>
      `Board ${name} moved to position ${position} of ${count}.`,
    saveFailed: 'The change could not be saved.',
    // The service's refusals.
    boardNotFound: 'Board not found.',
    itemNotFound: 'Moodboard item not found.',
    tooManyBoards: `A moodboard holds at most ${grouped(moodboardLimits.boardsMax)} boards.`,
    boardFull: `A board holds at most ${grouped(moodboardLimits.itemsPerBoardMax)} items.`,
    boardNameEmpty: 'A board needs a name.',
    boardNameTooLong: `A board name has at most ${grouped(moodboardLimits.boardNameMax)} characters.`,
    noteEmpty: 'A note needs some text.',
    textTooLong: `A note has at most ${grouped(moodboardLimits.textMax)} characters.`,
    httpsOnly: 'The address must start with https://.',
    urlTooLong: `An address has at most ${grouped(moodboardLimits.urlMax)} characters.`,
    handleEmpty: 'A saved post needs its author’s handle.',
    handleTooLong: `An author’s handle has at most ${grouped(moodboardLimits.authorHandleMax)} characters.`,
    captionTooLong: `A caption excerpt has at most ${grouped(moodboardLimits.captionExcerptMax)} characters.`,
    imageOnly: 'Only an image of your media library can go on a moodboard, not a video.',
    // The editor opened from an item ('Use as inspiration').
    ideaNote: (platform: string, handle: string, url: string) => `Inspired by ${handle} on ${platform}: ${url}`,
    ideaInserted: 'The idea from your moodboard is in the post.',
    ideaMissing: 'That moodboard item is gone.',
  },
  postFigures: {
    heading: 'Figures',
    hint: 'Read from each platform once a day for 30 days after the post went out.',
    none: 'No figures yet: the first are read within a day of the post going out.',
    loadFailed: 'The figures day by day could not be loaded.',
    names: {
      likes: 'Likes',
      comments: 'Comments',
      shares: 'Shares',
      saves: 'Saves',
      reach: 'Reach',
      clicks: 'Clicks',
    },
    notAvailable: '—',
    notAvailableLabel: (figure: string, platform: string) => `${platform} gives no ${figure.toLowerCase()} figure`,
    readAt: (when: string) => `Read ${when}`,
    tableLabel: (platform: string, account: string) => `Figures on ${platform} for ${account}`,
    byDay: 'Day by day',
    byDayLabel: (platform: string, account: string) => `Figures by day on ${platform} for ${account}`,
    day: 'Day',
    trend: (figure: string, first: string, last: string, days: number) =>
      `${figure}: ${first} to ${last} over ${days === 1 ? '1 day' : `${grouped(days)} days`}`,
    trendLabel: 'Trend',
  },
  // a post's sales (the shop's orders its tagged product links brought), on the post and in the library
  postSales: {
    heading: 'Sales',
    hint: 'Paid orders whose customer first came to the shop through one of this post’s product links.',
    none: 'No orders from this post’s links yet.',
    loadFailed: 'The sales could not be loaded.',
    retry: 'Try again',
    summary: (orders: number, revenue: string) =>
      `${orders === 1 ? '1 order' : `${grouped(orders)} orders`} · ${revenue}`,
    tableLabel: 'Sales by account',
    account: 'Account',
    orders: 'Orders',
    revenue: 'Revenue',
    /** A platform the link was published on where the post names no account now. */
    otherAccount: (platform: string) => `${platform} (an account no longer on this post)`,
    latest: 'Latest orders',
    order: (name: string, when: string, total: string, platform: string | null) =>
      `${name} · ${when} · ${total}${platform ? ` · from ${platform}` : ''}`,
    unnamedOrder: 'An order',
    /** The library's column. */
    column: 'Sales',
    cell: (orders: number, revenue: string) => (orders === 0 ? 'No sales' : `${grouped(orders)} · ${revenue}`),
    cellLabel: (orders: number, revenue: string) =>
      orders === 0 ? 'No sales yet' : `Sales: ${orders === 1 ? '1 order' : `${grouped(orders)} orders`}, ${revenue}`,
  },
} as const;

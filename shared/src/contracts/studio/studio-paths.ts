// The shell's route table and mfe-studio's screens read these, so a path of the studio, its editors,
// the calendar and the content library is written once (screens and routes: route table).

const studio = '/studio';
const calendar = '/calendar';

export const studioPaths = {
  /** The studio's home: counts and lists of posts, 'New post' and 'New campaign'. */
  home: studio,
  /** The query flag on the home that opens the campaign creator (the dashboard's 'Create Campaign'). */
  openCampaignParam: 'openCampaign',
  homeWithCampaignCreator: `${studio}?openCampaign=true`,
  newPost: `${studio}/post/new`,
  /** The query parameter of a new post that puts it in a campaign (its page's 'New post in this campaign'). */
  campaignParam: 'campaign',
  newPostInCampaign: (campaignId: string) => `${studio}/post/new?campaign=${encodeURIComponent(campaignId)}` as const,
  /** The query parameter of a new post that inserts a synced product by its handle (the products page's 'Create post'). */
  productParam: 'product',
  newPostWithProduct: (handle: string) => `${studio}/post/new?product=${encodeURIComponent(handle)}` as const,
  /** The query parameter of a new post that starts from a moodboard item (its 'Use as inspiration'). */
  ideaParam: 'idea',
  newPostFromIdea: (itemId: string) => `${studio}/post/new?idea=${encodeURIComponent(itemId)}` as const,
  post: (postId: string) => `${studio}/post/${encodeURIComponent(postId)}` as const,
  postPattern: `${studio}/post/:postId`,
  newCampaign: `${studio}/campaign/new`,
  campaign: (campaignId: string) => `${studio}/campaign/${encodeURIComponent(campaignId)}` as const,
  campaignPattern: `${studio}/campaign/:campaignId`,
  /** The calendar: its index redirects to the scheduled posts. */
  calendar,
  calendarScheduled: `${calendar}/scheduled`,
  calendarDrafts: `${calendar}/drafts`,
  /** The library of the owner's media and posts. */
  content: '/content',
  /** The moodboard: saved posts, notes and images of the owner, in boards. */
  moodboard: '/inspiration/moodboard',
} as const;

/** The studio's REST API at the gateway (calls); the service mounts the same paths under its router. */
const api = '/api/studio';
export const studioApiPaths = {
  accounts: `${api}/accounts`,
  posts: `${api}/posts`,
  postsSummary: `${api}/posts/summary`,
  post: (postId: string) => `${api}/posts/${encodeURIComponent(postId)}` as const,
  schedulePost: (postId: string) => `${api}/posts/${encodeURIComponent(postId)}/schedule` as const,
  cancelPost: (postId: string) => `${api}/posts/${encodeURIComponent(postId)}/cancel` as const,
  /** `GET` (PostMetricsSeriesResponse, post-metrics.ts): each published target's figures, day by day. */
  postMetrics: (postId: string) => `${api}/posts/${encodeURIComponent(postId)}/metrics` as const,
  /** `GET` (PostSalesResponse, post-sales.ts): the shop's orders the post's tagged links brought. */
  postSales: (postId: string) => `${api}/posts/${encodeURIComponent(postId)}/sales` as const,
  /** `GET ?ids=` (PostSalesListResponse, post-sales.ts): the sales of several posts, for a list. */
  postSalesList: `${api}/post-sales`,
  publishPost: (postId: string) => `${api}/posts/${encodeURIComponent(postId)}/publish` as const,
  retryTarget: (postId: string, platform: string, accountId: string) =>
    `${api}/posts/${encodeURIComponent(postId)}/targets/${encodeURIComponent(platform)}/${encodeURIComponent(accountId)}/retry` as const,
  campaigns: `${api}/campaigns`,
  campaign: (campaignId: string) => `${api}/campaigns/${encodeURIComponent(campaignId)}` as const,
  /** `POST` (the file's bytes as the body), `GET` (the owner's library, newest first, paged). */
  media: `${api}/media`,
  mediaItem: (mediaId: string) => `${api}/media/${encodeURIComponent(mediaId)}` as const,
  /** Public: the file itself at an unguessable address, as the browser shows it and the platforms fetch it. */
  mediaFile: (mediaId: string, token: string, extension: string) =>
    `${api}/media/files/${encodeURIComponent(mediaId)}/${encodeURIComponent(token)}.${extension}` as const,
  /** `POST` a CSV file of posts: `?mode=check` or `?mode=import` (studio-api.ts `campaignImportQuerySchema`). */
  campaignImport: (campaignId: string) => `${api}/campaigns/${encodeURIComponent(campaignId)}/import` as const,
  /** `POST` (AssistWriteRequest → AssistTextResponse): a text in the owner's brand voice, by the assistant. */
  assistWrite: `${api}/assist/write`,
  /** `POST` (AssistRewriteRequest → AssistTextResponse): a text again, for one platform. */
  assistRewrite: `${api}/assist/rewrite`,
  /** `GET ?q=` (StudioProductsResponse): the owner's synced Shopify products, for 'Add product'. */
  products: `${api}/products`,
  /** `POST` (ProductImageRequest → MediaResponse): a product's image into the media library, for 'Add product'. */
  productImage: `${api}/products/image`,
  /** `GET ?platform=&timeZone=&days=` (BestTimesResponse): the editor's 'Best time' suggestions. */
  bestTimes: `${api}/best-times`,
  /** `GET` (MoodboardResponse, moodboard-api.ts): the boards in order with their items. */
  moodboard: `${api}/moodboard`,
  /** `POST` (MoodboardBoardRequest): a new board. */
  moodboardBoards: `${api}/moodboard/boards`,
  /** `PATCH` (MoodboardBoardRequest) renames, `DELETE` deletes a board with its items. */
  moodboardBoard: (boardId: string) => `${api}/moodboard/boards/${encodeURIComponent(boardId)}` as const,
  moodboardBoardMove: (boardId: string) => `${api}/moodboard/boards/${encodeURIComponent(boardId)}/move` as const,
  /** `POST` (MoodboardItemCreateRequest): a note, a library image or a saved post, last on the board. */
  moodboardBoardItems: (boardId: string) => `${api}/moodboard/boards/${encodeURIComponent(boardId)}/items` as const,
  /** `GET` one item, `PATCH` (MoodboardItemUpdateRequest) its text, `DELETE` it. */
  moodboardItem: (itemId: string) => `${api}/moodboard/items/${encodeURIComponent(itemId)}` as const,
  moodboardItemMove: (itemId: string) => `${api}/moodboard/items/${encodeURIComponent(itemId)}/move` as const,
} as const;

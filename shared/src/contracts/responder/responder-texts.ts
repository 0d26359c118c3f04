/** The user-facing texts of the auto-responder (ResponseFlow Pro). Conventions: app/app-texts.ts. */
export const responderTexts = {
  // screens and routes, states and transitions, validation rules, error catalogue: auto-responder (ResponseFlow Pro)
  responder: {
    name: 'ResponseFlow Pro',
    toggle: { responseFlow: 'ResponseFlow', tasks: 'Tasks' },
    todaysImpact: "TODAY'S IMPACT",
    viewFullActivity: 'View Full Activity',
    drawerTabs: { all: 'All', tasks: 'Tasks', messages: 'Messages', aiResponses: 'AI Responses', inbox: 'Inbox' },
    platformPills: { all: 'All Platforms', instagram: 'Instagram', facebook: 'Facebook' },
    empty: {
      all: 'No activity yet',
      tasks: 'No tasks',
      messages: 'No messages',
      aiResponses: 'No AI responses',
      inbox: 'Inbox empty',
    },
    customerServiceTasks: 'Customer Service Tasks',
    viewAllTasks: (n: number) => `View All ${n} Tasks`,
    allCaughtUp: 'All caught up!',
    /** Paraphrased in the spec ("AI will now handle customer inquiries automatically"). */
    activated: {
      title: 'Auto-Responder Activated',
      description: 'AI will now handle customer inquiries automatically',
    },
    /** Paraphrased in the spec ("you'll need to respond to messages manually"). */
    paused: { title: 'Auto-Responder Paused', description: "You'll need to respond to messages manually" },
    newMessageNeedsAttention: 'New message needs attention',
    responseRequired: { title: 'Response Required', description: 'Please enter a response message' },
    sendFailed: { title: 'Send Failed', description: 'Failed to send response. Please try again.' },
    unexpectedError: { title: 'Error', description: 'An unexpected error occurred.' },
    toggleFailed: { title: 'Error', description: 'Failed to update auto-responder status' },
    toggleFailedServer: 'Failed to toggle auto-responder',
    senderNotFound: 'Could not find sender information for message',
    noFacebookPage: 'No active Facebook page connection found',
    sendViaFailed: (platform: string) => `Failed to send message via ${platform}`,
    /** Label as the spec names it (the TODAY'S IMPACT panel: messages handled, time saved). */
    messagesHandled: 'Messages handled',
    /** Label as the spec names it (the TODAY'S IMPACT panel: messages handled, time saved). */
    timeSaved: 'Time saved',
  },

  /**
   * The ResponseFlow Pro card, the activity drawer, the tasks card and the inbox panel: labels,
   * states and toasts the spec names without giving their words (ours). The inbox panel's Load More,
   * Archive and View Details are the accounts spec's, in app/navigation-texts.ts (`inbox`).
   */
  screens: {
    /** The on/off switch's name. */
    switchLabel: 'Auto-Responder',
    /** The card's ResponseFlow/Tasks toggle (a tab list). */
    cardViewLabel: 'ResponseFlow Pro view',
    latestActivity: 'Latest activity',
    drawerTitle: 'ResponseFlow Activity',
    expand: 'Expand panel',
    collapse: 'Collapse panel',
    /** The drawer's tab list and the platform pills. */
    activityTypeLabel: 'Activity type',
    platformLabel: 'Platform',
    /** A drawer tab with its count: 'Tasks (3)'. */
    tabWithCount: (label: string, count: number) => `${label} (${count})`,
    /** The header badges. */
    pendingBadge: (count: number) => `${count} pending`,
    criticalBadge: (count: number) => `${count} critical`,
    pendingTasksList: 'Pending tasks',
    flaggedMessagesList: 'Flagged messages',
    priority: { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' },
    status: { pending: 'Pending', processing: 'Processing', completed: 'Completed' },
    /** The message log's inquiry_type ids (responder-constants.ts) as the screens word them. */
    inquiryTypes: {
      product_question: 'Product question',
      order_status: 'Order status',
      shipping: 'Shipping',
      returns: 'Returns',
      complaint: 'Complaint',
      collaboration: 'Collaboration',
      spam: 'Spam',
      other: 'Other',
    },
    sentiments: { positive: 'Positive', neutral: 'Neutral', negative: 'Negative', critical: 'Critical' },
    /** A task's countdown to its due time: 'Due in 3h 20m', 'Overdue by 5m'. */
    dueIn: (duration: string) => `Due in ${duration}`,
    overdueBy: (duration: string) => `Overdue by ${duration}`,
    /** Durations: '5m', '3h 20m', '2d 4h'. */
    minutes: (minutes: number) => `${minutes}m`,
    hoursMinutes: (hours: number, minutes: number) => `${hours}h ${minutes}m`,
    daysHours: (days: number, hours: number) => `${days}d ${hours}h`,
    justNow: 'just now',
    reason: 'Reason',
    customerMessage: 'Customer message',
    /** The task actions and the manual reply form (states and transitions, validation rules). */
    reply: 'Reply',
    markComplete: 'Mark complete',
    replyLabel: 'Your reply',
    sendReply: 'Send Reply',
    cancel: 'Cancel',
    replySent: { title: 'Reply sent', description: 'Your reply was sent to the customer.' },
    taskCompleted: 'Task marked complete',
    /** A new escalation of priority 8 or more (states and transitions): the toast's description is its reason. */
    criticalMessage: 'Critical customer message',
    criticalMessageFallback: 'A customer is waiting for your reply.',
    /** The description of 'New message needs attention' (states and transitions). */
    messageNeedsAttention: (platform: string) => `A customer on ${platform} is waiting for your reply.`,
    /** View Details of a flagged message. */
    details: {
      message: 'Message',
      classification: 'Classification',
      confidence: (percent: number) => `${percent}% confidence`,
      suggestedReply: 'Suggested reply',
      received: 'Received',
    },
    loadFailed: 'This list could not be loaded.',
    tryAgain: 'Try Again',
    /** The activity feed's alert and webhook items (entities: activity item types alert and webhook). */
    activityTypes: { alert: 'Alert', webhook: 'Webhook event' },
    alerts: {
      /** The error catalogue's title for a send that failed. */
      sendFailed: 'Send Failed',
      tokenRefused: (platform: string) => `${platform} refused the page's access`,
      /** The error catalogue's words for a rate limit. */
      limitReached: 'Rate limit exceeded',
      sendFailedDescription: (platform: string, reason: string) =>
        `A reply to a customer on ${platform} was not sent: ${reason}`,
      tokenRefusedDescription: (platform: string) =>
        `Replies cannot be sent until the account is connected again in Settings, Integrations (${platform}).`,
      limitReachedDescription: (platform: string, at: string) =>
        `Replies on ${platform} reached the sending limits (1,000 an hour per page, 60 a minute per owner): the next ones wait and go out in order from ${at}.`,
    },
    webhook: {
      title: (platform: string) => `Webhook event from ${platform}`,
      processed: 'Processed',
      notProcessed: 'Not processed yet',
    },
  },

  /**
   * What the auto-responder writes to customers (ours: the spec gives no words). The reply writer puts
   * a greeting and a closing of the brand voice's register around each body. `hold` is the owner's
   * reason why the bot did not send a reply on its own.
   */
  bot: {
    greeting: { formal: 'Hello,', casual: 'Hi!' },
    closing: {
      formal: (shopName: string | null) => `Kind regards${shopName ? `, ${shopName}` : ''}`,
      inviting: 'Anything else I can help with?',
      thanks: (shopName: string | null) => `Thanks${shopName ? `, ${shopName}` : ''}!`,
    },
    product: {
      soldOut: (title: string, price: string) => `The ${title} is ${price}, but it is sold out right now.`,
      /** `left`: shown when few are left; `url`: the product's page in the online store. */
      inStock: (title: string, price = '', left: number | null = null, url: string | null = null) =>
        `The ${title} is ${price} and in stock${left !== null ? ` (only ${left} left)` : ''}.${url ? ` You can order it here: ${url}` : ''}`,
      checking: 'Thanks for asking! Let me check that for you and get right back to you.',
      whichOne: 'Thanks for asking! Which product do you mean? Let me check it for you.',
    },
    order: {
      askNumber: 'Happy to check on your order! Could you send me your order number (it starts with #)?',
      lookingUp: (order: string) => `Thanks! Let me look up order ${order} and get back to you.`,
      notFound: (order: string) =>
        `I couldn't find order ${order}. Could you double-check the number? The owner will look into it too.`,
      refunded: (order: string, placed: string) => `Your order ${order} (placed ${placed}) was refunded.`,
      status: (
        order: string,
        placed = '',
        state = '',
        trackingNumber: string | null = null,
        trackingUrl: string | null = null,
      ) =>
        `Your order ${order} (placed ${placed}) ${state}.${trackingNumber ? ` Tracking number: ${trackingNumber}${trackingUrl ? ` (${trackingUrl})` : ''}.` : ''}`,
      /** Shopify's displayFulfillmentStatus values in the customer's words; others are spelt out. */
      fulfilment: {
        FULFILLED: 'has shipped',
        PARTIALLY_FULFILLED: 'has partly shipped',
        IN_PROGRESS: 'is being packed',
        UNFULFILLED: 'is confirmed and will ship soon',
        ON_HOLD: 'is on hold',
        SCHEDULED: 'is scheduled to ship',
        RESTOCKED: 'was cancelled and restocked',
      } as Record<string, string>,
      otherFulfilment: (status: string) => `is ${status.toLowerCase().replace(/_/g, ' ')}`,
      /**
       * Asked before anything of an order is told to a conversation not yet tied to it: the order's
       * e-mail proves the customer (order numbers run in sequence, so a number proves nothing).
       */
      askEmail: (orders: string) =>
        `Happy to check on order ${orders}! To keep your order details private, could you reply with the e-mail address you used for it?`,
      /** The owner's suggested reply once a customer could not prove the order: it tells nothing of it. */
      handedOver: 'Thanks! A member of our team will look into your order and get back to you soon.',
    },
    welcome: (shopName: string | null) =>
      `Thanks for reaching out${shopName ? ` to ${shopName}` : ''}! How can we help you today?`,
    lookingIntoIt: "Thanks for your message. We're looking into it.",
    shipping: "Thanks for asking about shipping! I'll check the details for you and reply shortly.",
    returns: "I'm sorry to hear that. We'll help you with the return; could you tell me your order number?",
    complaint:
      "I'm really sorry about this. I'm looking into it personally and will get back to you as soon as possible.",
    collaboration: "Thanks for thinking of us! We'll review your proposal and get back to you.",
    hold: {
      forbiddenWord: (word: string) => `The reply would use the forbidden word "${word}"`,
      noShopForProducts: 'No shop is connected to answer from',
      noProductMatches: 'No product of the shop matches the question',
      noShopForOrders: 'No shop is connected to look the order up',
      orderNotFound: (order: string) => `Order ${order} was not found in the shop`,
      nothingFromData: 'Nothing the bot can answer from data',
      shipping: 'Shipping terms are not in the shop data the bot can read',
      returns: 'Returns are decided by the owner',
      complaint: 'Complaints are answered by the owner',
      collaboration: 'Collaborations are decided by the owner',
      spam: 'Spam is never answered',
      /** The customer's answer to the order's e-mail question did not match: nothing was told. */
      orderNotProven: (orders: string) =>
        `The customer could not confirm the e-mail of order ${orders}; nothing about the order was told`,
      /** The answer could not be checked (the shop did not answer): nothing was told. */
      orderProofUnchecked: (orders: string) =>
        `The customer's e-mail for order ${orders} could not be checked (the shop did not answer); nothing about the order was told`,
    },
  },
  /** The /inbox page: the owner's conversations and replies (our words; the errors are the spec's). */
  inbox: {
    title: 'Inbox',
    viewAll: 'View all',
    conversationsList: 'Conversations',
    searchLabel: 'Search conversations',
    searchPlaceholder: 'Search messages and customers',
    filterLabel: 'Show',
    platformLabel: 'Platform',
    filters: { all: 'All', needs_reply: 'Needs reply', task: 'Open task', done: 'Done' },
    allPlatforms: 'All platforms',
    empty: 'No conversations yet',
    noMatches: 'No conversations match',
    pickOne: 'Choose a conversation to read it.',
    loadMore: 'Load more',
    back: 'Back to conversations',
    unread: (n: number) => (n === 1 ? '1 unread message' : `${n} unread messages`),
    markers: { needsReply: 'Needs reply', task: 'Task open', done: 'Done' },
    authors: { customer: 'Customer', bot: 'Bot', owner: 'You' },
    botReply: "The bot's reply",
    humanAgent: 'Sent as a person’s reply after 24 h',
    failedReply: 'Not sent',
    queuedReply: 'Waiting to be sent: the page’s sending limit was reached, it goes out in a moment',
    retry: 'Send again',
    thread: 'Messages',
    task: 'Open task',
    classification: 'About the latest message',
    confidence: (percent: number) => `${percent}% sure`,
    replyLabel: 'Your reply',
    send: 'Send',
    sending: 'Sending…',
    sent: 'Reply sent',
    counter: (used: number, max: number) => `${used} of ${max} characters`,
    humanAgentNote:
      'The customer wrote more than 24 hours ago: Meta still takes your reply as a person’s reply until 7 days have passed.',
    /** Why a reply cannot be sent any more (Meta's 7-day limit for a person's reply). */
    windowClosed:
      'This customer last wrote more than 7 days ago. Facebook and Instagram no longer let a page reply to them until they write again.',
    tooLong: (platform: string, max: number) => `${platform} messages can be at most ${max} characters long.`,
    notFound: 'Conversation not found.',
    replyNotFound: 'Reply not found.',
    alreadySent: 'This reply was sent already.',
  },
  /** Saved replies: written once, inserted in the reply box by typing '/' (our words). */
  savedReplies: {
    open: 'Saved replies',
    title: 'Saved replies',
    empty: 'No saved replies yet. Write one here, then type / in a reply to insert it.',
    add: 'Add a saved reply',
    /** The buttons' visible words; their names add the title ('Edit Shipping'). */
    editShort: 'Edit',
    edit: (title: string) => `Edit ${title}`,
    loading: 'Loading saved replies…',
    remove: (title: string) => `Delete ${title}`,
    confirmRemove: (title: string) => `Delete the saved reply "${title}"?`,
    confirmYes: 'Delete',
    confirmNo: 'Keep',
    save: 'Save',
    cancel: 'Cancel',
    titleLabel: 'Title (type / and it in a reply)',
    textLabel: 'Text',
    saved: 'Saved reply saved',
    removed: 'Saved reply deleted',
    titleRequired: 'Give the saved reply a title.',
    titleTooLong: (max: number) => `A title can be at most ${max} characters long.`,
    textRequired: 'Write the text of the saved reply.',
    textTooLong: (max: number) => `A saved reply can be at most ${max} characters long.`,
    duplicateTitle: 'You already have a saved reply with this title: choose another one.',
    tooMany: (max: number) => `You can keep at most ${max} saved replies: delete one before adding another.`,
    notFound: 'Saved reply not found.',
    /** The '/' picker in the reply box. */
    pickerLabel: 'Saved replies',
    pickerEmpty: 'No saved reply matches',
    pickerHint: 'Type / to insert a saved reply',
  },
  /** The unread count on the inbox button, in the side panel and in the tab title. */
  unread: {
    /** The inbox button's name: its visible words ('Inbox' and the count) first. */
    badge: (n: number) => (n === 1 ? 'Inbox 1 unread message' : `Inbox ${n} unread messages`),
    panel: (n: number) =>
      n === 1 ? '1 unread message in your conversations' : `${n} unread messages in your conversations`,
    /** The side panel when nothing is unread. */
    none: 'No unread messages',
    /** The browser tab's title with the count in front. */
    tabTitle: (n: number, title: string) => `(${n}) ${title}`,
  },
} as const;

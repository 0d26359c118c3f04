/** The user-facing texts of the auto-responder (ResponseFlow Pro). Conventions: app/app-texts.ts. */
export const responderTexts = {
  // Dashboard spec §2, §4, §5, §8: auto-responder (ResponseFlow Pro)
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
   * Archive and View Details are the accounts spec's, in app/app-texts.ts (`shell.inbox`).
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
    /** The task actions and the manual reply form (dashboard §4, §5). */
    reply: 'Reply',
    markComplete: 'Mark complete',
    replyLabel: 'Your reply',
    sendReply: 'Send Reply',
    cancel: 'Cancel',
    replySent: { title: 'Reply sent', description: 'Your reply was sent to the customer.' },
    taskCompleted: 'Task marked complete',
    /** A new escalation of priority 8 or more (dashboard §4): the toast's description is its reason. */
    criticalMessage: 'Critical customer message',
    criticalMessageFallback: 'A customer is waiting for your reply.',
    /** The description of 'New message needs attention' (dashboard §4). */
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
  },
} as const;

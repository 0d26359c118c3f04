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
  },
} as const;

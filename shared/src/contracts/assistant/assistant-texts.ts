/** The user-facing texts of the AI assistant and its workflow test page. Conventions: app/app-texts.ts. */
export const assistantTexts = {
  // screens and routes, states and transitions, error catalogue: AI assistant
  assistant: {
    name: 'Assistant Pro',
    chatFailed: { title: 'Chat Error', description: 'Failed to get AI response. Please try again.' },
    cannotConnect: { title: 'Chat Error', description: 'Unable to connect to AI assistant.' },
    errorResponse: 'I apologize, but I encountered an error processing your request. Please try again.',
    tryAgain: 'Try Again',
    serviceUnavailable: 'ADK service unavailable',
  },

  /** Ours: the chat panel, the Assistant Pro card and the floating button (the spec names them only). */
  chat: {
    panelLabel: 'Assistant Pro chat',
    conversation: 'Conversation',
    open: 'Open Assistant Pro',
    close: 'Close chat',
    newChat: 'New chat',
    inputLabel: 'Ask Assistant Pro',
    inputPlaceholder: 'Ask about your sales, posts or customers…',
    send: 'Send',
    thinking: 'Assistant Pro is looking at your figures…',
    emptyTitle: 'Ask about your shop',
    emptyBody: 'Answers come from your own connected shop and social accounts.',
    you: 'You',
    dataRange: (start: string, end: string) => `Figures from ${start} to ${end}`,
    chartTable: 'The figures of this chart',
    approveNote: 'Nothing changes until you click.',
    approved: (outcome: string) => outcome,
    approveFailed: { title: 'Action failed', description: 'The action could not be carried out. Please try again.' },
    copy: 'Copy caption',
    copied: 'Caption copied',
    suggestedDay: (day: string) => `Suggested day: ${day}`,
    suggestedTime: (when: string) => `Suggested time: ${when} (your time)`,
    postFor: (platform: string) => `Draft for ${platform}`,
    modelNote: (model: string) => `Answered by ${model}`,
    /** Under an answer the built-in analyst gave in the configured model's place, by the reason's name. */
    fallbackNote: {
      figures_not_found: (model: string) =>
        `Answered by the built-in analyst: ${model}’s answer quoted figures that are not in your data.`,
      model_failed: (model: string) => `Answered by the built-in analyst: ${model} could not answer.`,
      model_timeout: (model: string) => `Answered by the built-in analyst: ${model} did not answer in time.`,
    },
    /** After 'Save draft': the draft is the studio's, opened there; every draft is on the calendar's Drafts. */
    openDraft: 'Open in Studio',
    allDrafts: 'All drafts',
  },

  /** Ours: what the assistant service says when an approved action cannot be carried out. */
  actions: {
    studioUnavailable:
      'The studio cannot be reached right now, so the draft was not saved. It is still here in the chat: try again in a minute.',
  },

  /** /test/chatbot (screens and routes: developer pages): the chat on a page of its own. */
  chatbotTest: {
    intro: 'The Assistant Pro chat on a page of its own, against the real /process endpoint with your account’s data.',
    signInFirst: 'Sign in to chat: answers come from your own account’s figures.',
    signIn: 'Sign in',
  },

  /** The Assistant Pro card on the dashboard (screens and routes): three hints, one every 4 s. */
  card: {
    title: 'Assistant Pro',
    subtitle: 'Your shop’s AI analyst',
    hints: [
      'Ask “How did my shop do last week?”',
      'Get a post written in your brand voice',
      'Find out when your audience engages most',
    ],
    action: 'Ask Assistant Pro',
  },

  /** The AI workflow test page (screens and routes). */
  aiTestSuite: {
    runAllTests: 'Run All Tests',
    // Ours from here on: the spec names the suite, its five tabs and the button only.
    intro: 'Sends test questions to the AI assistant’s workflows and scores each answer.',
    testsHeading: 'Tests',
    tabsLabel: 'Workflows',
    tabs: {
      analytics: 'Analytics',
      content: 'Content',
      market_intelligence: 'Market Intelligence',
      router: 'Router',
      custom: 'Custom',
    },
    runTest: 'Run test',
    progressLabel: 'Test progress',
    progressRunning: (current: number, total: number) => `Running test ${current} of ${total}…`,
    progressDone: (total: number) => `All ${total} tests run`,
    summary: {
      heading: 'Summary',
      testsRun: 'Tests run',
      passed: 'Passed',
      flagged: 'Flagged',
      averageOverall: 'Average overall',
      none: '–',
    },
    result: {
      running: 'Running…',
      notRun: 'Not run yet',
      status: 'Status',
      statuses: { success: 'Success', needs_data: 'Needs data', error: 'Error' },
      failed: (reason: string) => `Failed: ${reason}`,
      answer: 'Answer',
      engine: 'Engine',
      workflow: 'Workflow',
      agent: 'Agent',
      toolsUsed: 'Tools used',
      noTools: 'None',
      duration: 'Duration',
      durationMs: (ms: number) => `${ms} ms`,
      sessionId: 'Session',
      qualityCaption: 'Answer quality',
      scores: {
        relevance: 'Relevance',
        specificity: 'Specificity',
        actionability: 'Actionability',
        dataUsage: 'Data usage',
        overall: 'Overall',
      },
      overallValue: (score: number, label: string) => `${score} · ${label}`,
      flags: 'Quality flags',
      noFlags: 'No quality flags',
    },
    custom: {
      queryLabel: 'Custom query',
      queryHint: 'A question as an owner would type it.',
      workflowLabel: 'Workflow',
      run: 'Run custom test',
      emptyQuery: 'Enter a query to test.',
      runsHeading: 'Custom runs',
    },
    conversationFlow: {
      intro: 'Asks the questions below one after another in one session, so each answer can build on the ones before.',
      run: 'Run conversation',
      reset: 'Reset',
      session: (id: string) => `Session: ${id}`,
      turnsHeading: 'Conversation',
      turn: (number: number) => `Turn ${number}`,
      contextSent: (count: number) =>
        count === 0 ? 'No earlier messages sent' : `${count} earlier message${count === 1 ? '' : 's'} sent as context`,
    },
    realWorld: {
      intro: 'Questions owners really type, sent to the router: which workflow it picks, which agent and tools answer.',
      scenariosHeading: 'Scenarios',
      runScenario: 'Run scenario',
      notes: { ambiguous: 'Ambiguous', image: 'Asks for an image', typo: 'Typos and shorthand' },
    },
    userIntelligence: {
      intro: 'The AI profile the assistant keeps of the signed-in owner (GET /api/assistant/profile).',
      loading: 'Loading the AI profile…',
      loadFailed: 'The AI profile could not be loaded.',
      tryAgain: 'Try again',
      refresh: 'Refresh',
      emptyTitle: 'No conversations yet',
      emptyBody: 'The profile fills in as the owner talks to Assistant Pro.',
      businessProfile: 'Business profile',
      type: 'Type',
      industry: 'Industry',
      expertise: 'Expertise',
      notSet: 'Not set',
      activity: 'Activity',
      lastActive: 'Last active',
      never: 'Never',
      totalConversations: 'Total conversations',
      averageQuality: 'Average quality',
      qualityValue: (percent: number, label: string) => `${percent}% · ${label}`,
      topWorkflows: 'Top workflows',
      workflow: 'Workflow',
      count: 'Conversations',
      noWorkflows: 'None yet',
      completeness: 'Profile completeness',
      completenessValue: (count: number, needed: number) => `${count} of ${needed} conversations`,
      complete: 'Complete',
      notComplete: 'Not complete yet',
    },
  },
} as const;

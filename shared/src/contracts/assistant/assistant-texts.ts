/** The user-facing texts of the AI assistant and its workflow test page. Conventions: app/app-texts.ts. */
export const assistantTexts = {
  // Dashboard spec §2, §4, §8: AI assistant
  assistant: {
    name: 'Assistant Pro',
    chatFailed: { title: 'Chat Error', description: 'Failed to get AI response. Please try again.' },
    cannotConnect: { title: 'Chat Error', description: 'Unable to connect to AI assistant.' },
    errorResponse: 'I apologize, but I encountered an error processing your request. Please try again.',
    tryAgain: 'Try Again',
    serviceUnavailable: 'ADK service unavailable',
  },

  /** The AI workflow test page (dashboard §2). */
  aiTestSuite: {
    runAllTests: 'Run All Tests',
  },
} as const;

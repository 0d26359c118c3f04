// The shell's route table and mfe-assistant read these, so the assistant's test pages are mounted
// and matched on paths written once (screens and routes: route table, test pages).

export const assistantPaths = {
  chatbotTest: '/test/chatbot',
  adkTest: '/test/adk',
  adkConversationFlowTest: '/test/adk-conversation-flow',
  adkRealWorldTest: '/test/adk-real-world',
  userIntelligenceTest: '/test/user-intelligence',
} as const;

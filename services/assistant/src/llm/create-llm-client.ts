import { createGeminiClient } from './gemini-client';
import type { LlmClient, LlmClientOptions, LlmProtocol } from './llm-client';
import { createOpenAiClient } from './openai-client';

export interface LlmClientConfig extends LlmClientOptions {
  protocol: LlmProtocol;
}

/** The client for the protocol the configured provider speaks. */
export function createLlmClient({ protocol, ...options }: LlmClientConfig): LlmClient {
  switch (protocol) {
    case 'gemini':
      return createGeminiClient(options);
    case 'openai':
      return createOpenAiClient(options);
    default:
      // Configuration read from the environment reaches here unchecked by the compiler.
      throw new Error(`Unknown LLM protocol: ${String(protocol)} (gemini or openai).`);
  }
}

import { z } from 'zod';
import { ConfigError } from '@scp/service-kit/config';
import { neighbourUrls as urlsOf, serviceUrlVariable } from '@scp/service-kit/neighbour-urls';
import { assistant } from '@scp/shared/contracts/assistant/assistant-constants';

/**
 * The assistant service's own environment (validated at boot with the common variables): the
 * neighbours whose data it answers from (docs/architecture.md, Between services), and the language model it may use. Without
 * an `ASSISTANT_LLM_API_KEY` the embedded analyst answers: deterministic, from the same tools.
 */
export const assistantEnvShape = {
  /** The dashboard service: the six analytics tools. */
  DASHBOARD_SERVICE_URL: serviceUrlVariable(),
  /** The settings service: the brand voice and kit, the connected accounts. */
  SETTINGS_SERVICE_URL: serviceUrlVariable(),
  /** The auth service: what the business is (the user AI profile). */
  AUTH_SERVICE_URL: serviceUrlVariable(),
  /** The onboarding service: goals the owner approves in the chat. */
  ONBOARDING_SERVICE_URL: serviceUrlVariable(),
  /** The responder service: the auto-responder the owner turns on in the chat. */
  RESPONDER_SERVICE_URL: serviceUrlVariable(),
  /** The studio service: the owner's posts, where a draft saved from an answer goes. */
  STUDIO_SERVICE_URL: serviceUrlVariable(),
  /** `gemini` (generateContent) or `openai` (chat completions, any compatible server). */
  ASSISTANT_LLM_PROTOCOL: z.enum(['gemini', 'openai']).default('gemini'),
  /** Gemini: `https://generativelanguage.googleapis.com`; OpenAI: `https://api.openai.com/v1`. */
  ASSISTANT_LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  ASSISTANT_LLM_API_KEY: z.string().min(1).optional(),
  ASSISTANT_LLM_MODEL: z.string().min(1).max(100).default(assistant.defaultModel),
  /** How long one model call may take; the whole answer has the spec's 30 s. */
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
};

export type AssistantEnv = z.output<z.ZodObject<typeof assistantEnvShape>>;

export type NeighbourUrls = Record<'dashboard' | 'settings' | 'onboarding' | 'auth' | 'responder' | 'studio', string>;

export function neighbourUrls(env: AssistantEnv, common: { localMode: boolean }): NeighbourUrls {
  return urlsOf(env, common, ['dashboard', 'settings', 'onboarding', 'auth', 'responder', 'studio']);
}

export interface LlmSettings {
  protocol: 'gemini' | 'openai';
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** The model to use, or null for the embedded analyst. A key without a base URL is a mistake, said at boot. */
export function llmSettings(env: AssistantEnv): LlmSettings | null {
  if (!env.ASSISTANT_LLM_API_KEY) return null;
  if (!env.ASSISTANT_LLM_BASE_URL)
    throw new ConfigError(['ASSISTANT_LLM_BASE_URL is required with ASSISTANT_LLM_API_KEY']);
  return {
    protocol: env.ASSISTANT_LLM_PROTOCOL,
    baseUrl: env.ASSISTANT_LLM_BASE_URL.replace(/\/+$/, ''),
    apiKey: env.ASSISTANT_LLM_API_KEY,
    model: env.ASSISTANT_LLM_MODEL,
    timeoutMs: env.ASSISTANT_LLM_TIMEOUT_MS,
  };
}

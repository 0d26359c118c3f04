import * as z from 'zod/mini';

/**
 * The responder service's internal API (docs/architecture.md, Between services): never reachable through the gateway, called
 * with a service token for one user.
 */
export const responderInternalPaths = {
  /**
   * `PUT` (ResponderConfigRequest, responder-api.ts; answers ResponderConfigResponse): the assistant's
   * approved 'turn the auto-responder on' action. For the assistant alone.
   */
  config: '/internal/responder/config',
} as const;

export const responderInternalConfigRequestSchema = z.strictObject({ enabled: z.boolean() });
export type ResponderInternalConfigRequest = z.infer<typeof responderInternalConfigRequestSchema>;

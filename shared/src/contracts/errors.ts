// zod/mini (the same zod 4 schemas, functional API): these contracts are validated in the browser on
// every first visit, and classic zod's chainable API cannot be tree-shaken (~24 KB gzipped).
import * as z from 'zod/mini';

/** Every error a service or the gateway answers has this body (docs/architecture.md, Contracts and errors). */
export const errorCodeSchema = z.enum([
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  /** Sign-in with a wrong email or password (the same answer for both). */
  'INVALID_CREDENTIALS',
  /** Sign-in before the sign-up confirmation link was followed. */
  'EMAIL_NOT_CONFIRMED',
  /** A password-reset or confirmation link that is unknown, spent or expired. */
  'INVALID_TOKEN',
  'FORBIDDEN',
  'CROSS_ORIGIN_REFUSED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    /** The offending field for validation errors, as a dotted path. */
    field: z.optional(z.string()),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}

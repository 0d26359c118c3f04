// zod/mini: the browser's error monitor builds these reports; the gateway checks them.
import * as z from 'zod/mini';
import { errorPatterns, type ErrorPatternType } from './app-constants';

/**
 * The browser's error report (calls, entities: and calls: 'Error monitoring'): `POST
 * /functions/v1/production-error-monitor/report-error`, accepted without a session. Only these
 * fields are kept; a stack trace or anything else is refused, so nothing a page sent can come back
 * into another page.
 */
export const errorReportLimits = {
  nameMax: 200,
  messageMax: 2000,
  urlMax: 2048,
  userAgentMax: 512,
  componentMax: 200,
  /** The whole body, bytes: a report is a few hundred. */
  bodyBytes: 8 * 1024,
  /** Reports the gateway keeps (newest first) for people to read (docs/architecture.md, Who owns what). */
  kept: 200,
  /** Reports one address may send a minute: a loop of errors must not flood Redis or the logs. */
  perMinute: 30,
} as const;

const patternTypes = Object.keys(errorPatterns) as [ErrorPatternType, ...ErrorPatternType[]];
export const errorSeverities = ['low', 'medium', 'high', 'critical'] as const;

const text = (max: number) => z.string().check(z.maxLength(max, `At most ${max} characters.`));

export const errorReportSchema = z.strictObject({
  error: z.strictObject({
    name: text(errorReportLimits.nameMax),
    message: text(errorReportLimits.messageMax),
  }),
  pattern: z.strictObject({
    type: z.enum(patternTypes),
    severity: z.enum(errorSeverities),
    recoverable: z.boolean(),
    autoRetry: z.boolean(),
  }),
  context: z.strictObject({
    url: text(errorReportLimits.urlMax),
    userAgent: text(errorReportLimits.userAgentMax),
    component: z.optional(text(errorReportLimits.componentMax)),
  }),
  timestamp: z.iso.datetime({ offset: true }),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

/** The answer (202): accepted, never repeating what was sent. */
export const errorReportResponseSchema = z.object({ received: z.literal(true) });
export type ErrorReportResponse = z.infer<typeof errorReportResponseSchema>;

/** A kept report: what was sent, and when the gateway received it. */
export const storedErrorReportSchema = z.extend(errorReportSchema, { receivedAt: z.iso.datetime() });
export type StoredErrorReport = z.infer<typeof storedErrorReportSchema>;

/** `GET /api/dev/error-reports` (local mode only): the kept reports, newest first. */
export const errorReportListSchema = z.object({ reports: z.array(storedErrorReportSchema) });
export type ErrorReportList = z.infer<typeof errorReportListSchema>;

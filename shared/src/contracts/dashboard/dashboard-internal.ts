/**
 * The dashboard service's internal API for other services (DESIGN.md §12): never reachable through
 * the gateway, called with a service token for a user. (Settings' calls to the dashboard live in
 * integrations-internal.ts.)
 */
export const dashboardInternalPaths = {
  /**
   * `GET`: the user's analytics of the last 30 days (AnalyticsSummary, analytics.ts), as the
   * dashboard shows them: onboarding sets goal targets from it.
   */
  summary: '/internal/dashboard/summary',
  /** `POST <tools>/<tool name>` (AnalyticsToolRequest): the six analytics tools, for the assistant. */
  tools: '/internal/dashboard/tools',
} as const;

/** The user-facing texts of the dashboard, analytics and goals. Conventions: app/app-texts.ts. */
export const dashboardTexts = {
  // Dashboard spec §2, §4, §8: dashboard and analytics
  dashboard: {
    quickActions: 'Quick Actions',
    startFromScratch: 'Start from scratch',
    createCampaign: 'Create Campaign',
    analytics: 'Analytics',
    growth: 'Growth',
    engagements: 'Engagements',
    tabs: { overview: 'Overview', performance: 'Performance', engagement: 'Engagement', aiInsights: 'AI Insights' },
    metrics: {
      revenue: 'Revenue',
      roas: 'ROAS',
      conversionRate: 'Conversion Rate',
      averageOrderValue: 'Average Order Value',
      totalReach: 'Total Reach',
      totalEngagement: 'Total Engagement',
      totalFollowers: 'Total Followers',
    },
    noAiInsights: 'No AI insights available yet. Run analytics sync to generate insights.',
    demoData: 'Demo Data',
    recentActivity: 'Recent Activity',
    weeklyProgress: 'Weekly Progress',
    revenueChart: {
      title: 'Revenue Performance',
      subtitle: 'Last 30 days performance',
      lastPeriod: 'Last period',
      empty: 'No revenue data available',
    },
    healthStatus: {
      excellent: 'Excellent performance',
      good: 'Good performance',
      warning: 'Needs improvement',
      critical: 'Requires attention',
    },
    platformPerformance: { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' },
  },

  analytics: {
    serviceUnavailable: (status: number | string) => `Analytics service unavailable (${status})`,
    loadFailed: {
      title: 'Failed to load analytics',
      description: "We're having trouble loading your analytics data. Please try again.",
    },
    refreshFailed: { title: 'Refresh failed', description: 'Unable to refresh analytics data. Please try again.' },
    /** Followed by the backend message. */
    dailyMetricsFailed: (message: string) => `Failed to fetch daily metrics: ${message}`,
    topProductsFailed: (message: string) => `Failed to fetch top products: ${message}`,
  },

  goals: {
    createFailed: (message: string) => `Failed to create goal: ${message}`,
    updateFailed: (message: string) => `Failed to update goals: ${message}`,
    deactivateFailed: (message: string) => `Failed to deactivate goals: ${message}`,
    deleteFailed: (message: string) => `Failed to delete goal: ${message}`,
    created: 'Goal created successfully',
    updated: 'Goals updated successfully',
    deactivated: 'All goals deactivated',
    deleted: 'Goal deleted successfully',
  },
} as const;

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

  // Dashboard spec §9: the actions of the weighted health reading (not worded in the spec). Numbers
  // come formatted ('20,000', '5.5', '$10,000').
  healthActions: {
    followers: (target: string) => `Post 3 times a week on your strongest platform to grow followers toward ${target}.`,
    engagement: (targetPercent: string) =>
      `Reply to every comment and end each post with a question to lift engagement toward ${targetPercent}%.`,
    growth: (targetPercent: string) =>
      `Run a collaboration or a giveaway with a creator in your niche to push follower growth toward ${targetPercent}%.`,
    revenue: (target: string) => `Tag your products in posts and stories to move sales toward ${target}.`,
    diversification: (platforms: string) =>
      `Connect another social platform to reach new audiences; ${platforms} connected platforms earn the full points.`,
  },

  // Dashboard spec §9: the advice of the platform performance score (not worded in the spec).
  platformAdvice: {
    engagementExcellent: (ratePercent: string) =>
      `Excellent engagement at ${ratePercent}%: keep posting the formats your audience responds to.`,
    engagementGood: (ratePercent: string) =>
      `Good engagement at ${ratePercent}%: try more short videos and questions to push it further.`,
    engagementLow: (ratePercent: string) =>
      `Low engagement at ${ratePercent}%: reply to comments, ask questions and test short videos to start conversations.`,
    growthLow: (growthPercent: string) =>
      `Follower growth is only ${growthPercent}%: post more consistently and collaborate with other creators.`,
    averageOrderValueLow: (averageOrderValue: string) =>
      `Average order value is ${averageOrderValue}: offer bundles or free shipping above a minimum to raise it.`,
    conversionLow: (ratePercent: string) =>
      `Conversion rate is ${ratePercent}%: simplify checkout and add reviews to product pages to convert more visitors.`,
  },
} as const;

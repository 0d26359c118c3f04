/** The user-facing texts of the dashboard, analytics and goals. Conventions: app/app-texts.ts. */
export const dashboardTexts = {
  // screens and routes, states and transitions, error catalogue: dashboard and analytics
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

  // The dashboard's and analytics' own words beyond the spec (issue 12): the breakdown, the demo
  // label, the empty states, the range picker.
  screen: {
    /** The shell's route title of `/`. */
    pageTitle: 'Dashboard',
    greeting: (hour: number, name: string) =>
      `${hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening'}${name ? `, ${name}` : ''}`,
    heroSubtitle: "Here's how your shop and social accounts are doing.",
    healthScore: 'Health score',
    seeBreakdown: 'See the breakdown',
    weekOverWeek: 'vs last week',
    vsPreviousPeriod: 'vs previous period',
    last7Days: 'last 7 days',
    benchmark: (percentile: number) => `Benchmark: ahead of about ${percentile}% of similar shops`,
    nextStep: 'Your next best step',
    allOnTrack: 'Every part of your score is at its target. Keep it up!',
    breakdown: {
      title: 'How your health score is made',
      intro:
        'Five parts make up your score. Each shows the figure it scored and the target that earns its full points.',
      points: (points: number, max: number) => `${points} of ${max} points`,
      yourFigure: 'Your figure',
      target: 'Target',
      estimated: 'estimated: no growth history yet',
      raiseIt: 'To raise it',
      components: {
        followers: 'Followers',
        engagement: 'Engagement rate',
        growth: 'Follower growth',
        revenue: 'Revenue',
        diversification: 'Connected platforms',
      },
      quickReading: 'Quick reading',
      quickReadingNote: '50 plus engagement, TikTok growth and how sales follow engagement.',
      trend: (trend: number) => `trend +${trend}`,
    },
    demo: {
      badge: 'Demo data',
      notice: "You're looking at a sample shop's figures. Turn Demo Data off to see your own.",
    },
    noData: {
      title: 'No figures yet',
      description: 'Connect your shop and social accounts and your own figures appear here after their first sync.',
      connect: 'Connect accounts',
    },
    lastUpdated: (when: string) => `Updated ${when}`,
    adSpendEstimated: 'Ad spend estimated at 15% of revenue',
    noClickData: 'No click data from your platforms yet',
    performanceBars: {
      conversionRate: 'Conversion rate',
      clickThroughRate: 'Click-through rate',
      returnOnAdSpend: 'Return on ad spend',
    },
    averageOf30Days: (value: string) => `30-day average ${value}`,
    engagementShare: 'Engagement share by platform',
    platforms: 'Platforms',
    followersCount: (followers: string) => `${followers} followers`,
    engagementRate: (rate: string) => `${rate} engagement`,
    change7Days: '7-day change',
    insightsFromScore: 'From your health score',
    insightsFromPlatforms: 'From your platforms',
    recentActivityEmpty: 'Nothing yet: activity shows here after your accounts sync.',
    dayActivity: (orders: number, revenue: string) =>
      `${orders} ${orders === 1 ? 'order' : 'orders'}, ${revenue} in sales`,
    dayEngagement: (engagements: string) => `${engagements} engagements`,
    syncedAt: (when: string) => `Accounts synced ${when}`,
    thisWeek: 'This week',
    lastWeek: 'Last week',
    goals: {
      title: 'Goals',
      empty: 'No goals yet. Add one to follow it here.',
      demoNote: 'Your goals follow your own figures: turn Demo Data off to see them.',
      progress: (current: string, target: string, days: number) => `${current} of ${target} in ${days} days`,
      progressNow: (current: string, target: string) => `${current} of ${target}`,
      add: 'Add goal',
      name: 'Goal',
      metric: 'Measure',
      target: 'Target',
      deadline: 'Deadline (optional)',
      by: (day: string) => `by ${day}`,
      save: 'Save goal',
      cancel: 'Cancel',
      deactivateAll: 'Deactivate all',
      delete: (title: string) => `Delete goal ${title}`,
      metrics: {
        revenue: 'Revenue (USD)',
        orders: 'Orders',
        followers: 'Followers',
        engagement_rate: 'Engagement rate (%)',
        reach: 'Reach',
      },
    },
    metricsLabel: 'Dashboard metrics',
    sidePanelsLabel: 'Activity and progress',
    refresh: 'Refresh',
    retry: 'Try again',
    loading: 'Loading your figures',
  },

  analyticsScreen: {
    rangeLabel: 'Date range',
    ranges: {
      today: 'Today',
      yesterday: 'Yesterday',
      last_7_days: 'Last 7 days',
      last_30_days: 'Last 30 days',
      last_90_days: 'Last 90 days',
      last_12_months: 'Last 12 months',
      custom: 'Custom range',
    },
    from: 'From',
    to: 'To',
    apply: 'Apply',
    tabs: { overview: 'Overview', 'deep-dive': 'Deep dive' },
    /** The shell's route titles of the two tabs. */
    titles: { overview: 'Analytics Overview', 'deep-dive': 'Analytics Deep Dive' },
    tabsLabel: 'Analytics views',
    kpis: {
      totalSales: 'Total Sales',
      totalOrders: 'Total Orders',
      averageOrderValue: 'Average Order Value',
      conversionRate: 'Conversion Rate',
      totalRevenue: 'Total Revenue',
      totalFollowers: 'Total Followers',
      avgEngagementRate: 'Avg. Engagement Rate',
      totalReach: 'Total Reach',
      totalImpressions: 'Total Impressions',
    },
    kpisLabel: 'Key figures',
    salesTrend: 'Sales by day',
    socialTrend: 'Reach and engagement by day',
    topProducts: 'Top products',
    noProducts: 'No product sales in this range.',
    platformBreakdown: 'Platform breakdown',
    noPlatforms: 'No social platform has synced figures in this range.',
    columns: {
      platform: 'Platform',
      followers: 'Followers',
      growth: 'Growth',
      reach: 'Reach',
      engagement: 'Engagement',
      engagementRate: 'Engagement rate',
      score: 'Score',
      product: 'Product',
      sales: 'Sales',
      rank: 'Rank',
      date: 'Date',
      revenue: 'Revenue',
      orders: 'Orders',
    },
    conversionNeedsAnalytics: 'Connect Google Analytics to measure conversion',
    badRange: 'The start date must be on or before the end date.',
    rangeSpan: (start: string, end: string) => `${start} to ${end}`,
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

  // business constants: the actions of the weighted health reading (not worded in the spec). Numbers
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

  // business constants: the advice of the platform performance score (not worded in the spec).
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
  // the engagement tab's list of the owner's most engaging published posts (figures read by the studio)
  topPosts: {
    title: 'Top posts',
    subtitle: 'Your most engaging posts of the last 30 days, by likes, comments, shares and saves.',
    listLabel: 'Top posts of the last 30 days',
    loading: 'Loading your top posts…',
    failed: 'Your top posts could not be loaded just now.',
    none: 'No post published in the last 30 days has figures yet: they are read daily once a post goes out.',
    engagements: (count: string) => `${count} engagements`,
    figures: {
      likes: (count: string) => `${count} likes`,
      comments: (count: string) => `${count} comments`,
      shares: (count: string) => `${count} shares`,
      saves: (count: string) => `${count} saves`,
      reach: (count: string) => `${count} reached`,
      clicks: (count: string) => `${count} clicks`,
    },
    publishedOn: (platform: string, when: string) => `${platform} · ${when}`,
    view: 'View post',
    viewLabel: (platform: string, excerpt: string) => `View the post on ${platform}: ${excerpt}`,
  },
} as const;

import { platforms, type PlatformKey } from './integrations-constants';

/**
 * The mail sent when a connected account stops working (ours: the spec names the Email
 * Notifications switch, not the mails). Conventions: app/app-texts.ts.
 */
export const integrationsMailTexts = {
  accountAlert: (input: {
    platform: PlatformKey;
    displayName: string;
    status: 'needs_reauth' | 'error';
    reason: string;
    link: string;
    name: string | null;
  }) => {
    const label = platforms[input.platform].label;
    const what =
      input.status === 'needs_reauth'
        ? `${label} no longer accepts our access to ${input.displayName}. Connect it again to keep its numbers up to date and your scheduled posts going out.`
        : `${label} could not give us the latest numbers of ${input.displayName}. We will keep trying.`;
    return {
      subject:
        input.status === 'needs_reauth'
          ? `${label}: ${input.displayName} needs to be connected again`
          : `${label}: ${input.displayName} could not be updated`,
      greeting: input.name ? `Hello ${input.name},` : 'Hello,',
      what,
      reason: `${label} said: ${input.reason}`,
      action: 'Open your integrations',
      link: input.link,
      footer: 'You get this mail because Email Notifications are on in Settings → Appearance.',
    };
  },
} as const;

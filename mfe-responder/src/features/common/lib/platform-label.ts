import type { ResponderPlatform } from '@scp/shared/contracts/responder/responder-api';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';

/** 'Instagram' or 'Facebook'. */
export function platformLabel(platform: ResponderPlatform): string {
  return responderTexts.responder.platformPills[platform];
}

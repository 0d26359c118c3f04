import { mediaLimits, mediaServerMessages } from '@scp/shared/contracts/settings/media';
import type { RasterOptions } from '@scp/service-kit/image-processing';

/** What every settings image upload (avatar, logo) is held to, with the settings screens' words. */
export function settingsRaster(invalidType: string): Pick<RasterOptions, 'maxInputPixels' | 'refusals'> {
  return {
    maxInputPixels: mediaLimits.maxInputPixels,
    refusals: {
      empty: mediaServerMessages.empty,
      invalidType,
      foreignContent: mediaServerMessages.foreignContent,
      tooManyPixels: mediaServerMessages.tooManyPixels,
      unreadable: mediaServerMessages.unreadable,
    },
  };
}

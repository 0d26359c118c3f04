import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';
import { registerBrandKitRoutes } from './brand-kit/brand-kit-routes';
import { createBrandKitService } from './brand-kit/brand-kit-service';
import { createLogoService } from './brand-kit/logo-service';
import { registerInternalRoutes } from './internal/internal-routes';
import { createAvatarService } from './media/avatar-service';
import { registerAvatarRoutes } from './media/media-routes';
import { gridFsMediaStore } from './media/media-store';
import { registerVoiceProfileRoutes } from './voice/voice-profile-routes';
import { createVoiceProfileService } from './voice/voice-profile-service';

/** The settings service's HTTP app: brand voice profiles, the brand kit and media under /api/settings. */
export function createApp(deps: ServiceDeps): ServiceApp {
  const voice = createVoiceProfileService();
  const brandKit = createBrandKitService();
  const media = gridFsMediaStore();
  const avatars = createAvatarService(media);
  const logos = createLogoService(media, brandKit);
  return createServiceApp(
    deps,
    (router) => {
      registerVoiceProfileRoutes(router, voice);
      registerBrandKitRoutes(router, brandKit, logos);
      registerAvatarRoutes(router, avatars);
    },
    (internal) => registerInternalRoutes(internal, voice, brandKit),
  );
}

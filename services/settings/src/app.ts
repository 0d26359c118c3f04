import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';
import { registerBrandKitRoutes } from './brand-kit/brand-kit-routes';
import { createBrandKitService } from './brand-kit/brand-kit-service';
import { registerVoiceProfileRoutes } from './voice/voice-profile-routes';
import { createVoiceProfileService } from './voice/voice-profile-service';

/** The settings service's HTTP app: brand voice profiles and the brand kit under /api/settings. */
export function createApp(deps: ServiceDeps): ServiceApp {
  const voice = createVoiceProfileService();
  const brandKit = createBrandKitService();
  return createServiceApp(deps, (router) => {
    registerVoiceProfileRoutes(router, voice);
    registerBrandKitRoutes(router, brandKit);
  });
}

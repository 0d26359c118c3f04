import type { PatientOptions } from '@scp/service-kit/platform-http';
import type { PublicAccountPlatform } from '@scp/shared/contracts/settings/public-accounts-internal';
import type { IntegrationsSettings } from '../platform-apps';
import { createFacebookPublicReader } from '../meta/facebook-public';
import { createInstagramPublicReader } from '../meta/instagram-public';
import type { PublicAccountReader } from './public-account-reader';
import { createTiktokPublicReader } from '../tiktok/tiktok-public';

export type PublicAccountReaders = Partial<Record<PublicAccountPlatform, PublicAccountReader>>;

/** The public-data readers of the platforms whose app is configured. */
export function createPublicAccountReaders(
  settings: Pick<IntegrationsSettings, 'apps' | 'metaApiVersion'>,
  options: { patient?: PatientOptions } = {},
): PublicAccountReaders {
  const { meta, tiktok } = settings.apps;
  const readers: PublicAccountReaders = {};
  if (meta) {
    const version = settings.metaApiVersion;
    readers.instagram = createInstagramPublicReader({ api: meta.urls.api, version, patient: options.patient });
    readers.facebook = createFacebookPublicReader({
      api: meta.urls.api,
      version,
      appId: meta.clientId,
      appSecret: meta.clientSecret,
      patient: options.patient,
    });
  }
  if (tiktok)
    readers.tiktok = createTiktokPublicReader({
      api: tiktok.urls.api,
      clientKey: tiktok.clientId,
      clientSecret: tiktok.clientSecret,
      patient: options.patient,
    });
  return readers;
}

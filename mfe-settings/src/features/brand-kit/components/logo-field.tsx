import { Button, Space, theme } from 'antd';
import { useRef, useState } from 'react';
import { Text } from '@scp/shared/client/typography';
import { useToast } from '@scp/shared/client/use-toast';
import { logoUrlField, type BrandKit, type LogoVariant } from '@scp/shared/contracts/settings/brand-kit';
import { mediaLimits } from '@scp/shared/contracts/settings/media';
import { brandKit as brandKitRules } from '@scp/shared/contracts/settings/settings-constants';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';
import { compressImage } from '../../common/lib/compress-image';
import { useRemoveLogoMutation, useUploadLogoMutation } from '../api/brand-kit-api';

const texts = settingsTexts.brandKitEditor;
/** What the server takes for a logo after the browser's own compression. */
const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** One logo variant (states and transitions: Logo upload): busy while working; SVGs go as they are. */
export function LogoField({ variant, kit }: { variant: LogoVariant; kit: BrandKit }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [upload] = useUploadLogoMutation();
  const [remove] = useRemoveLogoMutation();
  const toast = useToast();
  const { token } = theme.useToken();
  const url = kit[logoUrlField[variant]];
  const label = texts.logoVariants[variant];

  async function change(file: File) {
    if (!(brandKitRules.logoAcceptedTypes as readonly string[]).includes(file.type)) {
      toast.error(settingsTexts.brandKit.invalidFileType);
      return;
    }
    setBusy(true);
    try {
      const image =
        file.type === 'image/svg+xml'
          ? file
          : await compressImage(file, {
              maxDimensionPx: mediaLimits.logoMaxDimensionPx,
              maxBytes: MAX_UPLOAD_BYTES,
              lossless: true,
            });
      await upload({ variant, image }).unwrap();
      toast.success(settingsTexts.brandKit.logoUploaded);
    } catch {
      toast.error(settingsTexts.brandKit.uploadLogoError);
    } finally {
      setBusy(false);
    }
  }

  async function removeLogo() {
    setBusy(true);
    try {
      await remove(variant).unwrap();
      toast.success(settingsTexts.brandKit.logoRemoved);
    } catch {
      toast.error(settingsTexts.brandKit.removeLogoError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      role="group"
      aria-label={label}
      aria-busy={busy}
      style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 12 }}
    >
      <div
        style={{
          width: 64,
          height: 64,
          display: 'grid',
          placeItems: 'center',
          borderRadius: token.borderRadius,
          border: `1px dashed ${token.colorBorder}`,
          // The light and dark variants are seen on the background they are made for.
          background: variant === 'dark' ? '#111' : variant === 'light' ? '#fff' : token.colorBgContainer,
        }}
      >
        {url ? (
          <img src={url} alt={label} style={{ maxWidth: 56, maxHeight: 56 }} />
        ) : (
          <Text
            type="secondary"
            // On the fixed white or black preview, whatever the app's theme: 7:1 or more either way.
            style={{ fontSize: 12, color: variant === 'light' ? '#555' : variant === 'dark' ? '#bfbfbf' : undefined }}
          >
            {texts.noLogo}
          </Text>
        )}
      </div>
      <div>
        <Text strong style={{ display: 'block' }}>
          {label}
        </Text>
        <Space>
          <input
            ref={input}
            type="file"
            hidden
            accept={brandKitRules.logoAcceptedTypes.join(',')}
            data-testid={`logo-file-${variant}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void change(file);
            }}
          />
          <Button
            size="small"
            loading={busy}
            onClick={() => input.current?.click()}
            aria-label={texts.uploadLogo(label)}
          >
            {url ? texts.replace : texts.upload}
          </Button>
          {url && (
            <Button
              size="small"
              danger
              disabled={busy}
              onClick={() => void removeLogo()}
              aria-label={texts.removeLogo(label)}
            >
              {texts.remove}
            </Button>
          )}
        </Space>
      </div>
    </div>
  );
}

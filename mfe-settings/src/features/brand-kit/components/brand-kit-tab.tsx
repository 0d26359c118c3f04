import { Button, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Paragraph, Title } from '@scp/shared/client/typography';
import { useAppSelector } from '@scp/shared/client/hooks';
import { selectSessionUser } from '@scp/shared/client/session-slice';
import { useToast } from '@scp/shared/client/use-toast';
import { appTexts } from '@scp/shared/contracts/app/app-texts';
import { brandColorKeys, logoVariants, type BrandColorKey } from '@scp/shared/contracts/settings/brand-kit';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';
import { SettingsSection } from '../../common/components/settings-section';
import { useGetBrandKitQuery, useUpdateBrandKitColorsMutation } from '../api/brand-kit-api';
import { BrandProfileCard } from './brand-profile-card';
import { ColorField } from './color-field';
import { LogoField } from './logo-field';

const texts = settingsTexts.brandKitEditor;
const colorLabels: Record<BrandColorKey, string> = {
  primary_color: texts.primary,
  secondary_color: texts.secondary,
  accent_color: texts.accent,
};

type Colors = Record<BrandColorKey, string>;

/** The brand kit tab (screens and routes: Other, states and transitions, validation rules): the Brand Profile card and the colours. */
export function BrandKitTab() {
  const user = useAppSelector(selectSessionUser);
  const { data, isLoading, isError } = useGetBrandKitQuery();
  const [updateColors, { isLoading: saving }] = useUpdateBrandKitColorsMutation();
  const toast = useToast();
  const saved = data?.brandKit;
  const [colors, setColors] = useState<Colors>();
  useEffect(() => {
    if (saved) {
      setColors({
        primary_color: saved.primary_color,
        secondary_color: saved.secondary_color,
        accent_color: saved.accent_color,
      });
    }
  }, [saved]);

  const name = user?.user_metadata.company_name || user?.user_metadata.full_name || user?.email || '';
  const changed = saved && colors && brandColorKeys.some((key) => colors[key] !== saved[key]);

  async function save() {
    if (!colors) return;
    try {
      await updateColors(colors).unwrap();
      toast.success(settingsTexts.brandKit.updated);
    } catch {
      toast.error(settingsTexts.brandKit.updateError);
    }
  }

  return (
    <SettingsSection title={settingsTexts.page.tabs['brand-kit']}>
      {isLoading && <Skeleton active />}
      {isError && (
        <Paragraph type="danger" role="alert">
          {appTexts.errors.settingsFallback}
        </Paragraph>
      )}
      {saved && colors && (
        <>
          <BrandProfileCard name={name} kit={{ ...saved, ...colors }} />
          <section aria-label={texts.logos} style={{ marginBottom: 24 }}>
            <Title level={3} style={{ fontSize: 16 }}>
              {texts.logos}
            </Title>
            {logoVariants.map((variant) => (
              <LogoField key={variant} variant={variant} kit={saved} />
            ))}
          </section>
          <form
            aria-label={texts.colors}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <Title level={3} style={{ fontSize: 16 }}>
              {texts.colors}
            </Title>
            {brandColorKeys.map((key) => (
              <ColorField
                key={key}
                label={colorLabels[key]}
                value={colors[key]}
                onChange={(hex) => setColors({ ...colors, [key]: hex })}
              />
            ))}
            <Button type="primary" htmlType="submit" loading={saving} disabled={!changed}>
              {texts.saveColors}
            </Button>
          </form>
        </>
      )}
    </SettingsSection>
  );
}

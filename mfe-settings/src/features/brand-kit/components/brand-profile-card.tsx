import { theme } from 'antd';
import { Title } from '@scp/shared/client/typography';
import type { BrandKit } from '@scp/shared/contracts/settings/brand-kit';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';

const texts = settingsTexts.brandKitEditor;

/** The Brand Profile card (screens and routes: Other): logo, name and palette. */
export function BrandProfileCard({ name, kit }: { name: string; kit: BrandKit }) {
  const { token } = theme.useToken();
  const palette = [
    [texts.primary, kit.primary_color],
    [texts.secondary, kit.secondary_color],
    [texts.accent, kit.accent_color],
  ] as const;
  return (
    <section
      aria-label={texts.brandProfile}
      style={{
        display: 'flex',
        gap: 16,
        alignItems: 'center',
        padding: 16,
        marginBottom: 24,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
      }}
    >
      {kit.logo_url ? (
        <img src={kit.logo_url} alt={texts.logoAlt(name)} style={{ width: 56, height: 56, objectFit: 'contain' }} />
      ) : (
        <div
          aria-hidden
          style={{
            width: 56,
            height: 56,
            borderRadius: token.borderRadius,
            background: kit.primary_color,
            color: '#fff',
            display: 'grid',
            placeItems: 'center',
            fontSize: 24,
            fontWeight: 600,
          }}
        >
          {name.slice(0, 1).toUpperCase()}
        </div>
      )}
      <div>
        <Title level={3} style={{ fontSize: 18, margin: 0 }}>
          {name}
        </Title>
        <ul
          aria-label={texts.palette}
          style={{ display: 'flex', gap: 6, listStyle: 'none', padding: 0, margin: '8px 0 0' }}
        >
          {palette.map(([label, color]) => (
            <li key={label} title={`${label} ${color}`}>
              <span
                role="img"
                aria-label={`${label} ${color}`}
                style={{
                  display: 'block',
                  width: 24,
                  height: 24,
                  borderRadius: '50%',
                  background: color,
                  border: `1px solid ${token.colorBorder}`,
                }}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

// The CommonJS build: the ES one has no `exports` map to send Jest's require to it.
import linkedinFilled from '@ant-design/icons-svg/lib/asn/LinkedinFilled';
import { siFacebook, siGoogleanalytics, siInstagram, siPinterest, siShopify, siTiktok, siX } from 'simple-icons';
import type { PlatformKey } from '../contracts/settings/integrations-constants';

interface Mark {
  viewBox: string;
  path: string;
  /** The brand's colour; none for the black marks, which take the text colour so they show on a dark theme. */
  color?: string;
}

function simpleIcon({ path, hex }: { path: string; hex: string }): Mark {
  return { viewBox: '0 0 24 24', path, color: hex === '000000' ? undefined : `#${hex}` };
}

function linkedinMark(): Mark {
  // Simple Icons no longer carries LinkedIn's mark; antd's icon set does.
  const { icon } = linkedinFilled;
  const node = typeof icon === 'function' ? icon('currentColor', 'currentColor') : icon;
  const path = (node.children ?? []).map((child) => child.attrs.d).join(' ');
  return { viewBox: node.attrs.viewBox ?? '0 0 1024 1024', path, color: '#0A66C2' };
}

/**
 * Each platform's mark, named one by one: the icon sets hold thousands, and only these eight may end
 * up in a bundle.
 */
const marks: Record<PlatformKey, Mark> = {
  shopify: simpleIcon(siShopify),
  instagram: simpleIcon(siInstagram),
  facebook: simpleIcon(siFacebook),
  tiktok: simpleIcon(siTiktok),
  linkedin: linkedinMark(),
  twitter: simpleIcon(siX),
  pinterest: simpleIcon(siPinterest),
  'google-analytics': simpleIcon(siGoogleanalytics),
};

export interface PlatformMarkProps {
  platform: PlatformKey;
  /** Width and height in px; 1em (the text's size) by default. */
  size?: number | string;
  /**
   * The platform's name, for a mark shown without it. Beside the written name (the usual case) leave
   * it out: the mark is then decoration, hidden from assistive technology.
   */
  title?: string;
  /** The text colour instead of the brand's (on a coloured background, such as a selected pill). */
  monochrome?: boolean;
}

/** A platform's logo as inline SVG, in its brand colour, sized to sit in a line of text. */
export function PlatformMark({ platform, size = '1em', title, monochrome = false }: PlatformMarkProps) {
  const mark = marks[platform];
  const named = title !== undefined && title !== '';
  return (
    <svg
      data-platform-mark={platform}
      viewBox={mark.viewBox}
      width={size}
      height={size}
      fill={monochrome ? 'currentColor' : (mark.color ?? 'currentColor')}
      focusable="false"
      role={named ? 'img' : undefined}
      aria-label={named ? title : undefined}
      aria-hidden={named ? undefined : true}
      style={{ display: 'inline-block', flexShrink: 0, verticalAlign: '-0.125em' }}
    >
      {named && <title>{title}</title>}
      <path d={mark.path} />
    </svg>
  );
}

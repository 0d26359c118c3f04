import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { platformKeys, platforms } from '../contracts/settings/integrations-constants';
import { PlatformMark } from './platform-mark';

function markOf(container: HTMLElement): SVGSVGElement {
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no mark drawn');
  return svg;
}

describe('PlatformMark', () => {
  it('draws a distinct mark for every platform of the catalogue', () => {
    const paths = platformKeys.map((platform) => {
      const { container } = render(<PlatformMark platform={platform} />);
      const svg = markOf(container);
      expect(svg).toHaveAttribute('data-platform-mark', platform);
      const d = svg.querySelector('path')?.getAttribute('d') ?? '';
      expect(d.length).toBeGreaterThan(50);
      return d;
    });
    expect(new Set(paths).size).toBe(platformKeys.length);
  });

  it('is decoration beside the written name: hidden from assistive technology, not focusable', () => {
    const { container } = render(
      <span>
        <PlatformMark platform="shopify" /> Shopify
      </span>,
    );
    const svg = markOf(container);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('names itself when shown without the name', () => {
    render(<PlatformMark platform="google-analytics" title={platforms['google-analytics'].label} />);
    const img = screen.getByRole('img', { name: 'Google Analytics' });
    expect(img.querySelector('title')).toHaveTextContent('Google Analytics');
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('takes the brand colour, the text colour for the black marks, and the text colour when asked', () => {
    const fill = (ui: ReactElement) => markOf(render(ui).container).getAttribute('fill');
    expect(fill(<PlatformMark platform="facebook" />)).toBe('#0866FF');
    expect(fill(<PlatformMark platform="linkedin" />)).toBe('#0A66C2');
    // X and TikTok are black: drawn black, they would vanish on the dark theme.
    expect(fill(<PlatformMark platform="twitter" />)).toBe('currentColor');
    expect(fill(<PlatformMark platform="tiktok" />)).toBe('currentColor');
    expect(fill(<PlatformMark platform="instagram" monochrome />)).toBe('currentColor');
  });

  it('sits in a line of text at its size, or at the size asked for', () => {
    const { container, rerender } = render(<PlatformMark platform="pinterest" />);
    expect(markOf(container)).toHaveAttribute('width', '1em');
    rerender(<PlatformMark platform="pinterest" size={20} />);
    expect(markOf(container)).toHaveAttribute('height', '20');
  });
});

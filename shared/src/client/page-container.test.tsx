import { render, screen } from '@testing-library/react';
import { PageContainer, pageMaxWidthPx } from './page-container';

function frameOf(element: HTMLElement): HTMLElement {
  const frame = element.closest<HTMLElement>('[data-page-container]');
  if (!frame) throw new Error('not inside a page container');
  return frame;
}

describe('PageContainer', () => {
  it('keeps a gutter between the content and the app frame on every side', () => {
    render(
      <PageContainer title="Analytics Overview">
        <p>Figures</p>
      </PageContainer>,
    );
    const frame = frameOf(screen.getByText('Figures'));
    const padding = frame.style.padding;
    expect(padding).toMatch(/^clamp\(16px, 4vw, 24px\)$/);
    expect(frame.contains(screen.getByRole('heading', { level: 1, name: 'Analytics Overview' }))).toBe(true);
  });

  it('caps the content at the shared maximum width, centred, unless the page asks for narrower', () => {
    const { rerender } = render(
      <PageContainer>
        <p>Figures</p>
      </PageContainer>,
    );
    const inner = () => screen.getByText('Figures').parentElement as HTMLElement;
    expect(inner()).toHaveStyle({ maxWidth: `${pageMaxWidthPx}px`, marginInline: 'auto' });
    rerender(
      <PageContainer maxWidth={640}>
        <p>Figures</p>
      </PageContainer>,
    );
    expect(inner()).toHaveStyle({ maxWidth: '640px' });
  });

  it('puts the title and the actions in one row, the title as the page h1', () => {
    render(
      <PageContainer title="Settings" actions={<button type="button">Refresh</button>}>
        <p>Tabs</p>
      </PageContainer>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Settings' });
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(heading.parentElement).toBe(refresh.parentElement?.parentElement);
    expect(heading).toHaveStyle({ fontSize: '28px', margin: '0px' });
  });

  it('draws the eyebrow title as a small capitalised h1 when the content has its own headline', () => {
    render(
      <PageContainer title="Dashboard" titleStyle="eyebrow">
        <p>Good morning</p>
      </PageContainer>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveStyle({ textTransform: 'uppercase' });
  });

  it('draws no title row for a page whose content brings its own h1', () => {
    render(
      <PageContainer>
        <h1>Not available</h1>
      </PageContainer>,
    );
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading').parentElement?.parentElement).toHaveAttribute('data-page-container');
  });
});

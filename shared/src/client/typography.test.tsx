import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { appThemeConfig } from './app-theme';
import { Link, Paragraph, Text, Title } from './typography';

const config = appThemeConfig('light');
const token = theme.getDesignToken(config);

function renderThemed(ui: ReactNode) {
  return render(<ConfigProvider theme={config}>{ui}</ConfigProvider>);
}

describe('Title', () => {
  it('renders the heading of its level in the heading size, weight and colour', () => {
    renderThemed(
      <>
        <Title>Page</Title>
        <Title level={3} id="plans">
          Plans
        </Title>
      </>,
    );
    const page = screen.getByRole('heading', { level: 1, name: 'Page' });
    expect(page.tagName).toBe('H1');
    expect(page).toHaveStyle({
      fontSize: `${token.fontSizeHeading1}px`,
      fontWeight: String(token.fontWeightStrong),
      color: token.colorTextHeading,
      marginBottom: '0.5em',
    });
    const plans = screen.getByRole('heading', { level: 3, name: 'Plans' });
    expect(plans).toHaveAttribute('id', 'plans');
    expect(plans).toHaveStyle({ fontSize: `${token.fontSizeHeading3}px` });
  });

  it("lets the caller's style win, a margin shorthand included", () => {
    renderThemed(
      <Title level={2} style={{ fontSize: 20, margin: 0 }}>
        Section
      </Title>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Section' });
    expect(heading).toHaveStyle({ fontSize: '20px', marginTop: '0px', marginBottom: '0px' });
  });
});

describe('Text', () => {
  it('is a span in the text colour, or in the colour of its type', () => {
    renderThemed(
      <>
        <Text>plain</Text>
        <Text type="secondary">secondary</Text>
        <Text type="danger">danger</Text>
        <Text type="success">success</Text>
        <Text type="warning">warning</Text>
      </>,
    );
    expect(screen.getByText('plain').tagName).toBe('SPAN');
    expect(screen.getByText('plain')).toHaveStyle({ color: token.colorText, fontSize: `${token.fontSize}px` });
    expect(screen.getByText('secondary')).toHaveStyle({ color: token.colorTextDescription });
    expect(screen.getByText('danger')).toHaveStyle({ color: token.colorErrorText });
    expect(screen.getByText('success')).toHaveStyle({ color: token.colorSuccessText });
    expect(screen.getByText('warning')).toHaveStyle({ color: token.colorWarningText });
  });

  it("keeps its own colour where the caller's style leaves it undefined", () => {
    renderThemed(
      <Text type="secondary" style={{ color: undefined, fontSize: 12 }}>
        hint
      </Text>,
    );
    expect(screen.getByText('hint')).toHaveStyle({ color: token.colorTextDescription, fontSize: '12px' });
  });

  it('wraps strong text in <strong> and code in <code>, and passes attributes on', () => {
    renderThemed(
      <>
        <Text strong id="label">
          bold
        </Text>
        <Text code>value</Text>
        <Text aria-hidden>hidden</Text>
      </>,
    );
    const bold = screen.getByText('bold');
    expect(bold.tagName).toBe('STRONG');
    expect(bold).toHaveStyle({ fontWeight: String(token.fontWeightStrong) });
    expect(bold.parentElement).toHaveAttribute('id', 'label');
    expect(screen.getByText('value').tagName).toBe('CODE');
    expect(screen.getByText('hidden')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Paragraph', () => {
  it('is a div with a bottom margin, keeping its role and type', () => {
    renderThemed(
      <Paragraph role="alert" type="danger">
        failed
      </Paragraph>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('DIV');
    expect(alert).toHaveTextContent('failed');
    expect(alert).toHaveStyle({ marginBottom: '1em', color: token.colorErrorText });
  });
});

describe('Link', () => {
  it('is a link in its type colour that takes the hover colour while hovered', async () => {
    renderThemed(
      <Link href="/privacy" type="secondary">
        Privacy
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Privacy' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveStyle({ color: token.colorTextDescription });
    await userEvent.hover(link);
    expect(link).toHaveStyle({ color: token.colorLinkHover });
    await userEvent.unhover(link);
    expect(link).toHaveStyle({ color: token.colorTextDescription });
  });

  it('guards a new tab with rel', () => {
    renderThemed(
      <Link href="https://example.com" target="_blank">
        Out
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Out' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

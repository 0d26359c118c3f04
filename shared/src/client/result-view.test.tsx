import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { appThemeConfig } from './app-theme';
import { ResultView } from './result-view';

const config = appThemeConfig('dark');
const token = theme.getDesignToken(config);

function renderThemed(ui: ReactNode) {
  return render(<ConfigProvider theme={config}>{ui}</ConfigProvider>);
}

describe('ResultView', () => {
  it('shows the title, subtitle and actions under the icon of its status', () => {
    renderThemed(
      <ResultView
        status="error"
        title={<h1>Connection failed</h1>}
        subTitle="The provider said no"
        extra={<button type="button">Return to settings</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Connection failed' })).toBeInTheDocument();
    expect(screen.getByText('The provider said no')).toHaveStyle({ color: token.colorTextDescription });
    expect(screen.getByRole('button', { name: 'Return to settings' })).toBeInTheDocument();
    const icon = screen.getByRole('img', { name: 'close-circle' });
    expect(icon.parentElement).toHaveStyle({ color: token.colorError });
  });

  it.each([
    ['success', 'check-circle', token.colorSuccess],
    ['warning', 'warning', token.colorWarning],
    ['info', 'exclamation-circle', token.colorInfo],
    ['404', 'exclamation-circle', token.colorInfo],
  ] as const)('%s: its icon in its colour', (status, icon, color) => {
    renderThemed(<ResultView status={status} title="Title" />);
    expect(screen.getByRole('img', { name: icon }).parentElement).toHaveStyle({ color });
    expect(screen.getByText('Title')).toHaveStyle({
      color: token.colorTextHeading,
      fontSize: `${token.fontSizeHeading3}px`,
      textAlign: 'center',
    });
  });

  it('leaves out the parts it is not given', () => {
    const { container } = renderThemed(<ResultView status="success" title="Done" />);
    const root = container.firstElementChild as HTMLElement;
    // The icon and the title only.
    expect(root.children).toHaveLength(2);
  });
});

import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { Button, Layout, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Sheet } from '@scp/shared/client/sheet';
import { Text } from '@scp/shared/client/typography';
import { layout } from '@scp/shared/contracts/app/app-constants';
import { AccountBadge, SignOutButton, ThemeToggle } from './account-actions';
import { AssistantChat } from './assistant-chat';
import { InboxButton } from './inbox-panel';
import { LiveUpdates } from './live-updates';
import { RemotePrefetch } from './remote-prefetch';
import { UnreadTitle } from './unread-title';
import { activeNavPath, bottomTabItems, drawerItems, sidebarItems } from './navigation';
import { NavList } from './nav-list';
import { useIsMobile } from './use-is-mobile';

const appName = 'Social Commerce';
const sidebarCollapsedKey = 'scp.sidebarCollapsed';
const expandedSidebarPx = 240;
const bottomBarPx = layout.mobileTabBarPx;

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(sidebarCollapsedKey) === '1';
  } catch {
    return false;
  }
}

function DesktopLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const onCollapse = (value: boolean) => {
    setCollapsed(value);
    try {
      window.localStorage.setItem(sidebarCollapsedKey, value ? '1' : '0');
    } catch {
      // The choice just is not remembered.
    }
  };
  const width = pathname.startsWith('/settings') ? layout.sidebarSettingsPx : expandedSidebarPx;
  const selected = activeNavPath(pathname, sidebarItems);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={onCollapse}
        collapsedWidth={layout.sidebarCollapsedPx}
        // antd draws its trigger as a bare div, out of reach of Tab and without a name: a button
        // inside it takes the keyboard (Enter and Space click it, the click reaches antd's handler).
        trigger={
          <button
            type="button"
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            style={{
              width: '100%',
              height: '100%',
              padding: 0,
              border: 0,
              outlineOffset: -token.lineWidthFocus,
              background: 'transparent',
              color: 'inherit',
              font: 'inherit',
              cursor: 'pointer',
            }}
          >
            {collapsed ? <RightOutlined aria-hidden /> : <LeftOutlined aria-hidden />}
          </button>
        }
        width={width}
        theme="light"
        style={{ borderRight: `1px solid ${token.colorBorderSecondary}` }}
      >
        <nav aria-label="Sidebar" style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <Text strong style={{ display: 'block', padding: '20px 24px', whiteSpace: 'nowrap', overflow: 'hidden' }}>
            {collapsed ? 'SC' : appName}
          </Text>
          <NavList items={sidebarItems} active={selected} collapsed={collapsed} />
          <div style={{ marginTop: 'auto', padding: 16, display: 'grid', gap: 8 }}>
            <AccountBadge compact={collapsed} />
            <InboxButton compact={collapsed} />
            <ThemeToggle compact={collapsed} />
            <SignOutButton compact={collapsed} />
          </div>
        </nav>
      </Layout.Sider>
      <Layout.Content style={{ minWidth: 0 }}>{children}</Layout.Content>
    </Layout>
  );
}

function MobileLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = () => setDrawerOpen(false);
  const activeTab = activeNavPath(pathname, bottomTabItems);
  return (
    <Layout style={{ minHeight: '100vh', paddingBottom: bottomBarPx }}>
      <Layout.Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '0 12px',
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Button type="text" icon={<MenuOutlined />} aria-label="Open menu" onClick={() => setDrawerOpen(true)} />
        <Text strong style={{ flex: 1 }}>
          {appName}
        </Text>
        <InboxButton compact />
      </Layout.Header>
      <Sheet title={appName} placement="left" open={drawerOpen} onClose={close} width={280}>
        <nav aria-label="Menu">
          <NavList items={drawerItems} active={activeNavPath(pathname, drawerItems)} onNavigate={close} />
          <div style={{ padding: 16, display: 'grid', gap: 12 }}>
            <ThemeToggle />
            <SignOutButton onDone={close} />
          </div>
        </nav>
      </Sheet>
      <Layout.Content style={{ minWidth: 0 }}>{children}</Layout.Content>
      <nav
        aria-label="Tabs"
        style={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          height: bottomBarPx,
          display: 'grid',
          gridTemplateColumns: `repeat(${bottomTabItems.length}, 1fr)`,
          background: token.colorBgContainer,
          borderTop: `1px solid ${token.colorBorderSecondary}`,
          zIndex: 10,
        }}
      >
        {bottomTabItems.map(({ to, label, icon }) => (
          <Link
            key={to}
            to={to}
            aria-current={activeTab === to ? 'page' : undefined}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 12,
              color: activeTab === to ? token.colorLink : token.colorTextSecondary,
            }}
          >
            <span aria-hidden style={{ fontSize: 18 }}>
              {icon}
            </span>
            {label}
          </Link>
        ))}
      </nav>
    </Layout>
  );
}

/** Sidebar on desktop; top bar, drawer and bottom tabs under 768 px (screens and routes: Layout). */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <LiveUpdates />
      <UnreadTitle />
      <RemotePrefetch />
      <AssistantChat />
      {useIsMobile() ? <MobileLayout>{children}</MobileLayout> : <DesktopLayout>{children}</DesktopLayout>}
    </>
  );
}

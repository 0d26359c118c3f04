// One module per icon: the package root would pull in every icon (tests load it in full).
import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import BulbOutlined from '@ant-design/icons/es/icons/BulbOutlined';
import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import ShoppingOutlined from '@ant-design/icons/es/icons/ShoppingOutlined';
import type { ReactNode } from 'react';
import { navigationTexts } from '@scp/shared/contracts/app/navigation-texts';
import { inboxPaths } from '@scp/shared/contracts/responder/inbox-conversations-paths';

export interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
}

const { drawer, bottomTabs } = navigationTexts;

/** Drawer and sidebar entries: the spec's areas in its order, then Settings. */
export const drawerItems: readonly NavItem[] = [
  { to: '/', label: drawer.dashboard, icon: <HomeOutlined /> },
  { to: '/studio', label: drawer.studio, icon: <EditOutlined /> },
  { to: '/calendar', label: drawer.calendar, icon: <CalendarOutlined /> },
  { to: '/analytics', label: drawer.analytics, icon: <BarChartOutlined /> },
  { to: '/products', label: drawer.products, icon: <ShoppingOutlined /> },
  { to: inboxPaths.inbox, label: drawer.inbox, icon: <MessageOutlined /> },
  { to: '/inspiration', label: drawer.inspiration, icon: <BulbOutlined /> },
  // After the spec's areas: the top bar and the tab bar have no room for it, and a phone must reach it.
  { to: '/settings', label: drawer.settings, icon: <SettingOutlined /> },
];

/** The desktop sidebar: the same areas as the drawer. */
export const sidebarItems: readonly NavItem[] = drawerItems;

export const bottomTabItems: readonly NavItem[] = [
  { to: '/', label: bottomTabs.home, icon: <HomeOutlined /> },
  { to: '/studio', label: bottomTabs.studio, icon: <EditOutlined /> },
  { to: '/inspiration', label: bottomTabs.inspire, icon: <AppstoreOutlined /> },
  { to: '/analytics', label: bottomTabs.analytics, icon: <BarChartOutlined /> },
];

/** The nav entry a path belongs to: '/' only for home itself, others by prefix. */
export function activeNavPath(pathname: string, items: readonly NavItem[]): string | undefined {
  return items.find(({ to }) => (to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`)))?.to;
}

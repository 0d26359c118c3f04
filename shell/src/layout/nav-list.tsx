import { theme } from 'antd';
import { Link } from 'react-router';
import type { NavItem } from './navigation';

/**
 * The sidebar's and the drawer's list of areas: links, the current one marked with
 * `aria-current="page"`. Plain links rather than antd's Menu, whose popup and overflow machinery
 * (unused here) would sit in the shared antd chunk every first visit loads.
 */
export function NavList({
  items,
  active,
  collapsed = false,
  onNavigate,
}: {
  items: readonly NavItem[];
  active: string | undefined;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <>
      <style>{`.scp-nav-link:hover{background:${token.controlItemBgHover}}.scp-nav-link[aria-current='page']:hover{background:${token.controlItemBgActiveHover}}.scp-nav-link:focus-visible{outline:${token.lineWidthFocus}px solid ${token.colorPrimaryBorder};outline-offset:-${token.lineWidthFocus}px}`}</style>
      <ul style={{ listStyle: 'none', margin: 0, padding: '0 4px' }}>
        {items.map(({ to, label, icon }) => {
          const current = active === to;
          return (
            <li key={to}>
              <Link
                to={to}
                onClick={onNavigate}
                className="scp-nav-link"
                aria-current={current ? 'page' : undefined}
                aria-label={collapsed ? label : undefined}
                title={collapsed ? label : undefined}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: collapsed ? 'center' : 'flex-start',
                  gap: 10,
                  height: 40,
                  margin: '4px 0',
                  padding: collapsed ? 0 : '0 20px',
                  borderRadius: token.borderRadiusLG,
                  // The link colour, as antd's Menu marked the selected item (app-theme sets it per theme, with contrast).
                  color: current ? token.colorLink : token.colorText,
                  background: current ? token.controlItemBgActive : 'transparent',
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                }}
              >
                <span aria-hidden style={{ display: 'inline-flex', fontSize: 16 }}>
                  {icon}
                </span>
                {!collapsed && <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}

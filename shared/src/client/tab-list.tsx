import { theme } from 'antd';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

/**
 * The WAI-ARIA tabs pattern (arrow keys, Home/End, one tab stop) on plain buttons: antd's Tabs
 * would enter the shared antd chunk every first visit loads. `extra` sits at the end of the bar.
 */
export function TabList<Key extends string>({
  label,
  tabs,
  active,
  onChange,
  idPrefix,
  extra,
}: {
  label: string;
  tabs: ReadonlyArray<{ key: Key; label: string }>;
  active: Key;
  onChange: (key: Key) => void;
  idPrefix: string;
  extra?: ReactNode;
}) {
  const { token } = theme.useToken();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.key);
    buttons.current[next]?.focus();
  };
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: token.marginSM,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        marginBottom: token.margin,
      }}
    >
      <div role="tablist" aria-label={label} style={{ display: 'flex', overflowX: 'auto', maxWidth: '100%' }}>
        {tabs.map((tab, index) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${idPrefix}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              onKeyDown={(event) => move(event, index)}
              style={{
                background: 'none',
                border: 'none',
                padding: `${token.paddingSM}px ${token.padding}px`,
                cursor: 'pointer',
                font: 'inherit',
                whiteSpace: 'nowrap',
                color: selected ? token.colorText : token.colorTextDescription,
                fontWeight: selected ? 600 : 400,
                boxShadow: selected ? `inset 0 -2px 0 ${token.colorPrimary}` : undefined,
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {extra}
    </div>
  );
}

/** The panel of a tab, labelled by it; `hidden` keeps a panel mounted while another tab shows. */
export function TabPanel({
  idPrefix,
  tabKey,
  hidden = false,
  children,
}: {
  idPrefix: string;
  tabKey: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={`${idPrefix}-panel-${tabKey}`}
      aria-labelledby={`${idPrefix}-tab-${tabKey}`}
      hidden={hidden}
      tabIndex={0}
    >
      {children}
    </div>
  );
}

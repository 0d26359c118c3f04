import { theme } from 'antd';
import { type CSSProperties, type ReactNode, useId } from 'react';

/** One titled part of the campaigns' screens (the list, a campaign's details, timeline and import): a region named by its h2. */
export function CampaignSection({
  title,
  style,
  children,
}: {
  title: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ marginTop: token.marginLG, ...style }}>
      <h2
        id={headingId}
        style={{ margin: `0 0 ${token.marginXS}px`, fontSize: token.fontSizeLG, color: token.colorTextHeading }}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

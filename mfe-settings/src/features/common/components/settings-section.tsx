import type { ReactNode } from 'react';
import { Paragraph, Title } from '@scp/shared/client/typography';

/** One tab's content: its heading (h2 under the page's h1) and an optional line of explanation. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} style={{ maxWidth: 720 }}>
      <Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {title}
      </Title>
      {description && <Paragraph type="secondary">{description}</Paragraph>}
      {children}
    </section>
  );
}

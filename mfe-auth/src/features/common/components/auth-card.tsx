import type { ReactNode } from 'react';
import { Title } from '@scp/shared/client/typography';

/**
 * The frame of every auth screen: a centred column with the screen's heading (full page, no app
 * chrome; the shell's bare frame is the main landmark around it).
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: '32px 16px',
        boxSizing: 'border-box',
      }}
    >
      <section style={{ width: '100%', maxWidth: 400, display: 'flex', flexDirection: 'column', gap: 16 }}>
        {/* The page's one h1 (every page has one), at the size of the h2 it used to be. */}
        <Title level={1} style={{ textAlign: 'center', margin: 0, fontSize: 30 }}>
          {title}
        </Title>
        {children}
      </section>
    </div>
  );
}

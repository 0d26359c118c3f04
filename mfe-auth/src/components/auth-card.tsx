import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The frame of every auth screen: a centred column with the screen's heading (full page, no app chrome). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main
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
        <Typography.Title level={2} style={{ textAlign: 'center', margin: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </section>
    </main>
  );
}

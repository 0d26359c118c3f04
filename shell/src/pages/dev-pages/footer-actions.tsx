import type { ReactNode } from 'react';

/** A sheet's or dialog's footer row: its actions at the end. */
export function FooterActions({ children }: { children: ReactNode }) {
  return <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>{children}</div>;
}

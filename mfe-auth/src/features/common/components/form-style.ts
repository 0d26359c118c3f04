import type { CSSProperties } from 'react';

/** The auth screens' forms: one column, evenly spaced (no antd Form: it is heavy for the /auth first visit). */
export const formStyle: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 12, width: '100%' };

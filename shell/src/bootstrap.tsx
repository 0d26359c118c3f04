import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore } from '@scp/shared/client/store';
import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App store={createAppStore()} />
  </StrictMode>,
);

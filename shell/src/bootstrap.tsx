import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { watchWindowErrors } from '@scp/shared/client/error-reporting';
import { createAppStore } from '@scp/shared/client/store';
import { App } from './app';

// From the first moment: what escapes the app goes to the error monitor (loaded with the first failure).
watchWindowErrors();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App store={createAppStore()} />
  </StrictMode>,
);

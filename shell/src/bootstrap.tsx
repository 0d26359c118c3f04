import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { quietRepeatedConsole, watchWindowErrors } from '@scp/shared/client/error-reporting';
import { createAppStore } from '@scp/shared/client/store';
import { monitoring } from '@scp/shared/contracts/app/app-constants';
import { App } from './app';
import { startServiceWorker } from './service-worker/start-service-worker';

// From the first moment: what escapes the app goes to the error monitor (loaded with the first failure).
watchWindowErrors();
quietRepeatedConsole(monitoring.consoleNoise);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App store={createAppStore()} />
  </StrictMode>,
);
// After `load`: the worker caches the content-hashed files and offers new builds (states and transitions).
startServiceWorker();

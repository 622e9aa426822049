import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToasterHost } from './components/toaster-host';
import { OfflineSupport } from './features/offline/offline-support';
import { registerAppWorker } from './features/offline/register-app';
import { runAfterLoad } from './lib/after-load';
import { shareCspNonce } from './lib/csp-nonce';
import { queryClient } from './lib/query-client';
import { AppRoutes } from './routes';
import './styles.css';

shareCspNonce();
// The worker's install fetches the whole app shell: after the first screen, not beside it.
runAfterLoad(registerAppWorker);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <OfflineSupport />
      <ToasterHost />
    </QueryClientProvider>
  </StrictMode>,
);

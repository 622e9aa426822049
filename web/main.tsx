import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { ToasterHost } from './components/toaster-host';
import { clearOfflineData } from './features/offline/offline-data';
import { OfflineSupport } from './features/offline/offline-support';
import { registerAppWorker } from './features/offline/register-app';
import { i18n, startLocale } from './i18n/i18n';
import { LocaleDirection } from './i18n/locale-direction';
import { AccountLocale } from './i18n/use-locale';
import { runAfterLoad } from './lib/after-load';
import { shareCspNonce } from './lib/csp-nonce';
import { setLoggedOutCleanup } from './lib/logged-out';
import { queryClient } from './lib/query-client';
import { AppRoutes } from './routes';
import './styles.css';

shareCspNonce();
// A session ending deletes the offline app's stored answers: the next person may be someone else.
setLoggedOutCleanup(clearOfflineData);
// The worker's install fetches the whole app shell: after the first screen, not beside it.
runAfterLoad(registerAppWorker);

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <LocaleDirection>
          <QueryClientProvider client={queryClient}>
            <AppRoutes />
            <AccountLocale />
            <OfflineSupport />
            <ToasterHost />
          </QueryClientProvider>
        </LocaleDirection>
      </I18nProvider>
    </StrictMode>,
  );
}

// English renders at once; another language once its catalogue is in.
const starting = startLocale();
if (starting instanceof Promise) void starting.then(render);
else render();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRouter } from './app/router';
import { preloadRoute } from './app/routing/lazy-pages';
import { checkSessionEarly } from './features/auth/auth-context';
import { syncDocumentLanguage } from './lib/i18n/i18n';
import { readStoredLanguage } from './lib/i18n/language';
import { createLazyI18n } from './lib/i18n/lazy-i18n';

// Before React renders anything into the empty page: `<html lang>` is right before there is text to read,
// with no inline script (the Content-Security-Policy allows none).
const { i18n, ready } = createLazyI18n(readStoredLanguage());
syncDocumentLanguage(i18n);
// The page asked for, its layout, their text and the session check (which decides what is shown) all
// start now, alongside `common`, instead of one after the other.
preloadRoute(window.location.pathname);
checkSessionEarly();

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first thing on screen (the loader) is already in the reader's language: nothing renders before
// `common` is here.
void ready.then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  ),
);

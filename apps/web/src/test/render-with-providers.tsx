import type { Language } from '@taskas/contracts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createI18n } from '../lib/i18n/bundled-i18n';

/** One component with the app's providers (theme, translations, query cache), no router. */
export function renderWithProviders(ui: ReactElement, { language = 'en' }: { language?: Language } = {}) {
  return render(
    <AppProviders queryClient={createQueryClient()} i18n={createI18n(language)} env="test">
      {ui}
    </AppProviders>,
  );
}

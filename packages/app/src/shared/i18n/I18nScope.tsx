import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';

/**
 * Gives the components inside it the translator of their page (react-i18next's `useTranslation`).
 * Scoped to the pages that use it, so its code loads with their chunks only.
 */
export function I18nScope({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

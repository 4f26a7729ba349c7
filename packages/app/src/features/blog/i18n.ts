import type { BlogLanguage } from '@atlas/api/blog-paths';
import { createTranslator, translatorCache } from '../../shared/i18n/i18n';
import { SPANISH_SHELL_TEXT } from '../../shared/shell/locales/es';
import { registerShellText } from '../../shared/shell/text';
import { en } from './locales/en';
import { es } from './locales/es';

// The blog has the site's Spanish pages: the chrome around them speaks Spanish too.
registerShellText('es', SPANISH_SHELL_TEXT);

/** The blog's strings per language; a third language is one more entry (and its posts). */
const STRINGS = { en, es } satisfies Record<BlogLanguage, typeof en>;

/** The translator of the blog in one language (namespace `blog`), made once per language. */
export const blogTranslator = translatorCache((language) =>
  createTranslator(
    language,
    Object.fromEntries(Object.entries(STRINGS).map(([code, blog]) => [code, { blog }])),
    { defaultNamespace: 'blog' },
  ),
);

/** `t` of the blog's namespace in a language (loaders use it for the head). */
export function blogT(language: BlogLanguage) {
  return blogTranslator(language).getFixedT(language, 'blog');
}

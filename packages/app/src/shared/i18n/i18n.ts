import { createInstance, type i18n as I18n, type Resource } from 'i18next';

/**
 * The app's one i18n library (ARCHITECTURE "Languages"): i18next. A feature brings its own
 * strings as a namespace per language; `createTranslator` makes a ready instance for one language
 * synchronously (no back end, no detection: the page's language comes from its address), so the
 * server and the browser render the same text. Dates and numbers go through i18next's Intl
 * formatters in the strings themselves (`{{date, datetime(dateStyle: long)}}`), in the page's
 * locale. A third language is its strings plus an entry in the feature's language list.
 */
export function createTranslator(
  language: string,
  resources: Resource,
  options: { defaultNamespace: string; fallbackLanguage?: string },
): I18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: options.fallbackLanguage ?? 'en',
    resources,
    ns: Object.keys(resources[language] ?? {}),
    defaultNS: options.defaultNamespace,
    initAsync: false,
    // React escapes what it renders; strings never carry markup.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** One instance per key (a language and its strings never change while the app runs). */
export function translatorCache(make: (language: string) => I18n): (language: string) => I18n {
  const made = new Map<string, I18n>();
  return (language) => {
    let instance = made.get(language);
    if (!instance) {
      instance = make(language);
      made.set(language, instance);
    }
    return instance;
  };
}

import { useEffect } from 'react';
import { useLocation, useMatches, useRouteError } from 'react-router-dom';
import { useStores } from '../stores/StoresContext';
import { canonicalUrl, documentTitle, resolveHead, type PageHead } from '../routes/head';
import { describeError } from '../features/errors/RouteErrorPage';

/** Keeps the document head in step with client-side navigation (the server writes it first). */
export function HeadSync() {
  const matches = useMatches();
  const location = useLocation();
  const error = useRouteError();
  const { config } = useStores();

  useEffect(() => {
    const head: PageHead = error
      ? { title: describeError(error).title, description: describeError(error).text, noindex: true }
      : resolveHead(matches, { title: config.brandName, description: '' });
    document.title = documentTitle(head, config);
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    document
      .querySelector('link[rel="canonical"]')
      ?.setAttribute('href', canonicalUrl(head, location.pathname, config));
  }, [matches, location.pathname, error, config]);

  return null;
}

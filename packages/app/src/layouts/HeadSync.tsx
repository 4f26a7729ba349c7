import { useEffect } from 'react';
import { useLocation, useMatches, useRouteError } from 'react-router-dom';
import { useStores } from '../shared/stores/StoresContext';
import { renderHeadTags, resolveHead, type PageHead } from '../shared/routing/head';
import { describeError } from '../shared/errors/describe';

/**
 * Keeps the document head in step with client-side navigation: the server wrote the first page's
 * tags; after a navigation the same function writes the new page's tags in their place.
 */
export function HeadSync() {
  const matches = useMatches();
  const location = useLocation();
  const error = useRouteError();
  const { config } = useStores();

  useEffect(() => {
    const described = error ? describeError(error) : null;
    const head: PageHead = described
      ? { title: described.title, description: described.text, noindex: true }
      : resolveHead(matches, config, { title: config.brandName, description: '' });
    const html = renderHeadTags(head, location.pathname, config);
    document.documentElement.lang = head.lang ?? 'en';
    const current = document.head.querySelectorAll('[data-head]');
    // The server's tags for this very page are already right; rewrite only when they differ.
    if ([...current].map((element) => element.outerHTML).join('') === html.replace(/\n\s*/g, ''))
      return;
    current.forEach((element) => element.remove());
    document.head.insertAdjacentHTML('beforeend', html);
  }, [matches, location.pathname, error, config]);

  return null;
}

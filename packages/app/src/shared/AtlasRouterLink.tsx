import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AtlasLinkProps } from '@atlas/ui/Pagination';

/** A click the router should take: the main button, no modifier, into this tab. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

/** A path of this site (`/companies`), not another origin (`https://…`, `//host`) or a scheme. */
export function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A router link in the shape @atlas/ui components expect (`href` instead of `to`): a plain `<a>`
 * whose plain clicks on a path of this site go through the router, as react-router's `Link`
 * does. Drawn on every page by the hundred (menus, footer, cards), it resolves nothing while
 * rendering: react-router's `Link` resolved each path three times and read the location and the
 * route tree per link, a tenth of a listing page's server render (issue 14). Hrefs given here
 * are already absolute, so there is nothing to resolve.
 *
 * `immediate` draws the router's loading state synchronously in the click (`flushSync`), not as
 * a transition that waits behind the next page's code: for a new query of the page in view (the
 * next page of a listing), so its placeholder shows at once (issue 14: feedback within 100 ms).
 */
function RouterAnchor({
  href,
  ref,
  onClick,
  immediate,
  ...rest
}: AtlasLinkProps & { immediate: boolean }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (
    <a
      href={href}
      ref={ref}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || !isAppPath(href)) return;
        if (rest.download !== undefined) return;
        event.preventDefault();
        void navigate(href, {
          // A link to the address in view replaces it, as react-router's does.
          replace: `${pathname}${search}${hash}` === href,
          ...(immediate ? { flushSync: true } : {}),
        });
      }}
    />
  );
}

/** The app's link for @atlas/ui components. */
export function AtlasRouterLink(props: AtlasLinkProps) {
  return <RouterAnchor {...props} immediate={false} />;
}

/** The same link for a new query of the page in view: its loading state shows in the click. */
export function ImmediateRouterLink(props: AtlasLinkProps) {
  return <RouterAnchor {...props} immediate />;
}

import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { AtlasLinkProps } from '@atlas/ui/Pagination';

/** react-router's Link in the shape @atlas/ui components expect (`href` instead of `to`). */
export function AtlasRouterLink({ href, ref, ...rest }: AtlasLinkProps) {
  return <Link to={href} ref={ref} {...rest} />;
}

/** A click the router should take: the main button, no modifier, into this tab. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

/**
 * The same link, for a new query of the page in view (the next page of a listing): the router's
 * loading state is drawn synchronously in the click (`flushSync`, which Link does not offer), not
 * as a transition that waits behind the next page's code, so the page's placeholder shows at once
 * (issue 14: feedback within 100 ms).
 */
export function ImmediateRouterLink({ href, ref, onClick, ...rest }: AtlasLinkProps) {
  const navigate = useNavigate();
  return (
    <Link
      to={href}
      ref={ref}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        void navigate(href, { flushSync: true });
      }}
    />
  );
}

import type * as React from 'react';

/**
 * Props every link component handed to an Atlas component receives. The kit never imports a
 * router: an app adapts its own link (e.g. react-router's `Link`, which wants `to`) to this shape.
 *
 * @example
 * const RouterLink = ({ href, ...rest }: AtlasLinkProps) => <Link to={href} {...rest} />;
 */
export interface AtlasLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: React.Ref<HTMLAnchorElement> | undefined;
}

/** A component that renders a link: a plain `'a'` (the default everywhere) or a router link. */
export type AtlasLinkComponent = React.ElementType<AtlasLinkProps>;

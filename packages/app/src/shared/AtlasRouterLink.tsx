import { Link } from 'react-router-dom';
import type { AtlasLinkProps } from '@atlas/ui/Pagination';

/** react-router's Link in the shape @atlas/ui components expect (`href` instead of `to`). */
export function AtlasRouterLink({ href, ref, ...rest }: AtlasLinkProps) {
  return <Link to={href} ref={ref} {...rest} />;
}

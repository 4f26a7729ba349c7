import { useSearchParams } from 'react-router-dom';
import { safeRedirectPath } from '@atlas/api/validation-rules';

/**
 * Where the person was going (`?redirect=`), when it is a page of this site: every way into
 * sign-up and sign-in passes it on, through the e-mailed links, to the login that ends there
 * (issue 33). Undefined without one, or for anything else (another host, `//…`, a backslash).
 */
export function useReturnPath(): string | undefined {
  const [searchParams] = useSearchParams();
  return safeRedirectPath(searchParams.get('redirect'), '') || undefined;
}

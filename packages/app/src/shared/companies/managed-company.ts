import { useSearchParams } from 'react-router-dom';
import type {
  GetProfileCompanyQuery,
  ProfileCompany,
} from '@atlas/api/endpoints/get-profile-company';
import { paths } from '../../config/paths';
import { useStores } from '../stores/StoresContext';

/** The query parameter that names, by its slug, the company a company-scoped page manages. */
export const COMPANY_PARAM = 'company';

/**
 * `path` with the company named (`?company=acme`, or `&company=acme` after a query), so the link
 * opens that company for a person who runs several (issue 33). Without a slug, `path` as it is.
 */
export function withCompany(path: string, slug: string | null | undefined): string {
  if (!slug) return path;
  const hashAt = path.indexOf('#');
  const [base, hash] = hashAt === -1 ? [path, ''] : [path.slice(0, hashAt), path.slice(hashAt)];
  const [pathname = '', search = ''] = base.split('?', 2);
  const params = new URLSearchParams(search);
  params.set(COMPANY_PARAM, slug);
  return `${pathname}?${params.toString()}${hash}`;
}

/** What GET /profile/company is asked for a page at `url`: the company its address names, if any. */
export function companyQueryOf(url: string | URL): GetProfileCompanyQuery {
  const named = new URL(url, 'http://localhost').searchParams.get(COMPANY_PARAM);
  return named ? { company: named } : {};
}

/** Pages that manage one company: the dashboard's, the editor and the TOP 10 promotion. */
function isCompanyScoped(pathname: string): boolean {
  return (
    pathname === '/dashboard' ||
    pathname.startsWith('/dashboard/') ||
    pathname === '/company/edit' ||
    pathname.startsWith('/top-companies/promote')
  );
}

/**
 * Where switching to the company `slug` leads from the page at `pathname` + `search`: the same
 * page for that company, or null on a page that manages no company (it stays as it is). A lead
 * belongs to one company, so from a lead the other company's leads open.
 */
export function switchCompanyTarget(pathname: string, search: string, slug: string): string | null {
  if (!isCompanyScoped(pathname)) return null;
  if (/^\/dashboard\/inbox\/valet\/[^/]+/.test(pathname))
    return withCompany(paths.dashboardValet(), slug);
  return withCompany(`${pathname}${search}`, slug);
}

export interface ManagedCompany {
  /** The company the page's links carry: the one its address names, else the person's current one. */
  slug: string | null;
  /** The company the address names ('' for none): part of the page's load key. */
  named: string;
  /**
   * Reads the company the page manages — the one its address names (a 404 unless the person is
   * its member), else the person's current one — and makes it their current company.
   */
  read(signal: AbortSignal): Promise<ProfileCompany>;
  /**
   * `path` naming the company (`slug`, else the page's) for a person who runs several, so the
   * link opens the same company whatever they choose elsewhere; as it is for everyone else.
   */
  link(path: string, slug?: string | null): string;
}

/** The company a company-scoped page manages (issue 33: a person may run several). */
export function useManagedCompany(): ManagedCompany {
  const { api, user } = useStores();
  const [search] = useSearchParams();
  const named = search.get(COMPANY_PARAM) ?? '';
  const slug = named || user.company?.slug || null;
  return {
    slug,
    named,
    read: async (signal) => {
      const answer = await api.getProfileCompany(named ? { company: named } : {}, signal);
      user.setCompany(answer.data);
      return answer.data;
    },
    link: (path, company) => (user.managesSeveral ? withCompany(path, company ?? slug) : path),
  };
}

import type { RouteObject } from 'react-router-dom';
import type { GuardName } from '../routing/guards';
import type { ParamRule, RouteHandle } from '../routing/head';
import type { ComingSoonLink } from './links';

/**
 * A page of SPEC §2 whose content belongs to a later issue. Its address, layout, name and guards
 * are final; until its feature is built it shows an honest "coming soon" page. The feature that
 * will build it lists it in its own routes, so that issue replaces a file of its own.
 */
export interface ComingSoonPageRoute {
  /** Path relative to the root (or to the parent route), exactly as SPEC §2 (`:name?` optional). */
  path: string;
  /** The route name (layout rules and analytics use it). */
  name: string;
  /** The page's heading and document title. */
  title: string;
  /** What the page will offer, in a sentence. */
  text: string;
  guards?: readonly GuardName[];
  /** false for forms, login, register and dashboard pages. */
  keepAlive?: boolean;
  params?: Readonly<Record<string, ParamRule>>;
  links?: readonly ComingSoonLink[];
  hideNavigation?: boolean;
}

/** The route of a coming-soon page: final path, name, guards and head; a lazy placeholder page. */
export function comingSoonRoute(page: ComingSoonPageRoute): RouteObject {
  const handle: RouteHandle = {
    name: page.name,
    head: () => ({ title: page.title, description: page.text, noindex: true }),
    ...(page.guards ? { guards: page.guards } : {}),
    ...(page.keepAlive === false ? { keepAlive: false } : {}),
    ...(page.params ? { params: page.params } : {}),
    ...(page.hideNavigation ? { hideNavigation: true } : {}),
  };
  const lazy = async () => {
    const { ComingSoonPage } = await import('./ComingSoonPage');
    return {
      Component: function PlannedPage() {
        return <ComingSoonPage title={page.title} text={page.text} links={page.links} />;
      },
    };
  };
  return page.path === '' ? { index: true, lazy, handle } : { path: page.path, lazy, handle };
}

import { paths } from '../../config/paths';
import { LATEST_AWARDS_EDITION } from '../../shared/shell/awards';
import { ENGLISH_SHELL_TEXT, fill, type ShellText } from '../../shared/shell/text';

/** The header's variants that have a navigation (the awards-only header has none). */
export type NavigationVariant = 'full' | 'slim';

/**
 * How the wide-screen bar shows a link: in the main navigation, as its outlined call to action,
 * in the account area (`account-primary`: the contained button), or not at all (drawer only).
 */
export type BarPlacement = 'nav' | 'nav-action' | 'account' | 'account-primary' | 'drawer-only';

export type HeaderEntry =
  | { kind: 'menu'; menu: 'companies' | 'services' }
  /** The TOP 10 Listings menu: on the bar only, where the page allows it. */
  | { kind: 'top10' }
  | { kind: 'link'; label: string; href: string; bar: BarPlacement };

/**
 * The header's navigation, once: the wide-screen bar and the mobile drawer both render this list,
 * each in its own way (SPEC §2 "Header"): the bar in place, its account area's primary button
 * last; the drawer with the menus as groups at the top, then the links in order. Slim headers have Awards, Companies, Services, Contact Us
 * and Log In; full ones the menus, TOP 10, Awards 2025, Blog, the valet button and Get Listed.
 */
export function headerNavigation(
  variant: NavigationVariant,
  {
    loggedIn,
    valetText,
    text = ENGLISH_SHELL_TEXT,
  }: { loggedIn: boolean; valetText: string; text?: ShellText },
): HeaderEntry[] {
  const account: HeaderEntry[] = loggedIn
    ? // Signed in, the bar has the user menu instead; the drawer keeps a way out.
      [{ kind: 'link', label: text.logout, href: paths.logout(), bar: 'drawer-only' }]
    : [{ kind: 'link', label: text.logIn, href: paths.login(), bar: 'account' }];
  if (variant === 'slim') {
    return [
      { kind: 'link', label: text.awards, href: paths.awards(), bar: 'nav' },
      { kind: 'menu', menu: 'companies' },
      { kind: 'menu', menu: 'services' },
      { kind: 'link', label: text.contactUs, href: paths.contact(), bar: 'nav' },
      ...account,
    ];
  }
  return [
    { kind: 'menu', menu: 'companies' },
    { kind: 'menu', menu: 'services' },
    { kind: 'top10' },
    {
      kind: 'link',
      label: fill(text.awardsEdition, { edition: LATEST_AWARDS_EDITION }),
      href: paths.awardsEdition(LATEST_AWARDS_EDITION),
      bar: 'nav',
    },
    { kind: 'link', label: text.blog, href: paths.blog(), bar: 'nav' },
    { kind: 'link', label: valetText, href: paths.projectSubmission(), bar: 'nav-action' },
    ...(loggedIn
      ? []
      : [
          {
            kind: 'link',
            label: text.getListed,
            href: paths.getListed(),
            bar: 'account-primary',
          } satisfies HeaderEntry,
        ]),
    ...account,
  ];
}

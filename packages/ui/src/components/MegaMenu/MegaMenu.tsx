import * as React from 'react';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import type { AtlasLinkComponent } from '../../internal/link';
import { megaMenuClasses } from './megaMenuClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasMegaMenu';

/** A link of the menu. */
export interface MegaMenuLink {
  /** The link's text, e.g. "Poland". */
  label: string;
  /** Where it goes, e.g. "/companies/poland". */
  href: string;
}

/** A column (or a tab) of links. */
/** A labelled run of links inside a section. */
export interface MegaMenuLinkGroup {
  /** The group's label, e.g. "Cities". */
  label: string;
  /** Its links, in order. */
  links: readonly MegaMenuLink[];
}

export interface MegaMenuSection {
  /** The section's title, e.g. "Europe" or "Design". */
  title: string;
  /** Its links, in order. */
  links: readonly MegaMenuLink[];
  /**
   * Labelled groups of links after `links`, e.g. "Countries" and "Cities" in a region, so
   * kinds of places are told apart.
   */
  groups?: readonly MegaMenuLinkGroup[] | undefined;
  /** An optional last link such as "See all". */
  seeAll?: MegaMenuLink | undefined;
}

/** `'columns'`: every section side by side. `'tabs'`: one section at a time behind tabs. */
export type MegaMenuVariant = 'columns' | 'tabs';

export interface MegaMenuProps {
  /** The sections, in order. */
  sections: readonly MegaMenuSection[];
  /**
   * How the sections are laid out.
   * @default 'columns'
   */
  variant?: MegaMenuVariant | undefined;
  /** A button under the menu, e.g. "Discover All Agencies in the World" to /companies. */
  action?: MegaMenuLink | undefined;
  /**
   * Accessible name of the menu's `<nav>` landmark, e.g. "Companies".
   * @default 'Menu'
   */
  label?: string | undefined;
  /**
   * Renders every link: a plain `<a>` by default, or the app's router link.
   * @default 'a'
   */
  LinkComponent?: AtlasLinkComponent | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
  /**
   * Prefix of the ids of its parts (tabs, the tab panel, section titles). Without it React makes
   * one; with it the menu's HTML is the same wherever it is drawn, so a server can keep it.
   */
  id?: string | undefined;
}

interface MegaMenuOwnerState {
  variant: MegaMenuVariant;
}

const MegaMenuRoot = styled('nav', { name: NAME, slot: 'root' })<{
  ownerState: MegaMenuOwnerState;
}>(
  memoTheme(({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
    variants: [
      {
        props: { variant: 'tabs' },
        style: {
          display: 'grid',
          gridTemplateColumns: 'minmax(180px, auto) 1fr',
          columnGap: theme.spacing(3),
        },
      },
    ],
  })),
);

const MegaMenuColumns = styled('div', { name: NAME, slot: 'columns' })(
  memoTheme(({ theme }) => ({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: theme.spacing(3),
  })),
);

const MegaMenuSectionRoot = styled('section', { name: NAME, slot: 'section' })({ minWidth: 0 });

const MegaMenuTitle = styled('h2', { name: NAME, slot: 'title' })(
  memoTheme(({ theme }) => ({
    ...theme.typography.overline,
    margin: 0,
    marginBottom: theme.spacing(1),
    color: theme.palette.text.secondary,
  })),
);

const MegaMenuLinks = styled('ul', { name: NAME, slot: 'links' })(
  memoTheme(({ theme }) => ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.spacing(0.75),
    ...theme.typography.body2,
    // The links are plain anchors (or the app's router link) styled here: a styled MUI Link per
    // entry made every page's server render serialise its styles a hundred times over.
    '& a': { color: theme.palette.text.primary, textDecoration: 'none' },
    '& a:hover': { color: theme.palette.primary.main, textDecoration: 'underline' },
    '& a:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: 2,
      borderRadius: 2,
    },
    [`&.${megaMenuClasses.seeAll}`]: { marginTop: theme.spacing(1), fontWeight: 700 },
  })),
);

const MegaMenuGroupLabel = styled('h3', { name: NAME, slot: 'groupLabel' })(
  memoTheme(({ theme }) => ({
    ...theme.typography.caption,
    fontWeight: 700,
    margin: theme.spacing(1.5, 0, 0.5),
    color: theme.palette.text.secondary,
  })),
);

const MegaMenuTabs = styled(Tabs, { name: NAME, slot: 'tabs' })(
  memoTheme(({ theme }) => ({
    borderInlineEnd: `1px solid ${theme.palette.divider}`,
    '& .MuiTab-root': { alignItems: 'flex-start', textAlign: 'start', fontWeight: 600 },
  })),
);

const MegaMenuAction = styled('div', { name: NAME, slot: 'action' })({
  gridColumn: '1 / -1',
});

interface SectionProps {
  section: MegaMenuSection;
  LinkComponent: AtlasLinkComponent;
  showTitle: boolean;
  titleId: string;
}

function Section({ section, LinkComponent, showTitle, titleId }: SectionProps) {
  return (
    <MegaMenuSectionRoot
      className={megaMenuClasses.section}
      aria-labelledby={showTitle ? titleId : undefined}
    >
      {showTitle ? (
        <MegaMenuTitle id={titleId} className={megaMenuClasses.title}>
          {section.title}
        </MegaMenuTitle>
      ) : null}
      {section.links.length > 0 ? (
        <MegaMenuLinks className={megaMenuClasses.links}>
          {section.links.map((link) => (
            <li key={link.href}>
              <LinkComponent href={link.href}>{link.label}</LinkComponent>
            </li>
          ))}
        </MegaMenuLinks>
      ) : null}
      {(section.groups ?? [])
        .filter((group) => group.links.length > 0)
        .map((group) => (
          <React.Fragment key={group.label}>
            <MegaMenuGroupLabel className={megaMenuClasses.groupLabel}>
              {group.label}
            </MegaMenuGroupLabel>
            <MegaMenuLinks className={megaMenuClasses.links}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <LinkComponent href={link.href}>{link.label}</LinkComponent>
                </li>
              ))}
            </MegaMenuLinks>
          </React.Fragment>
        ))}
      {section.seeAll ? (
        <MegaMenuLinks className={classNames(megaMenuClasses.links, megaMenuClasses.seeAll)}>
          <li>
            <LinkComponent href={section.seeAll.href}>{section.seeAll.label}</LinkComponent>
          </li>
        </MegaMenuLinks>
      ) : null}
    </MegaMenuSectionRoot>
  );
}

/**
 * The header's big menus: regions with their countries and cities side by side (`'columns'`), or
 * service groups behind tabs (`'tabs'`), with an optional call-to-action button. Every entry is a
 * real link.
 */
export function MegaMenu(inProps: MegaMenuProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    sections,
    variant = 'columns',
    action,
    label = 'Menu',
    LinkComponent = 'a',
    className,
    sx,
    id,
  } = props;
  const [tab, setTab] = React.useState(0);
  const generatedId = React.useId();
  const idPrefix = id ?? generatedId;
  const ownerState: MegaMenuOwnerState = { variant };
  const current = sections[Math.min(tab, sections.length - 1)];

  const actionButton = action ? (
    <MegaMenuAction className={megaMenuClasses.action}>
      <Button variant="contained" component={LinkComponent} href={action.href}>
        {action.label}
      </Button>
    </MegaMenuAction>
  ) : null;

  return (
    <MegaMenuRoot
      aria-label={label}
      className={classNames(megaMenuClasses.root, className)}
      ownerState={ownerState}
      sx={sx}
    >
      {variant === 'tabs' ? (
        <>
          <MegaMenuTabs
            className={megaMenuClasses.tabs}
            orientation="vertical"
            value={current ? Math.min(tab, sections.length - 1) : false}
            onChange={(_event, next: number) => setTab(next)}
            aria-label={label}
          >
            {sections.map((section, index) => (
              <Tab
                key={section.title}
                value={index}
                label={section.title}
                id={`${idPrefix}-tab-${index}`}
                aria-controls={`${idPrefix}-panel`}
              />
            ))}
          </MegaMenuTabs>
          {current ? (
            <MegaMenuColumns
              className={megaMenuClasses.columns}
              role="tabpanel"
              id={`${idPrefix}-panel`}
              aria-labelledby={`${idPrefix}-tab-${Math.min(tab, sections.length - 1)}`}
            >
              <Section
                section={current}
                LinkComponent={LinkComponent}
                showTitle={false}
                titleId={`${idPrefix}-title`}
              />
            </MegaMenuColumns>
          ) : null}
        </>
      ) : (
        <MegaMenuColumns className={megaMenuClasses.columns}>
          {sections.map((section, index) => (
            <Section
              key={section.title}
              section={section}
              LinkComponent={LinkComponent}
              showTitle
              titleId={`${idPrefix}-title-${index}`}
            />
          ))}
        </MegaMenuColumns>
      )}
      {actionButton}
    </MegaMenuRoot>
  );
}

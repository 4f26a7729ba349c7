import MuiPagination, { paginationClasses as muiPaginationClasses } from '@mui/material/Pagination';
import type { PaginationProps as MuiPaginationProps } from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import type { PaginationRenderItemParams } from '@mui/material/Pagination';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import type { AtlasLinkComponent } from '../../internal/link';
import { paginationClasses } from './paginationClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasPagination';

export type PaginationSize = 'small' | 'medium' | 'large';

export type PaginationAlign = 'start' | 'center' | 'end';

export interface PaginationProps {
  /** The current page, counted from 1. Its link carries `aria-current="page"`. */
  page: number;
  /** How many pages there are. Nothing is rendered when there is at most one. */
  count: number;
  /**
   * The address of a page, e.g. `page => page === 1 ? '/companies' : \`/companies?page=${page}\``.
   * Every page is a real link, so the list works without JavaScript and can be crawled.
   */
  getPageHref: (page: number) => string;
  /**
   * Renders each link: a plain `<a>` by default, or the app's router link adapted to
   * `AtlasLinkProps` (`href` in, anchor attributes through).
   * @default 'a'
   */
  LinkComponent?: AtlasLinkComponent | undefined;
  /**
   * Accessible name of the `<nav>` landmark; give each navigation on a page its own name.
   * @default 'Pagination'
   */
  label?: string | undefined;
  /**
   * Size of the page links.
   * @default 'medium'
   */
  size?: PaginationSize | undefined;
  /**
   * Where the links sit in the available width.
   * @default 'center'
   */
  align?: PaginationAlign | undefined;
  /**
   * Pages always shown on each side of the current one.
   * @default 1
   */
  siblingCount?: number | undefined;
  /**
   * Pages always shown at the start and at the end.
   * @default 1
   */
  boundaryCount?: number | undefined;
  /**
   * Shows a link to the first page.
   * @default false
   */
  showFirstButton?: boolean | undefined;
  /**
   * Shows a link to the last page.
   * @default false
   */
  showLastButton?: boolean | undefined;
  /**
   * Accessible name of each link; override it to translate.
   * @default MUI's: "Go to page 3", "page 3" (current), "Go to next page"…
   */
  getItemAriaLabel?: MuiPaginationProps['getItemAriaLabel'];
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface PaginationOwnerState {
  size: PaginationSize;
  align: PaginationAlign;
}

const PaginationRoot = styled(MuiPagination, {
  name: NAME,
  slot: 'root',
  // The items are MUI's own PaginationItem (so `component` stays typed); their theme overrides
  // are applied from here, the way MUI's Rating reaches its inner slots.
  overridesResolver: (_props, styles) => [
    styles.root,
    { [`& .${paginationClasses.item}`]: styles.item },
  ],
})<{ ownerState: PaginationOwnerState }>(
  memoTheme(({ theme }) => ({
    [`& .${muiPaginationClasses.ul}`]: { gap: theme.spacing(0.5) },
    [`& .${paginationClasses.item}`]: { fontWeight: 600 },
    variants: [
      {
        props: { align: 'start' },
        style: { [`& .${muiPaginationClasses.ul}`]: { justifyContent: 'flex-start' } },
      },
      {
        props: { align: 'center' },
        style: { [`& .${muiPaginationClasses.ul}`]: { justifyContent: 'center' } },
      },
      {
        props: { align: 'end' },
        style: { [`& .${muiPaginationClasses.ul}`]: { justifyContent: 'flex-end' } },
      },
    ],
  })),
);

const RELATIONS: Partial<Record<PaginationRenderItemParams['type'], string>> = {
  previous: 'prev',
  next: 'next',
};

/**
 * Page links for a listing, in a `<nav>` landmark. Every page is a real link built by
 * `getPageHref`; the current one has `aria-current="page"`.
 */
export function Pagination(inProps: PaginationProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    page,
    count,
    getPageHref,
    LinkComponent = 'a',
    label = 'Pagination',
    size = 'medium',
    align = 'center',
    siblingCount,
    boundaryCount,
    showFirstButton,
    showLastButton,
    getItemAriaLabel,
    className,
    sx,
  } = props;

  if (count < 2) return null;
  const ownerState: PaginationOwnerState = { size, align };

  const renderItem = (item: PaginationRenderItemParams) => {
    const itemClassName = paginationClasses.item;
    // Ellipses and disabled previous/next have nowhere to go: MUI renders them as text and
    // disabled buttons, never as links to a page that does not exist.
    if (item.page === null || item.disabled) {
      return <PaginationItem {...item} className={itemClassName} />;
    }
    return (
      <PaginationItem
        {...item}
        className={itemClassName}
        component={LinkComponent}
        nativeButton={false}
        href={getPageHref(item.page)}
        rel={RELATIONS[item.type]}
      />
    );
  };

  return (
    <PaginationRoot
      aria-label={label}
      className={classNames(paginationClasses.root, className)}
      ownerState={ownerState}
      sx={sx}
      page={page}
      count={count}
      size={size}
      color="primary"
      shape="rounded"
      siblingCount={siblingCount}
      boundaryCount={boundaryCount}
      showFirstButton={showFirstButton}
      showLastButton={showLastButton}
      getItemAriaLabel={getItemAriaLabel}
      renderItem={renderItem}
    />
  );
}

import Link, { linkClasses } from '@mui/material/Link';
import { jsx as emotionJsx } from '@emotion/react';
import { useTheme, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import type { AtlasLinkComponent } from '../../internal/link';
import { reviewCountClasses } from './reviewCountClasses';
import { themedStyles, withSx } from '../../internal/themedStyles';

const NAME = 'AtlasReviewCount';

export type ReviewCountSize = 'small' | 'medium';

export interface ReviewCountProps {
  /** How many reviews there are. */
  count: number;
  /**
   * Where the reviews are. When set, the text is a link (rendered by `LinkComponent`).
   */
  href?: string | undefined;
  /**
   * Renders the link when `href` is set: a plain `<a>` by default, or the app's router link
   * adapted to `AtlasLinkProps` (`href` in, anchor attributes through).
   * @default 'a'
   */
  LinkComponent?: AtlasLinkComponent | undefined;
  /**
   * Text size: `small` for dense rows such as listing cards.
   * @default 'medium'
   */
  size?: ReviewCountSize | undefined;
  /**
   * The text for a count; override it to translate.
   * @default count => "No reviews yet" / "1 review" / "1,234 reviews"
   */
  getLabel?: ((count: number) => string) | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface ReviewCountOwnerState {
  size: ReviewCountSize;
}

/** Serialized once per theme and size (`themedStyles`): a listing has one per card (issue 14). */
const countStyles = themedStyles<ReviewCountOwnerState>({
  name: NAME,
  classes: reviewCountClasses,
  key: (ownerState) => ownerState.size,
  build: (theme) => ({
    fontFamily: theme.typography.fontFamily,
    lineHeight: 1.4,
    color: theme.palette.text.secondary,
    [`& .${linkClasses.root}`]: { fontWeight: 600 },
    variants: [
      { props: { size: 'small' }, style: { fontSize: theme.typography.body2.fontSize } },
      { props: { size: 'medium' }, style: { fontSize: theme.typography.body1.fontSize } },
    ],
  }),
});

const numberFormat = new Intl.NumberFormat('en-US');

function defaultLabel(count: number): string {
  if (count <= 0) return 'No reviews yet';
  if (count === 1) return '1 review';
  return `${numberFormat.format(count)} reviews`;
}

/** "N reviews", "1 review" or "No reviews yet"; a link to the reviews when given `href`. */
export function ReviewCount(inProps: ReviewCountProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    count,
    href,
    LinkComponent = 'a',
    size = 'medium',
    getLabel = defaultLabel,
    className,
    sx,
  } = props;
  const ownerState: ReviewCountOwnerState = { size };

  const theme = useTheme();
  const styles = countStyles(theme, ownerState);
  return emotionJsx(
    'span',
    {
      className: classNames(reviewCountClasses.root, className),
      css: withSx(styles, theme, sx),
    },
    href === undefined ? (
      getLabel(count)
    ) : (
      <Link component={LinkComponent} href={href}>
        {getLabel(count)}
      </Link>
    ),
  );
}

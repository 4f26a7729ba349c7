/**
 * Teaches MUI's theme types about Atlas: our tokens under `theme.atlas`, and every Atlas component
 * under `theme.components`, so an app sets their default props, style overrides and variants exactly
 * as it does for MUI's own components:
 *
 * ```ts
 * createAtlasTheme({
 *   components: {
 *     AtlasRatingStars: { defaultProps: { size: 'small' }, styleOverrides: { value: { fontWeight: 800 } } },
 *   },
 * });
 * ```
 *
 * `@atlas/ui/theme` imports this file, so importing the theme entry is enough for the types to apply.
 */
import type { ComponentsOverrides, ComponentsVariants } from '@mui/material/styles';
import type { CompanyCardProps } from '../components/CompanyCard/CompanyCard';
import type { CompanyCardClassKey } from '../components/CompanyCard/companyCardClasses';
import type { PaginationProps } from '../components/Pagination/Pagination';
import type { PaginationClassKey } from '../components/Pagination/paginationClasses';
import type { RatingStarsProps } from '../components/RatingStars/RatingStars';
import type { RatingStarsClassKey } from '../components/RatingStars/ratingStarsClasses';
import type { ReviewCountProps } from '../components/ReviewCount/ReviewCount';
import type { ReviewCountClassKey } from '../components/ReviewCount/reviewCountClasses';
import type { AtlasTokens } from './tokens';

/** Component name in the theme → its props (what `defaultProps` accepts). */
export interface AtlasComponentsPropsList {
  AtlasCompanyCard: Partial<CompanyCardProps>;
  AtlasPagination: Partial<PaginationProps>;
  AtlasRatingStars: Partial<RatingStarsProps>;
  AtlasReviewCount: Partial<ReviewCountProps>;
}

/** Component name in the theme → its slots (what `styleOverrides` accepts). */
export interface AtlasComponentNameToClassKey {
  AtlasCompanyCard: CompanyCardClassKey;
  AtlasPagination: PaginationClassKey;
  AtlasRatingStars: RatingStarsClassKey;
  AtlasReviewCount: ReviewCountClassKey;
}

/** The theme entry of one Atlas component, shaped like MUI's own entries. */
export interface AtlasComponentThemeEntry<Name extends keyof AtlasComponentsPropsList, Theme> {
  defaultProps?: AtlasComponentsPropsList[Name] | undefined;
  styleOverrides?: ComponentsOverrides<Theme>[Name] | undefined;
  variants?: ComponentsVariants<Theme>[Name] | undefined;
}

declare module '@mui/material/styles' {
  interface Theme {
    /** Atlas design tokens; see `AtlasTokens`. */
    atlas: AtlasTokens;
  }

  interface ThemeOptions {
    /** Atlas design tokens; `createAtlasTheme` fills them in from its `variant`. */
    atlas?: AtlasTokens | undefined;
  }

  interface ComponentsPropsList {
    AtlasCompanyCard: AtlasComponentsPropsList['AtlasCompanyCard'];
    AtlasPagination: AtlasComponentsPropsList['AtlasPagination'];
    AtlasRatingStars: AtlasComponentsPropsList['AtlasRatingStars'];
    AtlasReviewCount: AtlasComponentsPropsList['AtlasReviewCount'];
  }

  interface ComponentNameToClassKey {
    AtlasCompanyCard: AtlasComponentNameToClassKey['AtlasCompanyCard'];
    AtlasPagination: AtlasComponentNameToClassKey['AtlasPagination'];
    AtlasRatingStars: AtlasComponentNameToClassKey['AtlasRatingStars'];
    AtlasReviewCount: AtlasComponentNameToClassKey['AtlasReviewCount'];
  }

  interface Components<Theme = unknown> {
    AtlasCompanyCard?: AtlasComponentThemeEntry<'AtlasCompanyCard', Theme> | undefined;
    AtlasPagination?: AtlasComponentThemeEntry<'AtlasPagination', Theme> | undefined;
    AtlasRatingStars?: AtlasComponentThemeEntry<'AtlasRatingStars', Theme> | undefined;
    AtlasReviewCount?: AtlasComponentThemeEntry<'AtlasReviewCount', Theme> | undefined;
  }
}

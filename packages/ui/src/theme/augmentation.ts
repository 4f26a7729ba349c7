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
import type { ActiveFilterPillsProps } from '../components/ActiveFilterPills/ActiveFilterPills';
import type { ActiveFilterPillsClassKey } from '../components/ActiveFilterPills/activeFilterPillsClasses';
import type { AlertToastProps } from '../components/AlertToast/AlertToast';
import type { AlertToastClassKey } from '../components/AlertToast/alertToastClasses';
import type { AwardBadgeProps } from '../components/AwardBadge/AwardBadge';
import type { AwardBadgeClassKey } from '../components/AwardBadge/awardBadgeClasses';
import type { AwardsBannerProps } from '../components/AwardsBanner/AwardsBanner';
import type { AwardsBannerClassKey } from '../components/AwardsBanner/awardsBannerClasses';
import type { CompanyCardProps } from '../components/CompanyCard/CompanyCard';
import type { CompanyCardClassKey } from '../components/CompanyCard/companyCardClasses';
import type { CountdownProps } from '../components/Countdown/Countdown';
import type { CountdownClassKey } from '../components/Countdown/countdownClasses';
import type { EmptyStateProps } from '../components/EmptyState/EmptyState';
import type { EmptyStateClassKey } from '../components/EmptyState/emptyStateClasses';
import type { ErrorStateProps } from '../components/ErrorState/ErrorState';
import type { ErrorStateClassKey } from '../components/ErrorState/errorStateClasses';
import type { FilterGroupProps } from '../components/FilterGroup/FilterGroup';
import type { FilterGroupClassKey } from '../components/FilterGroup/filterGroupClasses';
import type { FilterPillProps } from '../components/FilterPill/FilterPill';
import type { FilterPillClassKey } from '../components/FilterPill/filterPillClasses';
import type { FilterTabsProps } from '../components/FilterTabs/FilterTabs';
import type { FilterTabsClassKey } from '../components/FilterTabs/filterTabsClasses';
import type { GetListedBoxProps } from '../components/GetListedBox/GetListedBox';
import type { GetListedBoxClassKey } from '../components/GetListedBox/getListedBoxClasses';
import type { HoverMenuProps } from '../components/HoverMenu/HoverMenu';
import type { HoverMenuClassKey } from '../components/HoverMenu/hoverMenuClasses';
import type { IconProps } from '../components/Icon/Icon';
import type { IconClassKey } from '../components/Icon/iconClasses';
import type { InitialsAvatarProps } from '../components/InitialsAvatar/InitialsAvatar';
import type { InitialsAvatarClassKey } from '../components/InitialsAvatar/initialsAvatarClasses';
import type { LazyImageProps } from '../components/LazyImage/LazyImage';
import type { LazyImageClassKey } from '../components/LazyImage/lazyImageClasses';
import type { LoadingBarProps } from '../components/LoadingBar/LoadingBar';
import type { LoadingBarClassKey } from '../components/LoadingBar/loadingBarClasses';
import type { MediaItemProps } from '../components/MediaItem/MediaItem';
import type { MediaItemClassKey } from '../components/MediaItem/mediaItemClasses';
import type { MegaMenuProps } from '../components/MegaMenu/MegaMenu';
import type { MegaMenuClassKey } from '../components/MegaMenu/megaMenuClasses';
import type { NotificationBadgeProps } from '../components/NotificationBadge/NotificationBadge';
import type { NotificationBadgeClassKey } from '../components/NotificationBadge/notificationBadgeClasses';
import type { NotificationItemProps } from '../components/NotificationItem/NotificationItem';
import type { NotificationItemClassKey } from '../components/NotificationItem/notificationItemClasses';
import type { NotificationListProps } from '../components/NotificationList/NotificationList';
import type { NotificationListClassKey } from '../components/NotificationList/notificationListClasses';
import type { PageFadeProps } from '../components/PageFade/PageFade';
import type { PageFadeClassKey } from '../components/PageFade/pageFadeClasses';
import type { PaginationProps } from '../components/Pagination/Pagination';
import type { PaginationClassKey } from '../components/Pagination/paginationClasses';
import type { RatingStarsProps } from '../components/RatingStars/RatingStars';
import type { RatingStarsClassKey } from '../components/RatingStars/ratingStarsClasses';
import type { ReviewCountProps } from '../components/ReviewCount/ReviewCount';
import type { ReviewCountClassKey } from '../components/ReviewCount/reviewCountClasses';
import type { ReviewFilterProps } from '../components/ReviewFilter/ReviewFilter';
import type { ReviewFilterClassKey } from '../components/ReviewFilter/reviewFilterClasses';
import type { ScoreLevelChipProps } from '../components/ScoreLevelChip/ScoreLevelChip';
import type { ScoreLevelChipClassKey } from '../components/ScoreLevelChip/scoreLevelChipClasses';
import type { ServicesBreakdownProps } from '../components/ServicesBreakdown/ServicesBreakdown';
import type { ServicesBreakdownClassKey } from '../components/ServicesBreakdown/servicesBreakdownClasses';
import type { ShareButtonsProps } from '../components/ShareButtons/ShareButtons';
import type { ShareButtonsClassKey } from '../components/ShareButtons/shareButtonsClasses';
import type { SiteMaskProps } from '../components/SiteMask/SiteMask';
import type { SiteMaskClassKey } from '../components/SiteMask/siteMaskClasses';
import type { SlideStepperProps } from '../components/SlideStepper/SlideStepper';
import type { SlideStepperClassKey } from '../components/SlideStepper/slideStepperClasses';
import type { SortSelectProps } from '../components/SortSelect/SortSelect';
import type { SortSelectClassKey } from '../components/SortSelect/sortSelectClasses';
import type { SponsoredLabelProps } from '../components/SponsoredLabel/SponsoredLabel';
import type { SponsoredLabelClassKey } from '../components/SponsoredLabel/sponsoredLabelClasses';
import type { Top10BadgeProps } from '../components/Top10Badge/Top10Badge';
import type { Top10BadgeClassKey } from '../components/Top10Badge/top10BadgeClasses';
import type { ValetBannerProps } from '../components/ValetBanner/ValetBanner';
import type { ValetBannerClassKey } from '../components/ValetBanner/valetBannerClasses';
import type { VerifiedBadgeProps } from '../components/VerifiedBadge/VerifiedBadge';
import type { VerifiedBadgeClassKey } from '../components/VerifiedBadge/verifiedBadgeClasses';
import type { AtlasTokens } from './tokens';

/** Component name in the theme → its props (what `defaultProps` accepts). */
export interface AtlasComponentsPropsList {
  AtlasActiveFilterPills: Partial<ActiveFilterPillsProps>;
  AtlasAlertToast: Partial<AlertToastProps>;
  AtlasAwardBadge: Partial<AwardBadgeProps>;
  AtlasAwardsBanner: Partial<AwardsBannerProps>;
  AtlasCompanyCard: Partial<CompanyCardProps>;
  AtlasCountdown: Partial<CountdownProps>;
  AtlasEmptyState: Partial<EmptyStateProps>;
  AtlasErrorState: Partial<ErrorStateProps>;
  AtlasFilterGroup: Partial<FilterGroupProps>;
  AtlasFilterPill: Partial<FilterPillProps>;
  AtlasFilterTabs: Partial<FilterTabsProps>;
  AtlasGetListedBox: Partial<GetListedBoxProps>;
  AtlasHoverMenu: Partial<HoverMenuProps>;
  AtlasIcon: Partial<IconProps>;
  AtlasInitialsAvatar: Partial<InitialsAvatarProps>;
  AtlasLazyImage: Partial<LazyImageProps>;
  AtlasLoadingBar: Partial<LoadingBarProps>;
  AtlasMediaItem: Partial<MediaItemProps>;
  AtlasMegaMenu: Partial<MegaMenuProps>;
  AtlasNotificationBadge: Partial<NotificationBadgeProps>;
  AtlasNotificationItem: Partial<NotificationItemProps>;
  AtlasNotificationList: Partial<NotificationListProps>;
  AtlasPageFade: Partial<PageFadeProps>;
  AtlasPagination: Partial<PaginationProps>;
  AtlasRatingStars: Partial<RatingStarsProps>;
  AtlasReviewCount: Partial<ReviewCountProps>;
  AtlasReviewFilter: Partial<ReviewFilterProps>;
  AtlasScoreLevelChip: Partial<ScoreLevelChipProps>;
  AtlasServicesBreakdown: Partial<ServicesBreakdownProps>;
  AtlasShareButtons: Partial<ShareButtonsProps>;
  AtlasSiteMask: Partial<SiteMaskProps>;
  AtlasSlideStepper: Partial<SlideStepperProps>;
  AtlasSortSelect: Partial<SortSelectProps>;
  AtlasSponsoredLabel: Partial<SponsoredLabelProps>;
  AtlasTop10Badge: Partial<Top10BadgeProps>;
  AtlasValetBanner: Partial<ValetBannerProps>;
  AtlasVerifiedBadge: Partial<VerifiedBadgeProps>;
}

/** Component name in the theme → its slots (what `styleOverrides` accepts). */
export interface AtlasComponentNameToClassKey {
  AtlasActiveFilterPills: ActiveFilterPillsClassKey;
  AtlasAlertToast: AlertToastClassKey;
  AtlasAwardBadge: AwardBadgeClassKey;
  AtlasAwardsBanner: AwardsBannerClassKey;
  AtlasCompanyCard: CompanyCardClassKey;
  AtlasCountdown: CountdownClassKey;
  AtlasEmptyState: EmptyStateClassKey;
  AtlasErrorState: ErrorStateClassKey;
  AtlasFilterGroup: FilterGroupClassKey;
  AtlasFilterPill: FilterPillClassKey;
  AtlasFilterTabs: FilterTabsClassKey;
  AtlasGetListedBox: GetListedBoxClassKey;
  AtlasHoverMenu: HoverMenuClassKey;
  AtlasIcon: IconClassKey;
  AtlasInitialsAvatar: InitialsAvatarClassKey;
  AtlasLazyImage: LazyImageClassKey;
  AtlasLoadingBar: LoadingBarClassKey;
  AtlasMediaItem: MediaItemClassKey;
  AtlasMegaMenu: MegaMenuClassKey;
  AtlasNotificationBadge: NotificationBadgeClassKey;
  AtlasNotificationItem: NotificationItemClassKey;
  AtlasNotificationList: NotificationListClassKey;
  AtlasPageFade: PageFadeClassKey;
  AtlasPagination: PaginationClassKey;
  AtlasRatingStars: RatingStarsClassKey;
  AtlasReviewCount: ReviewCountClassKey;
  AtlasReviewFilter: ReviewFilterClassKey;
  AtlasScoreLevelChip: ScoreLevelChipClassKey;
  AtlasServicesBreakdown: ServicesBreakdownClassKey;
  AtlasShareButtons: ShareButtonsClassKey;
  AtlasSiteMask: SiteMaskClassKey;
  AtlasSlideStepper: SlideStepperClassKey;
  AtlasSortSelect: SortSelectClassKey;
  AtlasSponsoredLabel: SponsoredLabelClassKey;
  AtlasTop10Badge: Top10BadgeClassKey;
  AtlasValetBanner: ValetBannerClassKey;
  AtlasVerifiedBadge: VerifiedBadgeClassKey;
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
    AtlasActiveFilterPills: AtlasComponentsPropsList['AtlasActiveFilterPills'];
    AtlasAlertToast: AtlasComponentsPropsList['AtlasAlertToast'];
    AtlasAwardBadge: AtlasComponentsPropsList['AtlasAwardBadge'];
    AtlasAwardsBanner: AtlasComponentsPropsList['AtlasAwardsBanner'];
    AtlasCompanyCard: AtlasComponentsPropsList['AtlasCompanyCard'];
    AtlasCountdown: AtlasComponentsPropsList['AtlasCountdown'];
    AtlasEmptyState: AtlasComponentsPropsList['AtlasEmptyState'];
    AtlasErrorState: AtlasComponentsPropsList['AtlasErrorState'];
    AtlasFilterGroup: AtlasComponentsPropsList['AtlasFilterGroup'];
    AtlasFilterPill: AtlasComponentsPropsList['AtlasFilterPill'];
    AtlasFilterTabs: AtlasComponentsPropsList['AtlasFilterTabs'];
    AtlasGetListedBox: AtlasComponentsPropsList['AtlasGetListedBox'];
    AtlasHoverMenu: AtlasComponentsPropsList['AtlasHoverMenu'];
    AtlasIcon: AtlasComponentsPropsList['AtlasIcon'];
    AtlasInitialsAvatar: AtlasComponentsPropsList['AtlasInitialsAvatar'];
    AtlasLazyImage: AtlasComponentsPropsList['AtlasLazyImage'];
    AtlasLoadingBar: AtlasComponentsPropsList['AtlasLoadingBar'];
    AtlasMediaItem: AtlasComponentsPropsList['AtlasMediaItem'];
    AtlasMegaMenu: AtlasComponentsPropsList['AtlasMegaMenu'];
    AtlasNotificationBadge: AtlasComponentsPropsList['AtlasNotificationBadge'];
    AtlasNotificationItem: AtlasComponentsPropsList['AtlasNotificationItem'];
    AtlasNotificationList: AtlasComponentsPropsList['AtlasNotificationList'];
    AtlasPageFade: AtlasComponentsPropsList['AtlasPageFade'];
    AtlasPagination: AtlasComponentsPropsList['AtlasPagination'];
    AtlasRatingStars: AtlasComponentsPropsList['AtlasRatingStars'];
    AtlasReviewCount: AtlasComponentsPropsList['AtlasReviewCount'];
    AtlasReviewFilter: AtlasComponentsPropsList['AtlasReviewFilter'];
    AtlasScoreLevelChip: AtlasComponentsPropsList['AtlasScoreLevelChip'];
    AtlasServicesBreakdown: AtlasComponentsPropsList['AtlasServicesBreakdown'];
    AtlasShareButtons: AtlasComponentsPropsList['AtlasShareButtons'];
    AtlasSiteMask: AtlasComponentsPropsList['AtlasSiteMask'];
    AtlasSlideStepper: AtlasComponentsPropsList['AtlasSlideStepper'];
    AtlasSortSelect: AtlasComponentsPropsList['AtlasSortSelect'];
    AtlasSponsoredLabel: AtlasComponentsPropsList['AtlasSponsoredLabel'];
    AtlasTop10Badge: AtlasComponentsPropsList['AtlasTop10Badge'];
    AtlasValetBanner: AtlasComponentsPropsList['AtlasValetBanner'];
    AtlasVerifiedBadge: AtlasComponentsPropsList['AtlasVerifiedBadge'];
  }

  interface ComponentNameToClassKey {
    AtlasActiveFilterPills: AtlasComponentNameToClassKey['AtlasActiveFilterPills'];
    AtlasAlertToast: AtlasComponentNameToClassKey['AtlasAlertToast'];
    AtlasAwardBadge: AtlasComponentNameToClassKey['AtlasAwardBadge'];
    AtlasAwardsBanner: AtlasComponentNameToClassKey['AtlasAwardsBanner'];
    AtlasCompanyCard: AtlasComponentNameToClassKey['AtlasCompanyCard'];
    AtlasCountdown: AtlasComponentNameToClassKey['AtlasCountdown'];
    AtlasEmptyState: AtlasComponentNameToClassKey['AtlasEmptyState'];
    AtlasErrorState: AtlasComponentNameToClassKey['AtlasErrorState'];
    AtlasFilterGroup: AtlasComponentNameToClassKey['AtlasFilterGroup'];
    AtlasFilterPill: AtlasComponentNameToClassKey['AtlasFilterPill'];
    AtlasFilterTabs: AtlasComponentNameToClassKey['AtlasFilterTabs'];
    AtlasGetListedBox: AtlasComponentNameToClassKey['AtlasGetListedBox'];
    AtlasHoverMenu: AtlasComponentNameToClassKey['AtlasHoverMenu'];
    AtlasIcon: AtlasComponentNameToClassKey['AtlasIcon'];
    AtlasInitialsAvatar: AtlasComponentNameToClassKey['AtlasInitialsAvatar'];
    AtlasLazyImage: AtlasComponentNameToClassKey['AtlasLazyImage'];
    AtlasLoadingBar: AtlasComponentNameToClassKey['AtlasLoadingBar'];
    AtlasMediaItem: AtlasComponentNameToClassKey['AtlasMediaItem'];
    AtlasMegaMenu: AtlasComponentNameToClassKey['AtlasMegaMenu'];
    AtlasNotificationBadge: AtlasComponentNameToClassKey['AtlasNotificationBadge'];
    AtlasNotificationItem: AtlasComponentNameToClassKey['AtlasNotificationItem'];
    AtlasNotificationList: AtlasComponentNameToClassKey['AtlasNotificationList'];
    AtlasPageFade: AtlasComponentNameToClassKey['AtlasPageFade'];
    AtlasPagination: AtlasComponentNameToClassKey['AtlasPagination'];
    AtlasRatingStars: AtlasComponentNameToClassKey['AtlasRatingStars'];
    AtlasReviewCount: AtlasComponentNameToClassKey['AtlasReviewCount'];
    AtlasReviewFilter: AtlasComponentNameToClassKey['AtlasReviewFilter'];
    AtlasScoreLevelChip: AtlasComponentNameToClassKey['AtlasScoreLevelChip'];
    AtlasServicesBreakdown: AtlasComponentNameToClassKey['AtlasServicesBreakdown'];
    AtlasShareButtons: AtlasComponentNameToClassKey['AtlasShareButtons'];
    AtlasSiteMask: AtlasComponentNameToClassKey['AtlasSiteMask'];
    AtlasSlideStepper: AtlasComponentNameToClassKey['AtlasSlideStepper'];
    AtlasSortSelect: AtlasComponentNameToClassKey['AtlasSortSelect'];
    AtlasSponsoredLabel: AtlasComponentNameToClassKey['AtlasSponsoredLabel'];
    AtlasTop10Badge: AtlasComponentNameToClassKey['AtlasTop10Badge'];
    AtlasValetBanner: AtlasComponentNameToClassKey['AtlasValetBanner'];
    AtlasVerifiedBadge: AtlasComponentNameToClassKey['AtlasVerifiedBadge'];
  }

  interface Components<Theme = unknown> {
    AtlasActiveFilterPills?: AtlasComponentThemeEntry<'AtlasActiveFilterPills', Theme> | undefined;
    AtlasAlertToast?: AtlasComponentThemeEntry<'AtlasAlertToast', Theme> | undefined;
    AtlasAwardBadge?: AtlasComponentThemeEntry<'AtlasAwardBadge', Theme> | undefined;
    AtlasAwardsBanner?: AtlasComponentThemeEntry<'AtlasAwardsBanner', Theme> | undefined;
    AtlasCompanyCard?: AtlasComponentThemeEntry<'AtlasCompanyCard', Theme> | undefined;
    AtlasCountdown?: AtlasComponentThemeEntry<'AtlasCountdown', Theme> | undefined;
    AtlasEmptyState?: AtlasComponentThemeEntry<'AtlasEmptyState', Theme> | undefined;
    AtlasErrorState?: AtlasComponentThemeEntry<'AtlasErrorState', Theme> | undefined;
    AtlasFilterGroup?: AtlasComponentThemeEntry<'AtlasFilterGroup', Theme> | undefined;
    AtlasFilterPill?: AtlasComponentThemeEntry<'AtlasFilterPill', Theme> | undefined;
    AtlasFilterTabs?: AtlasComponentThemeEntry<'AtlasFilterTabs', Theme> | undefined;
    AtlasGetListedBox?: AtlasComponentThemeEntry<'AtlasGetListedBox', Theme> | undefined;
    AtlasHoverMenu?: AtlasComponentThemeEntry<'AtlasHoverMenu', Theme> | undefined;
    AtlasIcon?: AtlasComponentThemeEntry<'AtlasIcon', Theme> | undefined;
    AtlasInitialsAvatar?: AtlasComponentThemeEntry<'AtlasInitialsAvatar', Theme> | undefined;
    AtlasLazyImage?: AtlasComponentThemeEntry<'AtlasLazyImage', Theme> | undefined;
    AtlasLoadingBar?: AtlasComponentThemeEntry<'AtlasLoadingBar', Theme> | undefined;
    AtlasMediaItem?: AtlasComponentThemeEntry<'AtlasMediaItem', Theme> | undefined;
    AtlasMegaMenu?: AtlasComponentThemeEntry<'AtlasMegaMenu', Theme> | undefined;
    AtlasNotificationBadge?: AtlasComponentThemeEntry<'AtlasNotificationBadge', Theme> | undefined;
    AtlasNotificationItem?: AtlasComponentThemeEntry<'AtlasNotificationItem', Theme> | undefined;
    AtlasNotificationList?: AtlasComponentThemeEntry<'AtlasNotificationList', Theme> | undefined;
    AtlasPageFade?: AtlasComponentThemeEntry<'AtlasPageFade', Theme> | undefined;
    AtlasPagination?: AtlasComponentThemeEntry<'AtlasPagination', Theme> | undefined;
    AtlasRatingStars?: AtlasComponentThemeEntry<'AtlasRatingStars', Theme> | undefined;
    AtlasReviewCount?: AtlasComponentThemeEntry<'AtlasReviewCount', Theme> | undefined;
    AtlasReviewFilter?: AtlasComponentThemeEntry<'AtlasReviewFilter', Theme> | undefined;
    AtlasScoreLevelChip?: AtlasComponentThemeEntry<'AtlasScoreLevelChip', Theme> | undefined;
    AtlasServicesBreakdown?: AtlasComponentThemeEntry<'AtlasServicesBreakdown', Theme> | undefined;
    AtlasShareButtons?: AtlasComponentThemeEntry<'AtlasShareButtons', Theme> | undefined;
    AtlasSiteMask?: AtlasComponentThemeEntry<'AtlasSiteMask', Theme> | undefined;
    AtlasSlideStepper?: AtlasComponentThemeEntry<'AtlasSlideStepper', Theme> | undefined;
    AtlasSortSelect?: AtlasComponentThemeEntry<'AtlasSortSelect', Theme> | undefined;
    AtlasSponsoredLabel?: AtlasComponentThemeEntry<'AtlasSponsoredLabel', Theme> | undefined;
    AtlasTop10Badge?: AtlasComponentThemeEntry<'AtlasTop10Badge', Theme> | undefined;
    AtlasValetBanner?: AtlasComponentThemeEntry<'AtlasValetBanner', Theme> | undefined;
    AtlasVerifiedBadge?: AtlasComponentThemeEntry<'AtlasVerifiedBadge', Theme> | undefined;
  }
}

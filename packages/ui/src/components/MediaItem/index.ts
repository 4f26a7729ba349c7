export { MediaItem, MEDIA_TYPES, assertMediaType } from './MediaItem';
export type { MediaItemProps, MediaType } from './MediaItem';
export { mediaItemClasses, getMediaItemUtilityClass } from './mediaItemClasses';
export type { MediaItemClasses, MediaItemClassKey } from './mediaItemClasses';

import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface MediaItemClasses {
  /** Styles applied to the root element: a `<figure>`. */
  root: string;
  /** Styles applied to the image or video. */
  media: string;
  /** Styles applied to the caption. */
  caption: string;
}

export type MediaItemClassKey = keyof MediaItemClasses;

export function getMediaItemUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasMediaItem', slot);
}

export const mediaItemClasses: MediaItemClasses = generateUtilityClasses('AtlasMediaItem', [
  'root',
  'media',
  'caption',
]);

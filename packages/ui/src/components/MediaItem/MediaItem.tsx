import * as React from 'react';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { getAtlasTokens } from '../../theme/getAtlasTokens';
import { LazyImage } from '../LazyImage/LazyImage';
import { mediaItemClasses } from './mediaItemClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasMediaItem';

/** The media a portfolio item can hold. */
export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

function isMediaType(value: unknown): value is MediaType {
  return value === 'image' || value === 'video';
}

/**
 * Throws a clear error for anything but `'image'` or `'video'`, for values that escaped the type
 * checker (data from an API, plain JavaScript callers).
 */
export function assertMediaType(value: unknown): asserts value is MediaType {
  if (!isMediaType(value)) {
    throw new TypeError(
      `MediaItem: type must be "image" or "video", got ${JSON.stringify(value)}.`,
    );
  }
}

export interface MediaItemProps {
  /** `'image'` or `'video'`; anything else is a type error, and throws at run time. */
  type: MediaType;
  /** The image or video address. */
  src: string;
  /** For images: the WebP version, offered first. */
  webpSrc?: string | undefined;
  /** The alternative text of an image, or the accessible name of a video. */
  alt: string;
  /** For videos: the still shown before playing. */
  poster?: string | undefined;
  /** A visible caption under the media. */
  caption?: string | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

const MediaItemRoot = styled('figure', { name: NAME, slot: 'root' })(
  memoTheme(({ theme }) => ({
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
  })),
);

const MediaItemVideo = styled('video', { name: NAME, slot: 'media' })(
  memoTheme(({ theme }) => ({
    display: 'block',
    width: '100%',
    aspectRatio: '16 / 9',
    borderRadius: getAtlasTokens(theme).radius.md,
    backgroundColor: '#000',
  })),
);

const MediaItemImage = styled(LazyImage, { name: NAME, slot: 'media' })(
  memoTheme(({ theme }) => ({
    aspectRatio: '16 / 9',
    borderRadius: getAtlasTokens(theme).radius.md,
  })),
);

const MediaItemCaption = styled('figcaption', { name: NAME, slot: 'caption' })(
  memoTheme(({ theme }) => ({
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
  })),
);

/** One portfolio item: a lazy image or a video with controls, and an optional caption. */
export function MediaItem(inProps: MediaItemProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const { type, src, webpSrc, alt, poster, caption, className, sx } = props;
  assertMediaType(type);
  const captionId = React.useId();

  return (
    <MediaItemRoot
      aria-labelledby={caption ? captionId : undefined}
      className={classNames(mediaItemClasses.root, className)}
      sx={sx}
    >
      {type === 'video' ? (
        <MediaItemVideo
          className={mediaItemClasses.media}
          src={src}
          poster={poster}
          aria-label={alt}
          controls
          preload="metadata"
          playsInline
        />
      ) : (
        <MediaItemImage className={mediaItemClasses.media} src={src} webpSrc={webpSrc} alt={alt} />
      )}
      {caption ? (
        <MediaItemCaption id={captionId} className={mediaItemClasses.caption}>
          {caption}
        </MediaItemCaption>
      ) : null}
    </MediaItemRoot>
  );
}

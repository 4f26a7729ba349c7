import * as React from 'react';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { lazyImageClasses } from './lazyImageClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasLazyImage';

export type LazyImageFit = 'cover' | 'contain';

export interface LazyImageProps {
  /** The original image (JPEG or PNG): the fallback for browsers without WebP. */
  src: string;
  /** The same image as WebP; browsers that read WebP load it instead (SPEC §3 `images.main`). */
  webpSrc?: string | undefined;
  /** The alternative text; `''` for a decorative image. */
  alt: string;
  /** Intrinsic width in px, so the page does not jump when the image arrives. */
  width?: number | undefined;
  /** Intrinsic height in px. */
  height?: number | undefined;
  /**
   * How the image fills its box.
   * @default 'cover'
   */
  fit?: LazyImageFit | undefined;
  /**
   * Milliseconds of the fade-in once loaded (SPEC §9: 250).
   * @default 250
   */
  fadeDuration?: number | undefined;
  /**
   * `'lazy'` waits until the image nears the viewport; `'eager'` for images above the fold.
   * @default 'lazy'
   */
  loading?: 'lazy' | 'eager' | undefined;
  /** Called once the image has loaded. */
  onLoad?: (() => void) | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface LazyImageOwnerState {
  loaded: boolean;
  fit: LazyImageFit;
  fadeDuration: number;
}

const LazyImageRoot = styled('picture', { name: NAME, slot: 'root' })(
  memoTheme(({ theme }) => ({
    display: 'block',
    overflow: 'hidden',
    backgroundColor: theme.palette.action.hover,
  })),
);

const LazyImageImg = styled('img', { name: NAME, slot: 'img' })<{
  ownerState: LazyImageOwnerState;
}>(({ ownerState }) => ({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: ownerState.fit,
  opacity: ownerState.loaded ? 1 : 0,
  transition: `opacity ${ownerState.fadeDuration}ms ease-in`,
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

/**
 * An image that loads lazily and fades in over 250 ms once it has arrived; with `webpSrc` it is a
 * `<picture>` offering WebP first and the original as the fallback.
 */
export function LazyImage(inProps: LazyImageProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    src,
    webpSrc,
    alt,
    width,
    height,
    fit = 'cover',
    fadeDuration = 250,
    loading = 'lazy',
    onLoad,
    className,
    sx,
  } = props;
  const [loaded, setLoaded] = React.useState(false);
  const imgRef = React.useRef<HTMLImageElement>(null);

  React.useEffect(() => {
    // A cached image may have loaded before React attached the handler.
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, [src, webpSrc]);

  const ownerState: LazyImageOwnerState = { loaded, fit, fadeDuration };

  return (
    <LazyImageRoot className={classNames(lazyImageClasses.root, className)} sx={sx}>
      {webpSrc ? <source type="image/webp" srcSet={webpSrc} /> : null}
      <LazyImageImg
        ref={imgRef}
        className={lazyImageClasses.img}
        ownerState={ownerState}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        onLoad={() => {
          setLoaded(true);
          onLoad?.();
        }}
      />
    </LazyImageRoot>
  );
}

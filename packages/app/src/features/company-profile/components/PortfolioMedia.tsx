import Box from '@mui/material/Box';
import type { PortfolioItem } from '@atlas/api/entities/profile';

/** A video the browser can play itself (a file), as opposed to a page on a video site. */
export function isVideoFile(url: string): boolean {
  return /\.(mp4|webm|ogg)(\?|$)/i.test(url);
}

/**
 * An uploaded portfolio image is stored as WebP with an AVIF twin of about 0.4 its size
 * (storage/images.ts): browsers that read AVIF take that one. Other images (demo art) as they are.
 */
export function Picture({
  src,
  children,
}: {
  src: string;
  children: React.ReactElement;
}): React.ReactElement {
  const avif = /^\/uploads\/portfolio\/.+\.webp$/.test(src)
    ? src.replace(/\.webp$/, '.avif')
    : null;
  if (!avif) return children;
  return (
    <picture>
      <source srcSet={avif} type="image/avif" />
      {children}
    </picture>
  );
}

export function Media({ item }: { item: PortfolioItem }) {
  if (item.kind === 'video' && item.video_url && isVideoFile(item.video_url)) {
    return (
      <Box
        component="video"
        controls
        poster={item.image}
        src={item.video_url}
        aria-label={item.name}
        sx={{ width: '100%', maxHeight: '65vh', bgcolor: 'common.black', borderRadius: 1 }}
      />
    );
  }
  return (
    <Picture src={item.image}>
      <Box
        component="img"
        src={item.image}
        alt={item.name}
        sx={{ width: '100%', maxHeight: '65vh', objectFit: 'contain', borderRadius: 1 }}
      />
    </Picture>
  );
}

import Box from '@mui/material/Box';
import type { BlogImage } from '@atlas/api/blog';

/**
 * A post's cover at the size the screen needs: AVIF first, WebP otherwise, from the renditions the
 * storage port holds. `priority` for the page's main image (loaded at once, not lazily).
 */
export function BlogCover({
  image,
  sizes,
  priority = false,
}: {
  image: BlogImage;
  /** The `sizes` of the srcsets, e.g. "(min-width: 900px) 860px, 100vw". */
  sizes: string;
  priority?: boolean;
}) {
  return (
    <Box
      component="picture"
      sx={{
        display: 'block',
        aspectRatio: `${image.width} / ${image.height}`,
        overflow: 'hidden',
        borderRadius: 2,
        bgcolor: 'grey.200',
      }}
    >
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <Box
        component="img"
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        sx={{ display: 'block', width: '100%', height: 'auto' }}
      />
    </Box>
  );
}

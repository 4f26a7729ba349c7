import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PortfolioItem } from '@atlas/api/entities/profile';
import { paths } from '../../../config/paths';

/** A video the browser can play itself (a file), as opposed to a page on a video site. */
function isVideoFile(url: string): boolean {
  return /\.(mp4|webm|ogg)(\?|$)/i.test(url);
}

/**
 * An uploaded portfolio image is stored as WebP with an AVIF twin of about 0.4 its size
 * (storage/images.ts): browsers that read AVIF take that one. Other images (demo art) as they are.
 */
function Picture({
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

function Media({ item }: { item: PortfolioItem }) {
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

/**
 * The portfolio as a grid of thumbnails; one opens in a lightbox that the arrow keys page through.
 * The dialog keeps focus inside, Escape closes it, and focus returns to the thumbnail.
 */
export function PortfolioGallery({ items }: { items: readonly PortfolioItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const current = openIndex === null ? undefined : items[openIndex];
  const move = (step: number) =>
    setOpenIndex((index) =>
      index === null ? index : (index + step + items.length) % items.length,
    );

  const onKeyDown = (event: KeyboardEvent) => {
    if (items.length < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    }
  };

  return (
    <>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {items.map((item, index) => (
          <li key={item.id}>
            <ButtonBase
              onClick={() => setOpenIndex(index)}
              aria-label={`Open ${item.name}${item.kind === 'video' ? ' (video)' : ''}`}
              aria-haspopup="dialog"
              sx={{
                display: 'block',
                width: '100%',
                textAlign: 'left',
                borderRadius: 1,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
                '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main' },
              }}
            >
              <Picture src={item.image}>
                <Box
                  component="img"
                  src={item.image}
                  alt=""
                  loading="lazy"
                  sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
                />
              </Picture>
              <Typography component="span" sx={{ display: 'block', p: 1, fontWeight: 600 }}>
                {item.kind === 'video' ? '▶ ' : ''}
                {item.name}
              </Typography>
            </ButtonBase>
          </li>
        ))}
      </Box>
      <Dialog
        open={current !== undefined}
        onClose={() => setOpenIndex(null)}
        onKeyDown={onKeyDown}
        aria-labelledby="portfolio-lightbox-title"
        maxWidth="md"
        fullWidth
      >
        {current ? (
          <>
            <DialogTitle id="portfolio-lightbox-title" component="h2">
              {current.name}
            </DialogTitle>
            <DialogContent>
              <Media item={current} />
              {current.kind === 'video' && current.video_url && !isVideoFile(current.video_url) ? (
                <Typography sx={{ mt: 1 }}>
                  <Link
                    href={paths.safeUrl(current.video_url)}
                    rel="nofollow noopener"
                    target="_blank"
                  >
                    Watch the video (opens in a new tab)
                  </Link>
                </Typography>
              ) : null}
              {current.description ? (
                <Typography sx={{ mt: 1 }}>{current.description}</Typography>
              ) : null}
              {items.length > 1 ? (
                <Typography color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
                  {`Item ${(openIndex ?? 0) + 1} of ${items.length}. Use the arrow keys to move.`}
                </Typography>
              ) : null}
            </DialogContent>
            <DialogActions>
              {items.length > 1 ? (
                <>
                  <Button onClick={() => move(-1)}>Previous</Button>
                  <Button onClick={() => move(1)}>Next</Button>
                </>
              ) : null}
              <Button variant="contained" onClick={() => setOpenIndex(null)}>
                Close
              </Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </>
  );
}

import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { PortfolioItem } from '@atlas/api/entities/profile';
import { Picture } from './PortfolioMedia';

const loadLightbox = () => import('./PortfolioLightbox');
const PortfolioLightbox = lazy(loadLightbox);

/**
 * The portfolio as a grid of thumbnails; one opens in a lightbox that the arrow keys page through.
 * The dialog keeps focus inside, Escape closes it, and focus returns to the thumbnail.
 */
export function PortfolioGallery({ items }: { items: readonly PortfolioItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // The lightbox is rendered from its first opening on, so that closing plays its exit.
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadLightbox();
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
              onClick={() => {
                setWanted(true);
                setOpenIndex(index);
              }}
              onPointerEnter={preload}
              onFocus={preload}
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
      {wanted ? (
        <Suspense fallback={null}>
          <PortfolioLightbox
            items={items}
            openIndex={openIndex}
            onKeyDown={onKeyDown}
            move={move}
            close={() => setOpenIndex(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

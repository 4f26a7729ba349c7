import type { KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PortfolioItem } from '@atlas/api/entities/profile';
import { paths } from '../../../config/paths';
import { isVideoFile, Media } from './PortfolioMedia';

/**
 * The portfolio's lightbox: one item at a time, paged by the arrow keys. Its code (MUI's Dialog
 * and focus trap) loads when a thumbnail is first reached, not with the profile (issue 14).
 */
export default function PortfolioLightbox({
  items,
  openIndex,
  onKeyDown,
  move,
  close,
}: {
  items: readonly PortfolioItem[];
  openIndex: number | null;
  onKeyDown: (event: KeyboardEvent) => void;
  move: (step: number) => void;
  close: () => void;
}) {
  const current = openIndex === null ? undefined : items[openIndex];
  return (
    <Dialog
      open={current !== undefined}
      onClose={close}
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
            <Button variant="contained" onClick={close}>
              Close
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useParallax } from '../parallax';

/**
 * The dark hero of an awards page: a layered gradient that scrolls at 1/ratio of the page's
 * speed (still under prefers-reduced-motion), the heading and what follows it.
 */
export function ParallaxHero({
  ratio,
  eyebrow,
  title,
  children,
}: {
  ratio: number;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  const offset = useParallax(ratio);
  return (
    <Box
      component="header"
      sx={{ position: 'relative', overflow: 'hidden', py: { xs: 6, md: 10 }, mb: 4 }}
    >
      <Box
        aria-hidden
        data-parallax-ratio={ratio}
        sx={{
          position: 'absolute',
          inset: '-40% 0 0 0',
          background:
            'radial-gradient(circle at 20% 30%, rgba(255,196,0,0.22), transparent 45%), radial-gradient(circle at 80% 10%, rgba(120,90,255,0.28), transparent 50%)',
          willChange: 'transform',
        }}
        style={{ transform: `translate3d(0, ${offset}px, 0)` }}
      />
      <Container sx={{ position: 'relative' }}>
        {eyebrow ? (
          <Typography component="p" sx={{ color: 'warning.light', fontWeight: 700, mb: 1 }}>
            {eyebrow}
          </Typography>
        ) : null}
        <Typography component="h1" variant="h3" sx={{ fontWeight: 800, mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

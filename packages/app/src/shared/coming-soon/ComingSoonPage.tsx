import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DEFAULT_COMING_SOON_LINKS, type ComingSoonLink } from './links';

export interface ComingSoonContent {
  /** The page's name, shown as its only h1. */
  title: string;
  /** One or two sentences about what the page will offer. */
  text: string;
  /** Useful places to go meanwhile (the home page and the directory when not given). */
  links?: readonly ComingSoonLink[];
}

/**
 * An honest placeholder for a page whose feature is not built yet: its final address, layout and
 * guards are live, and it says what will be here and where to go meanwhile.
 */
export function ComingSoonPage({
  title,
  text,
  links = DEFAULT_COMING_SOON_LINKS,
}: ComingSoonContent) {
  return (
    <Container
      component="section"
      maxWidth="md"
      sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}
    >
      <Typography variant="overline" component="p" color="text.secondary">
        Coming soon
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{text}</Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        We are still building this page. Meanwhile, these may help:
      </Typography>
      <Box
        component="nav"
        aria-label="Useful pages"
        sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}
      >
        {links.map((link, index) => (
          <Button
            key={link.to}
            component={RouterLink}
            to={link.to}
            variant={index === 0 ? 'contained' : 'outlined'}
          >
            {link.label}
          </Button>
        ))}
      </Box>
    </Container>
  );
}

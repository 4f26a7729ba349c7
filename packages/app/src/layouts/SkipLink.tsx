import Link from '@mui/material/Link';
import { useShellText } from '../shared/shell/text';

/** The first stop of the Tab key on every page: straight to the page's content. */
export function SkipLink() {
  const text = useShellText();
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        left: -9999,
        zIndex: 'tooltip',
        '&:focus': { left: 16, top: 8, bgcolor: 'background.paper', p: 1 },
      }}
    >
      {text.skipToContent}
    </Link>
  );
}

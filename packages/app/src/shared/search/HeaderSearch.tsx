import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useShellText } from '../shell/text';
import { SearchIcon } from './SearchIcon';

// The dialog (MUI's Dialog, Modal and focus trap) and, inside it, the search fields load when
// the button is first reached, so they are not part of every page's first-load scripts (issue 14).
const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

/**
 * The site search in the header of every page: a "Search" button (an icon on phones) that opens
 * the same search as the home page in a dialog (full screen on phones).
 */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  // Rendered from the first opening on, so that closing it plays the dialog's exit.
  const [wanted, setWanted] = useState(false);
  const text = useShellText();
  const close = () => setOpen(false);
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-label={text.search}
        startIcon={<SearchIcon />}
        sx={{
          color: 'text.primary',
          fontWeight: 600,
          minWidth: 44,
          minHeight: 44,
          whiteSpace: 'nowrap',
          '& .MuiButton-startIcon': { mr: { xs: 0, xl: 1 }, ml: { xs: 0, xl: -0.5 } },
        }}
      >
        {/* The word only where the header has room for it beside every entry (TOP 10 pages add one). */}
        <Box component="span" sx={{ display: { xs: 'none', xl: 'inline' } }}>
          {text.search}
        </Box>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Icon } from '@atlas/ui/Icon';
import { useShellText } from '../shell/text';
import CircularProgress from '@mui/material/CircularProgress';

// The search fields (MUI Autocomplete and the suggestion logic) load when the dialog first opens,
// so they are not part of every page's first-load scripts (issue 14's budget).
const SiteSearch = lazy(async () => ({ default: (await import('./SiteSearch')).SiteSearch }));

/**
 * The header's search dialog (full screen on phones): the same search as the home page. Its code
 * (MUI's Dialog and its focus trap) loads when the header's button first asks for it.
 */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: false });
  const text = useShellText();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="header-search-title"
      // The suggestion lists open below their fields, past the dialog's edge on larger screens.
      slotProps={{ paper: { sx: { overflow: phone ? 'auto' : 'visible' } } }}
    >
      <DialogTitle id="header-search-title" sx={{ pr: 7 }}>
        {text.searchTitle}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={text.closeSearch}
        sx={{ position: 'absolute', right: 8, top: 8, width: 44, height: 44 }}
      >
        <Icon size="small">
          <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
        </Icon>
      </IconButton>
      <DialogContent sx={{ pt: 1, overflow: phone ? 'auto' : 'visible' }}>
        <Box sx={{ pt: 1 }}>
          {/* On phones the popular suggestions would cover the other fields: no focus jump there. */}
          <Suspense fallback={<CircularProgress aria-label={text.loadingSearch} size={28} />}>
            <SiteSearch idPrefix="header-search" onNavigate={onClose} autoFocus={!phone} />
          </Suspense>
        </Box>
      </DialogContent>
    </Dialog>
  );
}

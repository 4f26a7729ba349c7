import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { useStores } from '../../../shared/stores/StoresContext';
import { PageShell } from '../../../shared/shell/PageShell';
import type { OutboundUrl } from '../safe-url';

/**
 * The interstitial for links we do not vouch for (addresses typed by companies or reviewers): it
 * names the host, and links onwards only to http(s) addresses, without passing our page on.
 */
export function SafeUrlPage() {
  const target = useLoaderData<OutboundUrl>();
  const { config } = useStores();
  return (
    <PageShell heading="You are leaving the site">
      {target.kind === 'web' ? (
        <>
          <Typography sx={{ mb: 2 }}>
            This link was added by a company or a visitor, not by {config.brandName}. It goes to:
          </Typography>
          <Box
            sx={{
              p: 2,
              mb: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'action.hover',
            }}
          >
            <Typography sx={{ fontSize: '1.4rem', fontWeight: 700, wordBreak: 'break-all' }}>
              {target.host}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {target.href}
            </Typography>
          </Box>
          {target.secure ? null : (
            <Alert severity="warning" sx={{ mb: 2 }}>
              This site does not use a secure connection (https). Do not enter passwords or payment
              details there.
            </Alert>
          )}
          <Typography sx={{ mb: 3 }}>
            Make sure you trust this site before you continue. We do not check the content of
            external sites.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button
              variant="contained"
              href={target.href}
              rel="nofollow noopener noreferrer"
              sx={{ wordBreak: 'break-all' }}
            >
              Continue to {target.host}
            </Button>
            <Button component={RouterLink} to={paths.home()} variant="outlined">
              Back to {config.brandName}
            </Button>
          </Stack>
        </>
      ) : (
        <>
          <Alert severity="error" sx={{ mb: 3 }}>
            {target.kind === 'missing'
              ? 'There is no address to go to.'
              : `We cannot take you to this address. ${target.reason}`}
          </Alert>
          {target.kind === 'unsafe' ? (
            <Typography sx={{ mb: 3, wordBreak: 'break-all' }}>
              The link was: <code>{target.raw}</code>
            </Typography>
          ) : null}
          <Button component={RouterLink} to={paths.home()} variant="contained">
            Back to {config.brandName}
          </Button>
        </>
      )}
    </PageShell>
  );
}

import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/**
 * Stands in for the result cards while a new filter, order or page loads (issue 14: something
 * new within 100 ms of the click, not old results behind a thin bar). Hidden from assistive
 * technology: the results' status line says "Loading companies…" instead.
 */
export function ResultsSkeleton({ count }: { count: number }) {
  return (
    <Stack aria-hidden spacing={1.5} data-results-skeleton="">
      {Array.from({ length: count }, (_, index) => (
        <Box
          key={index}
          sx={{
            display: 'flex',
            gap: 2,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            minWidth: 0,
          }}
        >
          <Skeleton variant="rounded" width={56} height={56} sx={{ flexShrink: 0 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Skeleton variant="text" width="50%" sx={{ fontSize: '1.25rem' }} />
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="text" width="90%" />
            <Skeleton variant="text" width="70%" />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

import Box from '@mui/material/Box';
import { Pagination } from '@atlas/ui/Pagination';
import { ImmediateRouterLink } from '../../../shared/AtlasRouterLink';

/** Page links of a listing: real links, so crawlers and people without scripts can page. */
export function ListingPagination({
  page,
  count,
  getPageHref,
}: {
  page: number;
  count: number;
  getPageHref: (page: number) => string;
}) {
  return (
    <Box sx={{ mt: 4 }}>
      <Pagination
        page={page}
        count={count}
        getPageHref={getPageHref}
        LinkComponent={ImmediateRouterLink}
      />
    </Box>
  );
}

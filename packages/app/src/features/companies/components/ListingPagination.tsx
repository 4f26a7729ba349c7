import Box from '@mui/material/Box';
import { Pagination } from '@atlas/ui/Pagination';
import { paths } from '../../../config/paths';
import { AtlasRouterLink } from '../../../shared/AtlasRouterLink';

/** Page links of the /companies listing: real links, so crawlers and people without scripts can page. */
export function ListingPagination({ page, count }: { page: number; count: number }) {
  return (
    <Box sx={{ mt: 4 }}>
      <Pagination
        page={page}
        count={count}
        getPageHref={(target) => paths.companies(target)}
        LinkComponent={AtlasRouterLink}
      />
    </Box>
  );
}

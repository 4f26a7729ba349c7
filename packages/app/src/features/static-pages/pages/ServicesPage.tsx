import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ServiceGroupIndex, ServiceIndexItem } from '@atlas/api/endpoints/list-services';
import { paths } from '../../../config/paths';
import { PageShell } from '../../../shared/shell/PageShell';
import { ContentBody } from '../components/ContentBody';
import type { ContentPageData } from '../content';

export type ServicesPageData = ContentPageData & { groups: ServiceGroupIndex[] };

const numberFormat = new Intl.NumberFormat('en-US');

interface ServiceNode {
  service: ServiceIndexItem;
  children: ServiceIndexItem[];
}

/** Child services sit under their parent; a child whose parent is elsewhere stands on its own. */
function treeOf(services: readonly ServiceIndexItem[]): ServiceNode[] {
  const ids = new Set(services.map((service) => service.id));
  const roots = services.filter((s) => s.parent_id === null || !ids.has(s.parent_id));
  return roots.map((service) => ({
    service,
    children: services.filter((child) => child.parent_id === service.id),
  }));
}

function ServiceLink({ service }: { service: ServiceIndexItem }) {
  return (
    <>
      <Link component={RouterLink} to={paths.companyListing(service.slug)} underline="hover">
        {service.name}
      </Link>{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        ({numberFormat.format(service.companies_count)})
      </Typography>
    </>
  );
}

export function ServicesPage() {
  const page = useLoaderData<ServicesPageData>();
  return (
    <PageShell heading={page.meta.heading ?? 'Services'} lead={page.meta.lead} width="lg">
      <ContentBody body={page.body} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1fr 1fr' } }}>
        {page.groups.map((group) => (
          <Paper
            component="section"
            variant="outlined"
            key={group.id}
            aria-labelledby={`group-${group.slug}`}
            sx={{ p: { xs: 2.5, md: 3 } }}
          >
            <Typography
              id={`group-${group.slug}`}
              variant="h2"
              sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' }, fontWeight: 700, mb: 2 }}
            >
              {group.name}
            </Typography>
            <Box component="ul" sx={{ pl: 0, m: 0, listStyle: 'none', '& li': { py: 0.5 } }}>
              {treeOf(group.services).map(({ service, children }) => (
                <li key={service.id}>
                  <ServiceLink service={service} />
                  {children.length > 0 ? (
                    <Box component="ul" sx={{ pl: 2.5, m: 0, listStyle: 'none' }}>
                      {children.map((child) => (
                        <li key={child.id}>
                          <ServiceLink service={child} />
                        </li>
                      ))}
                    </Box>
                  ) : null}
                </li>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        The number after each service is how many agencies offer it.
      </Typography>
    </PageShell>
  );
}

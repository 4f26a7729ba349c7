import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { GetListedBox } from '@atlas/ui/GetListedBox';
import { ValetBanner } from '@atlas/ui/ValetBanner';
import { useStores } from '../shared/stores/StoresContext';
import { paths } from '../config/paths';
import { AtlasRouterLink } from '../shared/AtlasRouterLink';
import type { CtaBanner } from '../shared/shell/visibility';
import { LATEST_AWARDS_EDITION } from '../shared/shell/awards';

interface FooterLink {
  label: string;
  href: string;
}

const COMPANY_LINKS: readonly FooterLink[] = [
  { label: 'About Us', href: paths.aboutUs() },
  { label: 'Careers', href: paths.careers() },
  { label: 'Contact Us', href: paths.contact() },
  { label: 'FAQ', href: paths.faq() },
  { label: 'Terms', href: paths.terms() },
  { label: 'Get Listed', href: paths.getListed() },
];

const INSIGHT_LINKS: readonly FooterLink[] = [
  { label: 'Blog', href: paths.blog() },
  { label: `Awards ${LATEST_AWARDS_EDITION}`, href: paths.awardsEdition(LATEST_AWARDS_EDITION) },
  { label: 'Improve Your Ranking', href: paths.improveRanking() },
  { label: 'Write for Us', href: paths.writeForUs() },
  { label: 'Contribute', href: paths.contribute() },
];

/** Social profiles (external; they open in the same tab like every other link). */
export const SOCIAL_LINKS: readonly FooterLink[] = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/agency-atlas' },
  { label: 'X', href: 'https://x.com/agencyatlas' },
  { label: 'Facebook', href: 'https://www.facebook.com/agencyatlas' },
  { label: 'Instagram', href: 'https://www.instagram.com/agencyatlas' },
];

const FOOTER_LIST_SIZE = 6;

function Column({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="subtitle2" sx={{ mb: 1.5, fontWeight: 700 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              component={RouterLink}
              to={link.href}
              underline="hover"
              color="text.secondary"
              variant="body2"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export interface SiteFooterProps {
  /** What the call-to-action area above the columns shows (see `ctaBannerFor`). */
  cta?: CtaBanner;
  /** The compact valet banner ('Get 5 Free Quotes'). */
  minimalCta?: boolean;
}

/** The footer (SPEC §2): call-to-action banner, link columns, social links and copyright. */
export const SiteFooter = observer(function SiteFooter({
  cta = 'none',
  minimalCta = false,
}: SiteFooterProps) {
  const { config, navigation, ui } = useStores();
  const data = navigation.navigation;
  const services: FooterLink[] = (data?.service_groups ?? [])
    .map((group) => group.services[0])
    .concat((data?.service_groups ?? []).map((group) => group.services[1]))
    .filter((service) => service !== undefined)
    .slice(0, FOOTER_LIST_SIZE)
    .map((service) => ({ label: service.name, href: paths.companyListing(service.slug) }));
  const byCompanies = <T extends { company_count: number }>(a: T, b: T) =>
    b.company_count - a.company_count;
  const countries = (data?.regions ?? [])
    .flatMap((region) => region.countries)
    .sort(byCompanies)
    .slice(0, FOOTER_LIST_SIZE)
    .map((place) => ({ label: place.name, href: paths.companyListing(place.slug) }));
  const cities = (data?.regions ?? [])
    .flatMap((region) => region.cities)
    .sort(byCompanies)
    .slice(0, FOOTER_LIST_SIZE)
    .map((place) => ({ label: place.name, href: paths.companyListing(place.slug) }));

  return (
    <Box component="footer" sx={{ mt: 6, bgcolor: 'background.paper' }}>
      {cta === 'none' ? null : (
        <Container sx={{ pb: 4 }}>
          {cta === 'get-listed' ? (
            <GetListedBox LinkComponent={AtlasRouterLink} href={paths.getListed()} />
          ) : (
            <ValetBanner
              minimal={minimalCta}
              image={ui.bannerImage}
              href={paths.projectSubmission()}
              LinkComponent={AtlasRouterLink}
            />
          )}
        </Container>
      )}
      <Box sx={{ borderTop: 1, borderColor: 'divider', py: 5 }}>
        <Container
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: {
              xs: 'repeat(2, 1fr)',
              sm: 'repeat(3, 1fr)',
              md: 'repeat(5, 1fr)',
            },
          }}
        >
          <Column title="Company" links={COMPANY_LINKS} />
          <Column
            title="Services"
            links={[...services, { label: 'All services', href: paths.services() }]}
          />
          <Column
            title="Countries"
            links={[...countries, { label: 'All countries', href: paths.countries() }]}
          />
          <Column title="Cities" links={cities} />
          <Column title="Insights" links={INSIGHT_LINKS} />
        </Container>
        <Container
          sx={{
            mt: 4,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
            alignItems: 'center',
          }}
        >
          <Box component="nav" aria-label="Social" sx={{ display: 'flex', gap: 2 }}>
            {SOCIAL_LINKS.map((link) => (
              <Link key={link.href} href={link.href} rel="noopener" variant="body2">
                {link.label}
              </Link>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} {config.brandName}. All rights reserved.
          </Typography>
        </Container>
      </Box>
    </Box>
  );
});

import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { GetListedBox } from '@atlas/ui/GetListedBox';
import { ValetBanner } from '@atlas/ui/ValetBanner';
import { useStores } from '../shared/stores/StoresContext';
import { paths } from '../config/paths';
import { AtlasRouterLink } from '../shared/AtlasRouterLink';
import { offscreen } from '../shared/offscreen';
import type { CtaBanner } from '../shared/shell/visibility';
import { LATEST_AWARDS_EDITION } from '../shared/shell/awards';
import { fill, useShellText, type ShellText } from '../shared/shell/text';

interface FooterLink {
  label: string;
  href: string;
}

const companyLinks = (text: ShellText): FooterLink[] => [
  { label: text.aboutUs, href: paths.aboutUs() },
  { label: text.careers, href: paths.careers() },
  { label: text.contactUs, href: paths.contact() },
  { label: text.faq, href: paths.faq() },
  { label: text.terms, href: paths.terms() },
  { label: text.getListed, href: paths.getListed() },
];

const insightLinks = (text: ShellText): FooterLink[] => [
  { label: text.blog, href: paths.blog() },
  {
    label: fill(text.awardsEdition, { edition: LATEST_AWARDS_EDITION }),
    href: paths.awardsEdition(LATEST_AWARDS_EDITION),
  },
  { label: text.improveRanking, href: paths.improveRanking() },
  { label: text.writeForUs, href: paths.writeForUs() },
  { label: text.contribute, href: paths.contribute() },
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
    <section aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <RouterLink to={link.href}>{link.label}</RouterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The link columns: one styled element whose headings, lists and links are plain elements styled
 * from here. A MUI Link and two styled boxes per column cost every page's server render about 40
 * style serialisations.
 */
const Columns = styled(Container)(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(4),
  gridTemplateColumns: 'repeat(2, 1fr)',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(5, 1fr)' },
  '& h2': { ...theme.typography.subtitle2, margin: theme.spacing(0, 0, 1.5), fontWeight: 700 },
  '& ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing(1) },
  '& a': {
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
    textDecoration: 'none',
  },
  '& a:hover': { textDecoration: 'underline' },
}));

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
  const text = useShellText();
  const valetButton = minimalCta ? text.valetBannerMinimalButton : text.valetBannerButton;
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
    <Box component="footer" sx={{ mt: 6, bgcolor: 'background.paper', ...offscreen(700) }}>
      {cta === 'none' ? null : (
        <Container sx={{ pb: 4 }}>
          {cta === 'get-listed' ? (
            <GetListedBox
              LinkComponent={AtlasRouterLink}
              href={paths.getListed()}
              {...(text.getListedTitle ? { title: text.getListedTitle } : {})}
              {...(text.getListedDescription ? { description: text.getListedDescription } : {})}
              {...(text.getListedButton ? { buttonText: text.getListedButton } : {})}
            />
          ) : (
            <ValetBanner
              minimal={minimalCta}
              image={ui.bannerImage}
              href={paths.projectSubmission()}
              LinkComponent={AtlasRouterLink}
              {...(text.valetBannerTitle ? { title: text.valetBannerTitle } : {})}
              {...(valetButton ? { buttonText: valetButton } : {})}
            />
          )}
        </Container>
      )}
      <Box sx={{ borderTop: 1, borderColor: 'divider', py: 5 }}>
        <Columns>
          <Column title={text.footerCompany} links={companyLinks(text)} />
          <Column
            title={text.services}
            links={[...services, { label: text.allServices, href: paths.services() }]}
          />
          <Column
            title={text.countries}
            links={[...countries, { label: text.allCountries, href: paths.countries() }]}
          />
          <Column title={text.cities} links={cities} />
          <Column title={text.insights} links={insightLinks(text)} />
        </Columns>
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
          <Box
            component="nav"
            aria-label={text.social}
            sx={{
              display: 'flex',
              gap: 2,
              '& a': { color: 'primary.main', typography: 'body2' },
            }}
          >
            {SOCIAL_LINKS.map((link) => (
              <a key={link.href} href={link.href} rel="noopener">
                {link.label}
              </a>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} {config.brandName}. {text.rightsReserved}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
});

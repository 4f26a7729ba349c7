import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLoaderData, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ServicesBreakdown } from '@atlas/ui/ServicesBreakdown';
import { AwardBadge } from '@atlas/ui/AwardBadge';
import { isAwardEdition } from '@atlas/api/option-lists';
import { CONTACT_BUTTON_TEXT } from '@atlas/api/variants';
import type { CompanyProfile } from '@atlas/api/entities/profile';
import { useStores } from '../../../shared/stores/StoresContext';
import { PortfolioGallery } from '../components/PortfolioGallery';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfileOwnership } from '../components/ProfileOwnership';
import { ProfileSectionBlock } from '../components/ProfileSectionBlock';
import { ReviewsSection } from '../components/ReviewsSection';
import { SectionNav, type ProfileSection } from '../components/SectionNav';
import { ShareList } from '../components/ShareList';
import { profilePath, type CompanyProfilePageData } from '../profile';
import { paths } from '../../../config/paths';
import { createBeaconAnalytics } from '../../../shared/analytics/beaconAnalytics';
import { trackCompanyClick, trackProfileView } from '../../../shared/analytics/companyEvents';

// The contact form (and the schema it checks with, and zod) is code of its own, loaded the first
// time someone opens it: the profile's first load stays small.
const ContactDialog = lazy(async () => ({
  default: (await import('../components/ContactDialog')).ContactDialog,
}));

function Facts({ profile }: { profile: CompanyProfile }) {
  const facts = [
    [
      'Team size',
      profile.company_size.label === 'Freelancer'
        ? 'Freelancer'
        : `${profile.company_size.label} employees`,
    ],
    ['Hourly rate', profile.hourly_rate.label],
    ['Minimum project size', profile.project_size.label],
    ['Founded', profile.founded_year ? String(profile.founded_year) : 'Undisclosed'],
  ] as const;
  return (
    <Box
      component="dl"
      aria-label="Facts"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        gap: 2,
        m: 0,
        mt: 2,
      }}
    >
      {facts.map(([term, value]) => (
        <Paper key={term} variant="outlined" sx={{ p: 1.5 }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {value}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

const FAQ_QUESTIONS = [
  ['founder', 'Who founded the company?'],
  ['projects_year', 'How many projects does it take on a year?'],
  ['project_cost', 'What does a typical project cost?'],
  ['values', 'What are its values?'],
] as const;

function sectionsOf(profile: CompanyProfile): ProfileSection[] {
  const sections: ProfileSection[] = [{ id: 'about', label: 'About' }];
  if (profile.services.length > 0) sections.push({ id: 'services', label: 'Services' });
  if (profile.focuses.length + profile.industries.length + profile.client_types.length > 0)
    sections.push({ id: 'focus', label: 'Focus' });
  if (profile.portfolio.length > 0) sections.push({ id: 'portfolio', label: 'Portfolio' });
  sections.push({ id: 'locations', label: 'Locations' });
  if (profile.faqs) sections.push({ id: 'faq', label: 'FAQ' });
  if (profile.awards.length > 0) sections.push({ id: 'awards', label: 'Awards' });
  sections.push({ id: 'reviews', label: 'Reviews' });
  return sections;
}

/** A company's profile (/company/{slug}) and its action-less preview. */
export const CompanyProfilePage = observer(function CompanyProfilePage() {
  const { profile, reviews, preview } = useLoaderData<CompanyProfilePageData>();
  const store = useStores();
  const [contactOpen, setContactOpen] = useState(false);
  // Mounted from its first opening on, so that it can close with its transition.
  const [contactMounted, setContactMounted] = useState(false);
  if (contactOpen && !contactMounted) setContactMounted(true);
  // A listing card's "Contact" arrives as /company/{slug}#contact: the form opens at once.
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (hash === '#contact' && !preview) setContactOpen(true);
  }, [hash, preview]);
  // What the company's analytics counts: this view (once per profile shown), and its clicks.
  const analytics = useMemo(
    () => createBeaconAnalytics(store.config.apiBaseUrl),
    [store.config.apiBaseUrl],
  );
  useEffect(() => {
    if (preview) return;
    trackProfileView(analytics, profile.slug, window.location, document.referrer);
  }, [analytics, preview, profile.slug]);
  const basePath = profilePath(profile.slug, preview);
  const contactText = CONTACT_BUTTON_TEXT[store.variants.contactButtonStyle];
  const editions = [...new Set(profile.awards.map((award) => award.edition))];

  const actions = preview ? undefined : (
    <>
      <Button
        variant="contained"
        size="large"
        onClick={() => {
          trackCompanyClick(analytics, 'contact_click', profile.slug, pathname);
          setContactOpen(true);
        }}
        aria-haspopup="dialog"
      >
        {contactText}
      </Button>
      <Button component={RouterLink} to={paths.reviewSubmit(profile.slug)} variant="outlined">
        Write a review
      </Button>
    </>
  );

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <ProfileHeader
        profile={profile}
        actions={actions}
        onWebsiteClick={
          preview
            ? undefined
            : () => trackCompanyClick(analytics, 'website_click', profile.slug, pathname)
        }
      />
      <Facts profile={profile} />
      <SectionNav sections={sectionsOf(profile)} />

      <ProfileSectionBlock id="about" title={`About ${profile.name}`}>
        {profile.summary ? (
          <Typography sx={{ fontSize: '1.1rem', mb: 2 }}>{profile.summary}</Typography>
        ) : null}
        {profile.description_html ? (
          // Sanitised on the server with an allow-list (modules/profiles/sanitize.ts).
          <Box
            sx={{ '& p': { mt: 0, mb: 1.5 }, '& a': { color: 'primary.main' } }}
            dangerouslySetInnerHTML={{ __html: profile.description_html }}
          />
        ) : null}
        {!profile.summary && !profile.description_html ? (
          <Typography color="text.secondary">
            {`${profile.name} has not written a description yet.`}
          </Typography>
        ) : null}
      </ProfileSectionBlock>

      {profile.services.length > 0 ? (
        <ProfileSectionBlock id="services" title="Services offered">
          <ServicesBreakdown
            variant="chart"
            title="Share of work per service"
            services={profile.services.map((service) => ({
              name: service.name,
              percentage: service.percentage,
            }))}
          />
        </ProfileSectionBlock>
      ) : null}

      {profile.focuses.length + profile.industries.length + profile.client_types.length > 0 ? (
        <ProfileSectionBlock id="focus" title="Focus">
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            <ShareList title="Focus areas" items={profile.focuses} />
            <ShareList title="Industries" items={profile.industries} />
            <ShareList title="Client types" items={profile.client_types} />
          </Box>
        </ProfileSectionBlock>
      ) : null}

      {profile.portfolio.length > 0 ? (
        <ProfileSectionBlock id="portfolio" title="Portfolio">
          <PortfolioGallery items={profile.portfolio} />
        </ProfileSectionBlock>
      ) : null}

      <ProfileSectionBlock id="locations" title="Locations">
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {profile.locations.map((location) => (
            <Paper component="li" key={location.id} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
                {`${location.city.name}, ${location.country.name}`}
                {location.headquarter ? (
                  <Typography
                    component="span"
                    color="primary"
                    sx={{ ml: 1, fontWeight: 600, fontSize: '0.9rem' }}
                  >
                    Headquarters
                  </Typography>
                ) : null}
              </Typography>
              <Box component="address" sx={{ fontStyle: 'normal', mt: 0.5 }}>
                {location.address ? <div>{location.address}</div> : null}
                {location.postcode ? <div>{location.postcode}</div> : null}
                {location.phone ? (
                  <div>
                    Phone:{' '}
                    <Link href={`tel:${location.phone.replace(/[^\d+]/g, '')}`}>
                      {location.phone}
                    </Link>
                  </div>
                ) : null}
              </Box>
            </Paper>
          ))}
        </Box>
      </ProfileSectionBlock>

      {profile.faqs ? (
        <ProfileSectionBlock id="faq" title="Frequently asked questions">
          <Box component="dl" sx={{ m: 0 }}>
            {FAQ_QUESTIONS.map(([key, question]) => {
              const answer = profile.faqs?.[key];
              if (!answer) return null;
              return (
                <Box key={key} sx={{ mb: 2 }}>
                  <Box component="dt" sx={{ fontWeight: 700 }}>
                    {question}
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {answer}
                  </Box>
                </Box>
              );
            })}
          </Box>
        </ProfileSectionBlock>
      ) : null}

      {profile.awards.length > 0 ? (
        <ProfileSectionBlock id="awards" title="Awards and nominations">
          {editions.map((edition) => (
            <Box key={edition} sx={{ mb: 2 }}>
              <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
                {`Awards ${edition}`}
              </Typography>
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {profile.awards
                  .filter((award) => award.edition === edition)
                  .map((award) =>
                    isAwardEdition(award.edition) ? (
                      <AwardBadge
                        key={`${award.edition}-${award.service.id}`}
                        edition={award.edition}
                        status={award.result}
                        service={award.service.name}
                        size="small"
                      />
                    ) : null,
                  )}
              </Stack>
            </Box>
          ))}
        </ProfileSectionBlock>
      ) : null}

      <ProfileSectionBlock id="reviews" title={`Reviews of ${profile.name}`}>
        <ReviewsSection
          reviews={reviews}
          companyName={profile.name}
          basePath={basePath}
          writeReviewHref={preview ? undefined : paths.reviewSubmit(profile.slug)}
        />
      </ProfileSectionBlock>

      {preview ? null : <ProfileOwnership slug={profile.slug} name={profile.name} />}

      {preview || !contactMounted ? null : (
        <Suspense fallback={null}>
          <ContactDialog
            open={contactOpen}
            onClose={() => setContactOpen(false)}
            companyName={profile.name}
            slug={profile.slug}
          />
        </Suspense>
      )}
    </Container>
  );
});

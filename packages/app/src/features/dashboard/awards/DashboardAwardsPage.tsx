import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AWARD_EDITIONS } from '@atlas/api/options';
import { useStores } from '../../../shared/stores/StoresContext';
import { badgesOf, embedCode, type DashboardAwardsData } from './awards';

/** The dashboard's awards pages: nominations and wins per edition, and the badges to embed. */
export const DashboardAwardsPage = observer(function DashboardAwardsPage() {
  const { view, company, nominations } = useLoaderData<DashboardAwardsData>();
  const { config } = useStores();
  const shown =
    typeof view === 'number' ? nominations.filter((n) => n.edition === view) : nominations;
  const heading =
    view === 'badges' ? 'Awards badges' : typeof view === 'number' ? `Awards ${view}` : 'Awards';
  const badges = company
    ? badgesOf(company.slug, shown).filter((badge) =>
        typeof view === 'number' ? badge.path.includes(`/${view}`) : true,
      )
    : [];
  return (
    <Container sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {heading}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 3, flexWrap: 'wrap' }}
        component="nav"
        aria-label="Awards pages"
      >
        <Link component={RouterLink} to="/dashboard/awards">
          All editions
        </Link>
        {AWARD_EDITIONS.slice(0, -1).map((edition) => (
          <Link key={edition} component={RouterLink} to={`/dashboard/awards/${edition}`}>
            {edition}
          </Link>
        ))}
        <Link component={RouterLink} to="/dashboard/awards/badges">
          Badges
        </Link>
      </Stack>
      {!company ? (
        <Typography>Your account manages no company yet, so it has no awards.</Typography>
      ) : (
        <>
          {view !== 'badges' ? (
            shown.length === 0 ? (
              <Typography sx={{ mb: 3 }}>
                {company.name} has no nominations
                {typeof view === 'number' ? ` in ${view}` : ''} yet.
              </Typography>
            ) : (
              <Box component="ul" aria-label="Nominations" sx={{ listStyle: 'none', p: 0, mb: 4 }}>
                {shown.map((nomination) => (
                  <Box
                    component="li"
                    key={`${nomination.edition}-${nomination.category.slug}`}
                    sx={{
                      py: 1,
                      borderBottom: 1,
                      borderColor: 'divider',
                      display: 'flex',
                      gap: 1.5,
                      alignItems: 'center',
                      flexWrap: 'wrap',
                    }}
                  >
                    <span>{nomination.edition}</span>
                    <Link
                      component={RouterLink}
                      to={`/awards-${nomination.edition}/${nomination.category.slug}/${company.slug}`}
                    >
                      {nomination.category.name}
                    </Link>
                    <Chip
                      size="small"
                      color={nomination.status === 'winner' ? 'warning' : 'default'}
                      label={nomination.status === 'winner' ? 'Winner' : 'Nominee'}
                    />
                    {nomination.score ? (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {`Final score ${nomination.score.final.toFixed(2)}: jury ${nomination.score.jury.toFixed(2)}, votes ${nomination.score.votes.toFixed(2)}, reviews ${nomination.score.reviews.toFixed(2)}`}
                      </Typography>
                    ) : null}
                  </Box>
                ))}
              </Box>
            )
          ) : null}
          {badges.length > 0 ? (
            <>
              <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
                Badges for your website
              </Typography>
              {badges.map((badge) => (
                <Box component="section" key={badge.path} sx={{ mb: 4 }}>
                  <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
                    {badge.label}
                  </Typography>
                  <Box
                    component="iframe"
                    src={badge.path}
                    title={`${badge.label} preview`}
                    width={badge.width}
                    height={badge.height}
                    sx={{ border: 0, display: 'block', mb: 1 }}
                  />
                  <TextField
                    label={`Embed code: ${badge.label}`}
                    value={embedCode(badge, config.canonicalUrl)}
                    multiline
                    fullWidth
                    slotProps={{ htmlInput: { readOnly: true } }}
                  />
                </Box>
              ))}
            </>
          ) : null}
        </>
      )}
    </Container>
  );
});

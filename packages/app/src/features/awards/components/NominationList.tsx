import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AwardCompany, AwardNomination } from '@atlas/api/endpoints/awards-pages';
import { awardsPaths } from '../awards';

/** A company's nominations: edition, category, outcome and, once published, its final score. */
export function NominationList({
  company,
  nominations,
  highlight = null,
}: {
  company: AwardCompany;
  nominations: readonly AwardNomination[];
  highlight?: string | null;
}) {
  return (
    <Box
      component="ul"
      aria-label={`${company.name}: nominations`}
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}
    >
      {nominations.map((nomination) => (
        <Box
          component="li"
          key={`${nomination.edition}-${nomination.category.slug}`}
          aria-current={nomination.category.slug === highlight ? 'true' : undefined}
          sx={{
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            display: 'flex',
            gap: 1.5,
            alignItems: 'center',
            flexWrap: 'wrap',
            fontWeight: nomination.category.slug === highlight ? 700 : 400,
          }}
        >
          <Typography component="span" sx={{ minWidth: 48 }}>
            {nomination.edition}
          </Typography>
          <Link
            component={RouterLink}
            to={awardsPaths.entry(nomination.edition, nomination.category.slug, company.slug)}
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
              Final score {nomination.score.final.toFixed(2)} (#{nomination.score.rank})
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BlogCompanyCard } from '@atlas/api/blog';
import { InitialsAvatar } from '@atlas/ui/InitialsAvatar';
import { RatingStars } from '@atlas/ui/RatingStars';
import { paths } from '../../../config/paths';

/** A company a post mentions: its logo, name (linked to its profile), rating and summary. */
export function CompanyMentionCard({ company }: { company: BlogCompanyCard }) {
  const { t } = useTranslation('blog');
  return (
    <Box
      component="li"
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
      <InitialsAvatar
        name={company.name}
        src={company.logo ?? undefined}
        nameKind="organization"
        decorative
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          <Link component={RouterLink} to={paths.company(company.slug)} underline="hover">
            {company.name}
          </Link>
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {company.rating !== null ? (
            <RatingStars
              value={company.rating}
              size="small"
              getValueText={(value) => t('rating', { rating: value ?? 0 })}
            />
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {company.reviews_count > 0
              ? t('reviews', { count: company.reviews_count })
              : t('noReviews')}
          </Typography>
        </Box>
        {company.summary ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {company.summary}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

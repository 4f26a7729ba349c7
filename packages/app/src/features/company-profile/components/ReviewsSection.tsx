import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RatingStars } from '@atlas/ui/RatingStars';
import { EmptyState } from '@atlas/ui/EmptyState';
import { Pagination } from '@atlas/ui/Pagination';
import type { RatingBreakdown, Review } from '@atlas/api/entities/review';
import { REVIEW_SORT_LABELS, REVIEW_SORTS } from '@atlas/api/option-lists';
import type { ListCompanyReviewsResponse } from '@atlas/api/endpoints/list-company-reviews';
import { useStores } from '../../../shared/stores/StoresContext';
import { AtlasRouterLink } from '../../../shared/AtlasRouterLink';
import { profileHref } from '../profile';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

function Breakdown({ breakdown }: { breakdown: RatingBreakdown }) {
  const stars = [5, 4, 3, 2, 1] as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mb: 3 }}>
      <Box sx={{ textAlign: { sm: 'center' }, minWidth: 160 }}>
        <Typography sx={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1 }}>
          {breakdown.average?.toFixed(1)}
        </Typography>
        <RatingStars value={breakdown.average} />
        <Typography color="text.secondary">
          {`Based on ${breakdown.total} review${breakdown.total === 1 ? '' : 's'}`}
        </Typography>
      </Box>
      <Box component="dl" sx={{ flex: 1, m: 0, display: 'grid', gap: 0.75 }}>
        {stars.map((star) => {
          const count = breakdown.counts[star];
          const share = breakdown.total > 0 ? (count / breakdown.total) * 100 : 0;
          return (
            <Box
              key={star}
              sx={{
                display: 'grid',
                gridTemplateColumns: '4.5em 1fr 2.5em',
                gap: 1,
                alignItems: 'center',
              }}
            >
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {`${star} star${star === 1 ? '' : 's'}`}
              </Box>
              <LinearProgress
                variant="determinate"
                value={share}
                aria-hidden
                sx={{ height: 8, borderRadius: 4 }}
              />
              <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                {count}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}

function ReviewFact({ term, value }: { term: string; value: string | null }) {
  if (!value) return null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
        {term}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Box>
    </Box>
  );
}

const ASPECTS = [
  ['quality', 'Quality'],
  ['schedule', 'Schedule'],
  ['cost', 'Cost'],
  ['willingness_to_refer', 'Willing to refer'],
] as const;

function ReviewItem({ review, companyName }: { review: Review; companyName: string }) {
  const { api } = useStores();
  const [helpful, setHelpful] = useState<{ count: number; voted: boolean; failed: boolean }>({
    count: review.helpful_count,
    voted: false,
    failed: false,
  });
  const headingId = `review-${review.id}-title`;
  const reviewer = review.reviewer;
  const who = [reviewer.role, reviewer.company].filter(Boolean).join(', ');
  const vote = async () => {
    try {
      const answer = await api.markReviewHelpful(review.id);
      setHelpful({ count: answer.data.helpful_count, voted: true, failed: false });
    } catch {
      setHelpful((state) => ({ ...state, failed: true }));
    }
  };
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between' }}
      >
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
          {review.title}
        </Typography>
        <RatingStars value={review.ratings.overall} showValue size="small" />
      </Stack>
      <Typography color="text.secondary" sx={{ fontSize: '0.9rem', mt: 0.5 }}>
        <time dateTime={review.published_at}>
          {dateFormat.format(new Date(review.published_at))}
        </time>
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1.5 }}>
        <Chip size="small" color="success" variant="outlined" label={review.verification.label} />
        {review.service ? (
          <Chip size="small" variant="outlined" label={review.service.name} />
        ) : null}
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          gap: 2,
          m: 0,
          mb: 2,
        }}
      >
        <ReviewFact term="Reviewer" value={reviewer.name ?? 'Anonymous reviewer'} />
        <ReviewFact term="Role" value={who || null} />
        <ReviewFact
          term="Company size"
          value={reviewer.company_size ? `${reviewer.company_size.label} employees` : null}
        />
        <ReviewFact term="Project cost" value={review.cost_range} />
        <ReviewFact term="Project duration" value={review.duration} />
        {ASPECTS.map(([key, term]) => (
          <ReviewFact key={key} term={term} value={`${review.ratings[key].toFixed(1)} / 5`} />
        ))}
      </Box>
      <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        Project summary
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{review.summary}</Typography>
      <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        Review
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{review.body}</Typography>
      {review.reply ? (
        <Box
          sx={{
            mt: 2,
            p: 2,
            bgcolor: 'action.hover',
            borderRadius: 1,
            borderLeft: 4,
            borderColor: 'primary.main',
          }}
        >
          <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 700 }}>
            {`Reply from ${companyName}`}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{review.reply.body}</Typography>
        </Box>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span">Was this helpful?</Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => void vote()}
          disabled={helpful.voted}
          aria-label={`Yes, the review "${review.title}" was helpful (${helpful.count} found it helpful)`}
        >
          {`Yes (${helpful.count})`}
        </Button>
        <Typography
          component="span"
          role="status"
          color={helpful.failed ? 'error' : 'text.secondary'}
        >
          {helpful.failed
            ? 'Your vote could not be counted. Please try again.'
            : helpful.voted
              ? 'Thank you for your feedback.'
              : ''}
        </Typography>
      </Stack>
    </Paper>
  );
}

export interface ReviewsSectionProps {
  reviews: ListCompanyReviewsResponse;
  companyName: string;
  /** The profile's path, for the sort and page links. */
  basePath: string;
  /** Where to write a review; absent on the preview. */
  writeReviewHref?: string | undefined;
}

/** The rating breakdown, the sort links, one page of reviews and links to the others. */
export function ReviewsSection({
  reviews,
  companyName,
  basePath,
  writeReviewHref,
}: ReviewsSectionProps) {
  const { meta } = reviews;
  if (meta.breakdown.total === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title="No reviews yet"
        description={`Nobody has reviewed ${companyName} yet. Worked with them? Your review helps others choose, and we check every review before it is published.`}
        actions={
          writeReviewHref ? (
            <Button component={RouterLink} to={writeReviewHref} variant="contained">
              Write a review
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <Breakdown breakdown={meta.breakdown} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box
          component="nav"
          aria-label="Order of the reviews"
          sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
        >
          <Typography component="span" color="text.secondary">
            Sort by:
          </Typography>
          {REVIEW_SORTS.map((sort) => (
            <Button
              key={sort}
              component={RouterLink}
              to={profileHref(basePath, { sort, page: 1 })}
              preventScrollReset
              size="small"
              variant={meta.sort === sort ? 'contained' : 'text'}
              aria-current={meta.sort === sort ? 'true' : undefined}
            >
              {REVIEW_SORT_LABELS[sort]}
            </Button>
          ))}
        </Box>
        {writeReviewHref ? (
          <Button component={RouterLink} to={writeReviewHref} variant="outlined">
            Write a review
          </Button>
        ) : null}
      </Stack>
      <Stack component="ol" spacing={2} aria-label="Reviews" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {reviews.data.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} companyName={companyName} />
          </li>
        ))}
      </Stack>
      <Pagination
        page={meta.page}
        count={meta.last_page}
        label="Pages of reviews"
        LinkComponent={AtlasRouterLink}
        getPageHref={(page) => profileHref(basePath, { sort: meta.sort, page })}
        sx={{ mt: 3 }}
      />
    </>
  );
}

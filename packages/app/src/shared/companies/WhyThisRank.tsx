import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { SCORE_PART_MAXIMUMS, type ScoreParts } from '@atlas/api/entities/company';
import { PROFILE_SCORE_LEVEL_LABELS, type ProfileScoreLevel } from '@atlas/api/options';

/** The parts of the profile score, in the order docs/ranking.md explains them. */
const PARTS: readonly { key: keyof ScoreParts; label: string; hint: string }[] = [
  { key: 'review_volume', label: 'Reviews', hint: 'how many, newer ones count more' },
  { key: 'rating', label: 'Rating', hint: 'their average, newer ones count more' },
  { key: 'completeness', label: 'Profile completeness', hint: 'how much is filled in' },
  { key: 'awards', label: 'Awards', hint: 'won and nominated' },
  { key: 'verification', label: 'Verification', hint: 'identity checked' },
];

const hidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export interface WhyThisRankProps {
  /** The company, named for screen readers (every card has one of these disclosures). */
  companyName: string;
  score: number;
  level: ProfileScoreLevel;
  parts: ScoreParts;
}

/**
 * "Why this rank?": a native disclosure (works before the scripts load, keyboard and screen
 * reader friendly) listing the points each part of the profile score gave.
 */
export function WhyThisRank({ companyName, score, level, parts }: WhyThisRankProps) {
  return (
    <Box
      component="details"
      sx={{
        '& > summary': {
          cursor: 'pointer',
          width: 'fit-content',
          color: 'primary.main',
          fontWeight: 600,
          fontSize: '0.875rem',
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        },
      }}
    >
      <summary>
        Why this rank?<Box component="span" sx={hidden}>{` (${companyName})`}</Box>
      </summary>
      <Box sx={{ mt: 1, p: 2, bgcolor: 'action.hover', borderRadius: 2, maxWidth: 560 }}>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {`Profile score ${score} of 1000 (${PROFILE_SCORE_LEVEL_LABELS[level]}). Listings are ordered by this score unless you choose another order.`}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(9rem, auto) 1fr',
            columnGap: 2,
            rowGap: 1,
            alignItems: 'center',
          }}
        >
          {PARTS.map(({ key, label, hint }) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {label}
                <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                  {hint}
                </Typography>
              </Typography>
              <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 2 }}>
                <LinearProgress
                  aria-hidden
                  variant="determinate"
                  value={(100 * parts[key]) / SCORE_PART_MAXIMUMS[key]}
                  sx={{ flex: 1, minWidth: 40, height: 6, borderRadius: 3 }}
                />
                <Typography component="span" variant="body2" sx={{ minWidth: '5.5rem' }}>
                  {`${parts[key]} of ${SCORE_PART_MAXIMUMS[key]}`}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

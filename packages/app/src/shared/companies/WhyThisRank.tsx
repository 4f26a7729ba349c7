import type { CSSProperties } from 'react';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ScoreParts } from '@atlas/api/entities/company';
import {
  PROFILE_SCORE_LEVEL_LABELS,
  SCORE_PART_MAXIMUMS,
  type ProfileScoreLevel,
} from '@atlas/api/option-lists';

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

/**
 * A part's share of its maximum as a bar: one element painted up to `--why-this-rank-fill` (every
 * card of a listing has five, in the HTML though the disclosure is closed; MUI's LinearProgress
 * drew each as two elements with a class per bar).
 */
const bar = (theme: Theme) => ({
  display: 'block',
  flex: 1,
  minWidth: 40,
  height: 6,
  borderRadius: 3,
  background: `linear-gradient(90deg, ${theme.palette.primary.main} var(--why-this-rank-fill), ${alpha(theme.palette.primary.main, 0.24)} 0)`,
});

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
                <Box
                  component="span"
                  aria-hidden
                  sx={bar}
                  style={
                    {
                      '--why-this-rank-fill': `${(100 * parts[key]) / SCORE_PART_MAXIMUMS[key]}%`,
                    } as CSSProperties
                  }
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

import type { CSSProperties } from 'react';
import { jsx as emotionJsx } from '@emotion/react';
import { alpha, useTheme } from '@mui/material/styles';
import { themedStyles } from '@atlas/ui/theme';
import type { ScoreParts, ServiceRelevance } from '@atlas/api/entities/company';
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

/**
 * The disclosure's styles, once for all its parts: every card of a listing has one (closed, yet
 * in the HTML), so its parts are plain elements styled from here rather than a styled component
 * each, which kept twenty cards' hydration slow on a phone (issue 14). They are serialized once
 * per theme, not for every card of every server render.
 */
const disclosureStyles = themedStyles<object>({
  name: 'AtlasWhyThisRank',
  classes: {},
  key: () => '',
  build: (theme) => ({
    '& > summary': {
      cursor: 'pointer',
      width: 'fit-content',
      color: theme.palette.primary.main,
      fontWeight: 600,
      fontSize: '0.875rem',
      borderRadius: theme.shape.borderRadius,
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
    },
    '& .why-this-rank-hidden': {
      border: 0,
      clip: 'rect(0 0 0 0)',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      padding: 0,
      position: 'absolute',
      whiteSpace: 'nowrap',
      width: '1px',
    },
    '& .why-this-rank-panel': {
      marginTop: theme.spacing(1),
      padding: theme.spacing(2),
      backgroundColor: theme.palette.action.hover,
      borderRadius: Number(theme.shape.borderRadius) * 2,
      maxWidth: 560,
    },
    '& p': { ...theme.typography.body2, margin: theme.spacing(0, 0, 1.5) },
    '& dl': {
      margin: 0,
      display: 'grid',
      gridTemplateColumns: 'minmax(9rem, auto) 1fr',
      columnGap: theme.spacing(2),
      rowGap: theme.spacing(1),
      alignItems: 'center',
    },
    '& dl > div': { display: 'contents' },
    '& dt': { ...theme.typography.body2, fontWeight: 600 },
    '& dt > span': { ...theme.typography.caption, display: 'block' },
    '& dd': { margin: 0, display: 'flex', alignItems: 'center', gap: theme.spacing(2) },
    '& dd > span:last-of-type': { ...theme.typography.body2, minWidth: '5.5rem' },
    // A part's share of its maximum as a bar: one element painted up to `--why-this-rank-fill`.
    '& .why-this-rank-bar': {
      display: 'block',
      flex: 1,
      minWidth: 40,
      height: 6,
      borderRadius: 3,
      background: `linear-gradient(90deg, ${theme.palette.primary.main} var(--why-this-rank-fill), ${alpha(theme.palette.primary.main, 0.24)} 0)`,
    },
  }),
});

export interface WhyThisRankProps {
  /** The company, named for screen readers (every card has one of these disclosures). */
  companyName: string;
  score: number;
  level: ProfileScoreLevel;
  parts: ScoreParts;
  /**
   * On a service listing in its default order: the company's share of the searched services and
   * the rank points that order it (docs/ranking.md "On a service listing").
   */
  relevance?: ServiceRelevance | null | undefined;
}

/**
 * "Why this rank?": a native disclosure (works before the scripts load, keyboard and screen
 * reader friendly) listing the points each part of the profile score gave and, on a service
 * listing, how the company's share of the service weighs in.
 */
export function WhyThisRank({ companyName, score, level, parts, relevance }: WhyThisRankProps) {
  const theme = useTheme();
  const content = (
    <>
      <summary>
        Why this rank?<span className="why-this-rank-hidden">{` (${companyName})`}</span>
      </summary>
      <div className="why-this-rank-panel">
        {relevance ? (
          <>
            <p>{`Profile score ${score} of 1000 (${PROFILE_SCORE_LEVEL_LABELS[level]}).`}</p>
            <p>
              {`The service searched is ${relevance.share} % of this company's work. A service listing is ordered by rank points, the profile score weighted by that share: ${score} × (100 + ${relevance.share}) / 200 = ${relevance.points} rank points.`}
            </p>
          </>
        ) : (
          <p>
            {`Profile score ${score} of 1000 (${PROFILE_SCORE_LEVEL_LABELS[level]}). Listings are ordered by this score unless you choose another order.`}
          </p>
        )}
        <dl>
          {PARTS.map(({ key, label, hint }) => (
            <div key={key}>
              <dt>
                {label}
                <span>{hint}</span>
              </dt>
              <dd>
                <span
                  className="why-this-rank-bar"
                  aria-hidden
                  style={
                    {
                      '--why-this-rank-fill': `${(100 * parts[key]) / SCORE_PART_MAXIMUMS[key]}%`,
                    } as CSSProperties
                  }
                />
                <span>{`${parts[key]} of ${SCORE_PART_MAXIMUMS[key]}`}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
  return emotionJsx('details', { css: disclosureStyles(theme, {}) }, content);
}

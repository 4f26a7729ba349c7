import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RatingStars } from '@atlas/ui/RatingStars';
import { ReviewCount } from '@atlas/ui/ReviewCount';
import { InitialsAvatar } from '@atlas/ui/InitialsAvatar';
import { VerifiedBadge } from '@atlas/ui/VerifiedBadge';
import { ScoreLevelChip } from '@atlas/ui/ScoreLevelChip';
import { scoreLevelChipProps } from '../../../shared/companies/score-level';
import { AwardBadge } from '@atlas/ui/AwardBadge';
import { isAwardEdition } from '@atlas/api/option-lists';
import type { CompanyProfile } from '@atlas/api/entities/profile';
import { placeOf } from '../profile';
import { replyDuration } from '../../../shared/companies/replyTime';

/** How many award badges the header shows (the newest; the Awards section lists them all). */
const HEADER_AWARDS = 3;

export interface ProfileHeaderProps {
  profile: CompanyProfile;
  /** The contact and review buttons; absent on the preview. */
  actions?: ReactNode;
  /** Called when the visitor follows the company's website link (the analytics' clicks). */
  onWebsiteClick?: (() => void) | undefined;
}

/** Logo, name, place, rating, badges, website and the actions of a company profile. */
export function ProfileHeader({ profile, actions, onWebsiteClick }: ProfileHeaderProps) {
  const place = placeOf(profile);
  // The median time from a lead to the company's first answer (issue 18).
  const replyTime = replyDuration(profile.median_reply_minutes);
  const winners = profile.awards.filter((award) => award.result === 'winner').length;
  const awardText =
    profile.awards.length === 0
      ? null
      : winners > 0
        ? `${winners} award${winners === 1 ? '' : 's'} won`
        : `${profile.awards.length} award nomination${profile.awards.length === 1 ? '' : 's'}`;
  return (
    <Paper
      component="header"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, display: 'flex', gap: { xs: 2, md: 3 }, flexWrap: 'wrap' }}
    >
      {/* Without a logo the initials repeat the heading beside them: decoration. */}
      <InitialsAvatar
        name={profile.name}
        src={profile.logo ?? undefined}
        size="large"
        decorative={!profile.logo}
        sx={{
          width: { xs: 64, md: 96 },
          height: { xs: 64, md: 96 },
          fontSize: 32,
          borderRadius: 1,
          bgcolor: 'primary.main',
        }}
      />
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography
          variant="h1"
          sx={{
            fontSize: { xs: '1.75rem', md: '2.25rem' },
            fontWeight: 800,
            overflowWrap: 'anywhere',
          }}
        >
          {profile.name}
        </Typography>
        {place ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {place}
          </Typography>
        ) : null}
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
        >
          {profile.review_count > 0 ? (
            <RatingStars value={profile.rating} showValue size="small" />
          ) : null}
          <ReviewCount count={profile.review_count} href="#reviews" />
          {profile.verified ? <VerifiedBadge /> : null}
          <ScoreLevelChip {...scoreLevelChipProps(profile.score_level)} />
          {replyTime ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {`Answers leads in ${replyTime}`}
            </Typography>
          ) : null}
          {awardText ? (
            <Link href="#awards" underline="hover" sx={{ fontWeight: 600 }}>
              {awardText}
            </Link>
          ) : null}
        </Stack>
        {profile.awards.length > 0 ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
            {profile.awards
              .slice(0, HEADER_AWARDS)
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
        ) : null}
        {profile.website ? (
          <Typography sx={{ mt: 1.5 }}>
            <Link
              // The company gave this address itself: straight out, but not vouched for.
              href={profile.website}
              rel="nofollow noopener ugc"
              target="_blank"
              aria-label={`Visit website of ${profile.name} (opens in a new tab)`}
              onClick={onWebsiteClick}
            >
              Visit website
            </Link>
          </Typography>
        ) : null}
      </Box>
      {actions ? (
        <Stack
          spacing={1}
          sx={{ flex: { xs: '1 1 100%', md: '0 0 auto' }, alignSelf: { md: 'center' } }}
        >
          {actions}
        </Stack>
      ) : null}
    </Paper>
  );
}

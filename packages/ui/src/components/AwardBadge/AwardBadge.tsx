import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { TrophyIcon } from '../../internal/icons';
import { getAtlasTokens } from '../../theme/getAtlasTokens';
import { awardBadgeClasses } from './awardBadgeClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasAwardBadge';

export type AwardStatus = 'winner' | 'nominee';
export type AwardBadgeSize = 'small' | 'medium' | 'large';

export interface AwardBadgeProps {
  /** The awards edition (a year), e.g. 2025. */
  edition: number;
  /** Winner (gold) or nominee (silver). */
  status: AwardStatus;
  /** The service the award is for, e.g. "Web Development". */
  service?: string | undefined;
  /**
   * Badge size.
   * @default 'medium'
   */
  size?: AwardBadgeSize | undefined;
  /**
   * Name of the awards in the accessible name.
   * @default 'Agency Atlas Awards'
   */
  programName?: string | undefined;
  /**
   * Texts of the two statuses; override them to translate.
   * @default { winner: 'Winner', nominee: 'Nominee' }
   */
  statusLabels?: Record<AwardStatus, string> | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface AwardBadgeOwnerState {
  status: AwardStatus;
  size: AwardBadgeSize;
}

const GOLD = { fill: '#FDF3D7', ink: '#7A5200', ring: '#C99A2E' };
const SILVER = { fill: '#EEF2F7', ink: '#334155', ring: '#94A3B8' };

const AwardBadgeRoot = styled('span', { name: NAME, slot: 'root' })<{
  ownerState: AwardBadgeOwnerState;
}>(
  memoTheme(({ theme }) => ({
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    borderRadius: getAtlasTokens(theme).radius.lg,
    borderStyle: 'solid',
    fontFamily: theme.typography.fontFamily,
    lineHeight: 1.15,
    variants: [
      {
        props: { status: 'winner' },
        style: { backgroundColor: GOLD.fill, color: GOLD.ink, borderColor: GOLD.ring },
      },
      {
        props: { status: 'nominee' },
        style: { backgroundColor: SILVER.fill, color: SILVER.ink, borderColor: SILVER.ring },
      },
      {
        props: { size: 'small' },
        style: { padding: theme.spacing(0.5, 1), borderWidth: 1, minWidth: 72, fontSize: 10 },
      },
      {
        props: { size: 'medium' },
        style: { padding: theme.spacing(1, 1.5), borderWidth: 2, minWidth: 104, fontSize: 12 },
      },
      {
        props: { size: 'large' },
        style: { padding: theme.spacing(1.5, 2), borderWidth: 3, minWidth: 144, fontSize: 15 },
      },
    ],
  })),
);

const AwardBadgeIcon = styled(TrophyIcon, { name: NAME, slot: 'icon' })({ fontSize: '2em' });

const AwardBadgeStatus = styled('span', { name: NAME, slot: 'status' })({
  fontWeight: 800,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

const AwardBadgeEdition = styled('span', { name: NAME, slot: 'edition' })({
  fontWeight: 800,
  fontSize: '1.6em',
});

const AwardBadgeService = styled('span', { name: NAME, slot: 'service' })({
  fontWeight: 600,
  maxWidth: '14em',
});

const defaultStatusLabels: Record<AwardStatus, string> = { winner: 'Winner', nominee: 'Nominee' };

/**
 * An awards badge: edition, winner or nominee, and the service. One image for assistive
 * technology, named e.g. "Agency Atlas Awards 2024 Winner: Web Development".
 */
export function AwardBadge(inProps: AwardBadgeProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    edition,
    status,
    service,
    size = 'medium',
    programName = 'Agency Atlas Awards',
    statusLabels = defaultStatusLabels,
    className,
    sx,
  } = props;
  const ownerState: AwardBadgeOwnerState = { status, size };
  const statusText = statusLabels[status];
  const name = `${programName} ${edition} ${statusText}${service ? `: ${service}` : ''}`;

  return (
    <AwardBadgeRoot
      className={classNames(awardBadgeClasses.root, className)}
      ownerState={ownerState}
      sx={sx}
      role="img"
      aria-label={name}
      title={name}
    >
      <AwardBadgeIcon className={awardBadgeClasses.icon} aria-hidden />
      <AwardBadgeStatus className={awardBadgeClasses.status}>{statusText}</AwardBadgeStatus>
      <AwardBadgeEdition className={awardBadgeClasses.edition}>{edition}</AwardBadgeEdition>
      {service ? (
        <AwardBadgeService className={awardBadgeClasses.service}>{service}</AwardBadgeService>
      ) : null}
    </AwardBadgeRoot>
  );
}

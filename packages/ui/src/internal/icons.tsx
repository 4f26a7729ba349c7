import type * as React from 'react';
import SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/**
 * Line icons drawn for the kit (we ship no icon package): 24×24, 2px round strokes in the current
 * text colour, like the rest of the interface's glyphs.
 */
function createLineIcon(displayName: string, children: React.ReactNode) {
  function LineIcon(props: SvgIconProps) {
    return (
      <SvgIcon {...props}>
        <g
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {children}
        </g>
      </SvgIcon>
    );
  }
  LineIcon.displayName = displayName;
  return LineIcon;
}

export const LocationIcon = createLineIcon(
  'LocationIcon',
  <>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.25" />
  </>,
);

export const TeamIcon = createLineIcon(
  'TeamIcon',
  <>
    <circle cx="9" cy="8" r="3.25" />
    <path d="M3 19.5a6 6 0 0 1 12 0" />
    <path d="M15.5 4.9a3.25 3.25 0 0 1 0 6.2" />
    <path d="M17.5 13.9a6 6 0 0 1 3.5 5.6" />
  </>,
);

export const ClockIcon = createLineIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="8.75" />
    <path d="M12 7.5V12l3 2" />
  </>,
);

export const BudgetIcon = createLineIcon(
  'BudgetIcon',
  <>
    <rect x="2.75" y="6" width="18.5" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6.5 9.5v5M17.5 9.5v5" />
  </>,
);

export const VerifiedIcon = createLineIcon(
  'VerifiedIcon',
  <>
    <path d="M12 2.75l2.3 1.7 2.85-.1.9 2.7 2.3 1.7-.85 2.75.85 2.75-2.3 1.7-.9 2.7-2.85-.1L12 21.25l-2.3-1.7-2.85.1-.9-2.7-2.3-1.7.85-2.75-.85-2.75 2.3-1.7.9-2.7 2.85.1z" />
    <path d="M8.75 12.25l2.25 2.25 4.25-4.5" />
  </>,
);

export const ExternalLinkIcon = createLineIcon(
  'ExternalLinkIcon',
  <>
    <path d="M14 4h6v6" />
    <path d="M20 4l-8.5 8.5" />
    <path d="M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
  </>,
);

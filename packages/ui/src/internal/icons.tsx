import type * as React from 'react';
import { classNames } from './classNames';

/** The class of every line icon; its look comes from the theme's baseline (`lineIconStyles`). */
export const LINE_ICON_CLASS = 'AtlasLineIcon';

export interface LineIconProps extends React.SVGProps<SVGSVGElement> {
  /**
   * Its size, as MUI's icons have it: 1.25rem small, 1.5rem medium, 2.1875rem large, or the text's.
   * @default 'medium'
   */
  fontSize?: 'inherit' | 'small' | 'medium' | 'large' | undefined;
}

/**
 * The global rules that draw every line icon, in the theme's baseline (`MuiCssBaseline`): one
 * class instead of a styled component per icon, of which a listing page drew more than a hundred
 * (issue 14). The same look as MUI's `SvgIcon`.
 */
export const lineIconStyles = {
  [`.${LINE_ICON_CLASS}`]: {
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    fontSize: '1.5rem',
    userSelect: 'none',
  },
  [`.${LINE_ICON_CLASS}-small`]: { fontSize: '1.25rem' },
  [`.${LINE_ICON_CLASS}-large`]: { fontSize: '2.1875rem' },
  [`.${LINE_ICON_CLASS}-inherit`]: { fontSize: 'inherit' },
} as const;

/**
 * Line icons drawn for the kit (we ship no icon package): 24×24, 2px round strokes in the current
 * text colour, like the rest of the interface's glyphs. Decorative (hidden from screen readers)
 * unless given an `aria-label`.
 */
function createLineIcon(displayName: string, children: React.ReactNode) {
  function LineIcon({ fontSize = 'medium', className, ...rest }: LineIconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        focusable="false"
        aria-hidden={rest['aria-label'] ? undefined : true}
        role={rest['aria-label'] ? 'img' : undefined}
        className={classNames(
          LINE_ICON_CLASS,
          fontSize !== 'medium' && `${LINE_ICON_CLASS}-${fontSize}`,
          className,
        )}
        {...rest}
      >
        <g
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {children}
        </g>
      </svg>
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

export const CloseIcon = createLineIcon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />);

export const SearchIcon = createLineIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </>,
);

export const ChevronDownIcon = createLineIcon('ChevronDownIcon', <path d="M6 9l6 6 6-6" />);

export const BellIcon = createLineIcon(
  'BellIcon',
  <>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </>,
);

export const ChatIcon = createLineIcon('ChatIcon', <path d="M4 5.5h16v10H9l-5 4z" />);

export const InboxIcon = createLineIcon(
  'InboxIcon',
  <>
    <path d="M3.5 13.5l2.5-8h12l2.5 8v5h-17z" />
    <path d="M3.5 13.5h5l1 2h5l1-2h5" />
  </>,
);

export const TrophyIcon = createLineIcon(
  'TrophyIcon',
  <>
    <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M7 6H4v1.5A3.5 3.5 0 0 0 7.5 11M17 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5" />
    <path d="M12 14v4M8.5 20.5h7" />
  </>,
);

export const StarBurstIcon = createLineIcon(
  'StarBurstIcon',
  <path d="M12 3l2.2 5.3 5.8.5-4.4 3.8 1.3 5.6L12 15.3l-4.9 2.9 1.3-5.6L4 8.8l5.8-.5z" />,
);

export const CheckIcon = createLineIcon('CheckIcon', <path d="M5 12.5l4.5 4.5L19 7.5" />);

export const AlertIcon = createLineIcon(
  'AlertIcon',
  <>
    <circle cx="12" cy="12" r="8.75" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </>,
);

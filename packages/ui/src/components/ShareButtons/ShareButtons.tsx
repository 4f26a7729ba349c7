import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { shareButtonsClasses } from './shareButtonsClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasShareButtons';

/** The three networks the awards footer shares to. */
export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export const shareNetworkNames: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
};

/** The network's share address for a page; nothing is fetched, the popup loads it. */
export function getShareUrl(network: ShareNetwork, page: { url: string; title: string }): string {
  const url = encodeURIComponent(page.url);
  const title = encodeURIComponent(page.title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${title}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${url}&text=${title}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
  }
}

function FacebookIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />
    </SvgIcon>
  );
}

function XIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.3L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7zm-1 16.2h1.7L7.3 4.7H5.5z" />
    </SvgIcon>
  );
}

function LinkedInIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4.5 9h3v11h-3zM6 3.8a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6zM10 9h2.9v1.5c.4-.8 1.4-1.7 3-1.7 3.1 0 3.7 2 3.7 4.7V20h-3v-5.8c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V20h-3z" />
    </SvgIcon>
  );
}

const ICONS: Record<ShareNetwork, typeof XIcon> = {
  facebook: FacebookIcon,
  x: XIcon,
  linkedin: LinkedInIcon,
};

export interface ShareButtonsProps {
  /** The address to share, e.g. the canonical URL plus the lowercased path. */
  url: string;
  /** The page's title, sent along where the network takes one. */
  title: string;
  /**
   * The networks, in order.
   * @default ['facebook', 'x', 'linkedin']
   */
  networks?: readonly ShareNetwork[] | undefined;
  /**
   * Accessible name of each button; override it to translate.
   * @default network => `Share on ${name}`
   */
  getLabel?: ((network: ShareNetwork) => string) | undefined;
  /**
   * Size of the popup window, in px.
   * @default { width: 600, height: 520 }
   */
  popupSize?: { width: number; height: number } | undefined;
  /**
   * Accessible name of the group.
   * @default 'Share'
   */
  label?: string | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

const ShareButtonsRoot = styled('ul', { name: NAME, slot: 'root' })(
  memoTheme(({ theme }) => ({
    display: 'flex',
    gap: theme.spacing(1),
    listStyle: 'none',
    margin: 0,
    padding: 0,
  })),
);

const ShareButtonsButton = styled(IconButton, { name: NAME, slot: 'button' })(
  memoTheme(({ theme }) => ({
    border: `1px solid ${theme.palette.divider}`,
    color: theme.palette.text.primary,
  })),
);

const defaultLabel = (network: ShareNetwork) => `Share on ${shareNetworkNames[network]}`;

/**
 * Share buttons for three networks. Each opens the network's share page in a popup with the
 * page's title and `url`; the kit itself makes no network call.
 */
export function ShareButtons(inProps: ShareButtonsProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    url,
    title,
    networks = SHARE_NETWORKS,
    getLabel = defaultLabel,
    popupSize = { width: 600, height: 520 },
    label = 'Share',
    className,
    sx,
  } = props;

  const open = (network: ShareNetwork) => {
    const left = Math.max(0, (window.screen.width - popupSize.width) / 2);
    const top = Math.max(0, (window.screen.height - popupSize.height) / 2);
    window.open(
      getShareUrl(network, { url, title }),
      `share-${network}`,
      `popup=yes,noopener,noreferrer,width=${popupSize.width},height=${popupSize.height},left=${left},top=${top}`,
    );
  };

  return (
    <ShareButtonsRoot
      aria-label={label}
      className={classNames(shareButtonsClasses.root, className)}
      sx={sx}
    >
      {networks.map((network) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <ShareButtonsButton
              className={shareButtonsClasses.button}
              aria-label={getLabel(network)}
              onClick={() => open(network)}
            >
              <Icon fontSize="small" />
            </ShareButtonsButton>
          </li>
        );
      })}
    </ShareButtonsRoot>
  );
}

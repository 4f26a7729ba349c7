import Avatar from '@mui/material/Avatar';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { initialsAvatarClasses } from './initialsAvatarClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasInitialsAvatar';

/**
 * Background colours for initials. Every one keeps white text at 4.5:1 or more (WCAG AA), so the
 * initials are readable whatever colour a name draws.
 */
export const avatarPalette: readonly string[] = [
  '#1B4FD6',
  '#0F766E',
  '#6D28D9',
  '#BE185D',
  '#B45309',
  '#15803D',
  '#0369A1',
  '#B91C1C',
  '#4338CA',
  '#475569',
];

/**
 * Whose name it is, which decides the words the initials come from: a person's first and last
 * names, or an organisation's first two words (a company's last word is often "Studio" or "Ltd").
 */
export type InitialsNameKind = 'person' | 'organization';

/**
 * The initials of a name, at most two letters.
 * - `'person'`: first letters of the first and last words: "Ada Lovelace" → "AL", "cher" → "C",
 *   "Jean-Luc Picard" → "JP"; "?" for an empty name.
 * - `'organization'`: the first letter or digit of the first two words that have one:
 *   "Kite & Key Studio" → "KK", "3M Company" → "3C"; "" for a name without letters.
 */
export function getInitials(name: string, kind: InitialsNameKind = 'person'): string {
  if (kind === 'organization') {
    return name
      .split(/\s+/)
      .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0] ?? '')
      .filter(Boolean)
      .slice(0, 2)
      .join('')
      .toUpperCase();
  }
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0]?.toLocaleUpperCase() ?? '';
  return `${letter(first)}${last === undefined ? '' : letter(last)}`;
}

/** The colour of a name: the same name always gets the same colour from `palette`. */
export function getAvatarColor(name: string, palette: readonly string[] = avatarPalette): string {
  // FNV-1a over the normalised name: cheap, stable across runs and platforms.
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLocaleLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return palette[hash % palette.length] ?? '#475569';
}

export type InitialsAvatarSize = 'small' | 'medium' | 'large';

export interface InitialsAvatarProps {
  /** The person's (or company's) name: the initials and the colour come from it. */
  name: string;
  /** A picture; the initials show while there is none or it fails to load. */
  src?: string | undefined;
  /**
   * Avatar size: 28, 40 or 56 px.
   * @default 'medium'
   */
  size?: InitialsAvatarSize | undefined;
  /**
   * Whose name it is: a person's initials come from the first and last names, an organisation's
   * from its first two words ("Kite & Key Studio" → "KK").
   * @default 'person'
   */
  nameKind?: InitialsNameKind | undefined;
  /**
   * The colours to draw from; each must keep white text readable (4.5:1).
   * @default avatarPalette
   */
  palette?: readonly string[] | undefined;
  /**
   * Hides the avatar from assistive technology when the name is already written next to it.
   * @default false
   */
  decorative?: boolean | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface InitialsAvatarOwnerState {
  size: InitialsAvatarSize;
}

const InitialsAvatarRoot = styled(Avatar, { name: NAME, slot: 'root' })<{
  ownerState: InitialsAvatarOwnerState;
}>(
  memoTheme(({ theme }) => ({
    color: '#FFFFFF',
    fontWeight: 700,
    variants: [
      { props: { size: 'small' }, style: { width: 28, height: 28, fontSize: '0.75rem' } },
      {
        props: { size: 'medium' },
        style: { width: 40, height: 40, fontSize: theme.typography.body2.fontSize },
      },
      { props: { size: 'large' }, style: { width: 56, height: 56, fontSize: '1.25rem' } },
    ],
  })),
);

/** A round avatar: the picture when there is one, otherwise the initials on the name's colour. */
export function InitialsAvatar(inProps: InitialsAvatarProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    name,
    src,
    size = 'medium',
    nameKind = 'person',
    palette = avatarPalette,
    decorative = false,
    className,
    sx,
  } = props;
  const ownerState: InitialsAvatarOwnerState = { size };

  return (
    <InitialsAvatarRoot
      className={classNames(initialsAvatarClasses.root, className)}
      ownerState={ownerState}
      sx={[{ bgcolor: getAvatarColor(name, palette) }, ...(Array.isArray(sx) ? sx : [sx])]}
      src={src}
      alt={decorative ? '' : name}
      role={decorative ? 'presentation' : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      <span aria-hidden>{getInitials(name, nameKind)}</span>
    </InitialsAvatarRoot>
  );
}

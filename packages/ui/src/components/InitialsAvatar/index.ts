export { InitialsAvatar, avatarPalette, getAvatarColor, getInitials } from './InitialsAvatar';
export type { InitialsAvatarProps, InitialsAvatarSize, InitialsNameKind } from './InitialsAvatar';
export { initialsAvatarClasses, getInitialsAvatarUtilityClass } from './initialsAvatarClasses';
export type { InitialsAvatarClasses, InitialsAvatarClassKey } from './initialsAvatarClasses';

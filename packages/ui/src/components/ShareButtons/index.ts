export { ShareButtons, SHARE_NETWORKS, getShareUrl, shareNetworkNames } from './ShareButtons';
export type { ShareButtonsProps, ShareNetwork } from './ShareButtons';
export { shareButtonsClasses, getShareButtonsUtilityClass } from './shareButtonsClasses';
export type { ShareButtonsClasses, ShareButtonsClassKey } from './shareButtonsClasses';

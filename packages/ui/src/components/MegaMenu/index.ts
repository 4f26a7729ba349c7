export { MegaMenu } from './MegaMenu';
export type {
  MegaMenuLink,
  MegaMenuLinkGroup,
  MegaMenuProps,
  MegaMenuSection,
  MegaMenuVariant,
} from './MegaMenu';
export { megaMenuClasses, getMegaMenuUtilityClass } from './megaMenuClasses';
export type { MegaMenuClasses, MegaMenuClassKey } from './megaMenuClasses';
export type { AtlasLinkComponent, AtlasLinkProps } from '../../internal/link';

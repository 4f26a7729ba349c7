export { GetListedBox } from './GetListedBox';
export type { GetListedBoxProps } from './GetListedBox';
export { getListedBoxClasses, getGetListedBoxUtilityClass } from './getListedBoxClasses';
export type { GetListedBoxClasses, GetListedBoxClassKey } from './getListedBoxClasses';
export type { AtlasLinkComponent, AtlasLinkProps } from '../../internal/link';

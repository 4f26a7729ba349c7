export { Pagination } from './Pagination';
export type { PaginationAlign, PaginationProps, PaginationSize } from './Pagination';
export { paginationClasses, getPaginationUtilityClass } from './paginationClasses';
export type { PaginationClasses, PaginationClassKey } from './paginationClasses';
export type { AtlasLinkComponent, AtlasLinkProps } from '../../internal/link';

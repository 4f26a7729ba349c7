export { CompanyCard } from './CompanyCard';
export type {
  CompanyCardAction,
  CompanyCardHeadingLevel,
  CompanyCardLabels,
  CompanyCardProps,
  CompanyCardService,
  CompanyCardVariant,
} from './CompanyCard';
export { companyCardClasses, getCompanyCardUtilityClass } from './companyCardClasses';
export type { CompanyCardClasses, CompanyCardClassKey } from './companyCardClasses';
export type { AtlasLinkComponent, AtlasLinkProps } from '../../internal/link';

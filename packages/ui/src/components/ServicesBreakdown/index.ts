export { ServicesBreakdown } from './ServicesBreakdown';
export type {
  ServicesBreakdownItem,
  ServicesBreakdownProps,
  ServicesBreakdownVariant,
} from './ServicesBreakdown';
export {
  servicesBreakdownClasses,
  getServicesBreakdownUtilityClass,
} from './servicesBreakdownClasses';
export type {
  ServicesBreakdownClasses,
  ServicesBreakdownClassKey,
} from './servicesBreakdownClasses';

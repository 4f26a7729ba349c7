export { AlertToast } from './AlertToast';
export type { AlertToastProps, AlertToastType } from './AlertToast';
export { alertToastClasses, getAlertToastUtilityClass } from './alertToastClasses';
export type { AlertToastClasses, AlertToastClassKey } from './alertToastClasses';

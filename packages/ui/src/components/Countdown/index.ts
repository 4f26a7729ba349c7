export { Countdown, countdownParts } from './Countdown';
export type { CountdownParts, CountdownProps, CountdownSize } from './Countdown';
export { countdownClasses, getCountdownUtilityClass } from './countdownClasses';
export type { CountdownClasses, CountdownClassKey } from './countdownClasses';

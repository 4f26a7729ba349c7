import type { FilterTab } from '@atlas/api/filter-selection';

/** The filter tabs' names, shared by the desktop tab bar and the phone sheet. */
export const TAB_LABELS: Record<FilterTab | 'others', string> = {
  countries: 'Countries',
  services: 'Services',
  focuses: 'Focus',
  industries: 'Industries',
  teamsizes: 'Team size',
  hourlyrates: 'Hourly rate',
  profilescores: 'Profile score',
  foundingyears: 'Founded',
  reviews: 'Reviews',
  others: 'Others',
};

import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { FilterGroup } from '@atlas/ui/FilterGroup';
import { ReviewFilter } from '@atlas/ui/ReviewFilter';
import { CHECKBOX_GROUPS, FILTER_FLAGS, type CheckboxGroupId } from '@atlas/api/filter-selection';
import type { FilterGroup as FilterGroupData } from '@atlas/api/endpoints/get-advanced-filters';
import { useStores } from '../../../shared/stores/StoresContext';
import { FLAG_LABELS } from '../stores/FiltersStore';

const numberFormat = new Intl.NumberFormat('en-US');

const GROUP_TITLES: Record<CheckboxGroupId | 'foundingyears', string> = {
  countries: 'Countries',
  cities: 'Cities',
  services: 'Services',
  focuses: 'Focus',
  industries: 'Industries',
  teamsizes: 'Team size',
  hourlyrates: 'Hourly rate',
  profilescores: 'Profile score',
  reviewscount: 'Number of reviews',
  reviewsaverage: 'Rating',
  foundingyears: 'Founding year',
};

function checkboxGroupOf(id: string): CheckboxGroupId | undefined {
  return CHECKBOX_GROUPS.find((group) => group === id);
}

const GroupFromData = observer(function GroupFromData({ group }: { group: FilterGroupData }) {
  const { filters } = useStores();
  if (group.filterType === 'slider') {
    const range = group.range;
    if (!range)
      return <Typography color="text.secondary">No founding years to choose from.</Typography>;
    const value = filters.draft.foundingyears ?? range;
    return (
      <FilterGroup
        filterType="slider"
        title={GROUP_TITLES.foundingyears}
        min={range.min}
        max={range.max}
        value={[value.min, value.max]}
        onChange={([min, max]) => filters.setYearRange({ min, max })}
      />
    );
  }
  const groupId = checkboxGroupOf(group.groupId);
  if (!groupId) return null;
  if (groupId === 'reviewscount' || groupId === 'reviewsaverage') {
    // A threshold is one choice ("4 stars and up"), so these groups are radio buttons.
    const chosen = filters.draft.groups[groupId]?.[0] ?? null;
    return (
      <ReviewFilter
        title={GROUP_TITLES[groupId]}
        options={group.values.map((option) => ({
          value: option.option_id,
          label: `${option.name} (${numberFormat.format(option.count)})`,
        }))}
        value={chosen}
        onChange={(value) => filters.setGroupSelection(groupId, value === null ? [] : [value])}
      />
    );
  }
  return (
    <FilterGroup
      filterType="checkbox"
      title={GROUP_TITLES[groupId]}
      options={group.values.map((option) => ({
        id: String(option.option_id),
        name: option.name,
        count: option.count,
      }))}
      selected={(filters.draft.groups[groupId] ?? []).map(String)}
      onChange={(selected) => filters.setGroupSelection(groupId, selected.map(Number))}
    />
  );
});

/**
 * The Countries tab's two lists as one: a country or a city is one choice of where, so they share
 * one search field and one list (arrow keys inside, one Tab to Apply). Cities follow the countries,
 * each marked as a city.
 */
const PlacesFromData = observer(function PlacesFromData({
  countries,
  cities,
}: {
  countries: FilterGroupData;
  cities: FilterGroupData;
}) {
  const { filters } = useStores();
  const options = [
    ...countries.values.map((option) => ({
      id: `countries:${option.option_id}`,
      name: option.name,
      count: option.count,
    })),
    ...cities.values.map((option) => ({
      id: `cities:${option.option_id}`,
      name: `${option.name} (city)`,
      count: option.count,
    })),
  ];
  const selected = [
    ...(filters.draft.groups.countries ?? []).map((id) => `countries:${id}`),
    ...(filters.draft.groups.cities ?? []).map((id) => `cities:${id}`),
  ];
  return (
    <FilterGroup
      filterType="checkbox"
      title={PLACES_TITLE}
      options={options}
      selected={selected}
      onChange={(chosen) => {
        const ids = (group: 'countries' | 'cities') =>
          chosen
            .filter((id) => id.startsWith(`${group}:`))
            .map((id) => Number(id.slice(group.length + 1)));
        filters.setGroupSelections({ countries: ids('countries'), cities: ids('cities') });
      }}
    />
  );
});

export const PLACES_TITLE = 'Countries and cities';

export const OtherFlags = observer(function OtherFlags() {
  const { filters } = useStores();
  return (
    <FormGroup>
      {FILTER_FLAGS.map((flag) => (
        <FormControlLabel
          key={flag}
          control={
            <Checkbox
              checked={Boolean(filters.draft.flags[flag])}
              onChange={(event) => filters.setFlag(flag, event.target.checked)}
            />
          }
          label={FLAG_LABELS[flag]}
        />
      ))}
    </FormGroup>
  );
});

export const TabContent = observer(function TabContent() {
  const { filters } = useStores();
  if (filters.loading) {
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography>Counting companies…</Typography>
      </Box>
    );
  }
  if (filters.helperOptions.length === 0)
    return <Typography color="text.secondary">No options to show.</Typography>;
  const countries = filters.helperOptions.find((group) => group.groupId === 'countries');
  const cities = filters.helperOptions.find((group) => group.groupId === 'cities');
  if (countries && cities) return <PlacesFromData countries={countries} cities={cities} />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { md: filters.helperOptions.length > 1 ? '1fr 1fr' : '1fr' },
      }}
    >
      {filters.helperOptions.map((group) => (
        <GroupFromData key={group.groupId} group={group} />
      ))}
    </Box>
  );
});

import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { ActiveFilterPills } from '@atlas/ui/ActiveFilterPills';
import { FilterGroup } from '@atlas/ui/FilterGroup';
import { FilterTabs } from '@atlas/ui/FilterTabs';
import {
  CHECKBOX_GROUPS,
  FILTER_FLAGS,
  FILTER_TAB_IDS,
  FilterTabSchema,
  type CheckboxGroupId,
  type FilterSelection,
} from '@atlas/api/filters';
import type { FilterGroup as FilterGroupData } from '@atlas/api/endpoints/get-advanced-filters';
import { useStores } from '../../../shared/stores/StoresContext';
import { ownSelection, type ListingPageData } from '../listing';
import { listingHref } from '../listing-url';
import { SaveSearch } from './SaveSearch';
import { FLAG_LABELS, filterPills, withoutPill } from '../stores/FiltersStore';

const TAB_LABELS: Record<(typeof FILTER_TAB_IDS)[number] | 'others', string> = {
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

const OtherFlags = observer(function OtherFlags() {
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

const TabContent = observer(function TabContent() {
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

/**
 * The advanced filters of a listing: tabs of options with live counts, the pills of what is
 * applied, and Apply / Clear. Everything it applies goes into the URL.
 */
export const FilterPanel = observer(function FilterPanel({
  pageData,
}: {
  pageData: ListingPageData;
}) {
  const { filters } = useStores();
  const navigate = useNavigate();
  const { state, pathname, context, selectedOptions } = pageData;
  // 'Others' holds the flags, which need no counts, so it is not a tab of the store.
  const [othersOpen, setOthersOpen] = useState(false);

  // Applying resets the pending choice to what the address holds, so it runs only when the applied
  // filters really change, not on every new render of the same listing (a re-render while the
  // person ticks boxes would otherwise undo the tick).
  const appliedKey = JSON.stringify([state.selection, ownSelection(context)]);
  const applied = useRef({ selection: state.selection, base: ownSelection(context) });
  applied.current = { selection: state.selection, base: ownSelection(context) };
  useEffect(() => {
    filters.startFrom(applied.current.selection, applied.current.base);
  }, [filters, appliedKey]);

  const go = (selection: FilterSelection) =>
    navigate(listingHref(pathname, { ...state, selection, page: 1 }));
  // Rendered from the page data so the server's HTML already shows them.
  const pills = filterPills(state.selection, selectedOptions);
  const tabs = [...FILTER_TAB_IDS, 'others' as const].map((id) => ({
    id,
    label: TAB_LABELS[id],
    content: id === 'others' ? <OtherFlags /> : <TabContent />,
  }));

  return (
    <Box sx={{ mb: 3, display: 'grid', gap: 2 }}>
      <FilterTabs
        label="Advanced filters"
        tabs={tabs}
        currentTab={othersOpen ? 'others' : filters.currentTab}
        onTabChange={(tab) => {
          setOthersOpen(tab === 'others');
          const parsed = FilterTabSchema.safeParse(tab);
          if (parsed.success) {
            filters.setCurrentTab(parsed.data);
          } else {
            filters.setCurrentTab(null);
            if (tab !== 'others') filters.startFrom(state.selection);
          }
        }}
        actions={
          <>
            <Button onClick={() => filters.clearDraft()}>Clear</Button>
            <Button
              variant="contained"
              onClick={() => {
                const selection = filters.draftSelection();
                setOthersOpen(false);
                filters.setCurrentTab(null);
                void go(selection);
              }}
            >
              Apply
            </Button>
          </>
        }
      />
      <SaveSearch
        pathname={pathname}
        search={listingHref(pathname, { ...state, page: 1 }).slice(pathname.length)}
      />
      {pills.length > 0 ? (
        <ActiveFilterPills
          label="Applied filters"
          pills={pills}
          onRemove={(id) => {
            const pill = pills.find((candidate) => candidate.id === id);
            if (!pill) return;
            filters.startFrom(state.selection);
            void go(withoutPill(state.selection, pill.filter));
          }}
          onClearAll={() => {
            filters.clear();
            void go({ groups: {}, flags: {} });
          }}
          clearAllMin={1}
        />
      ) : null}
    </Box>
  );
});

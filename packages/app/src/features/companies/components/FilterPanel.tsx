import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ActiveFilterPills } from '@atlas/ui/ActiveFilterPills';
import { FilterTabs } from '@atlas/ui/FilterTabs';
import { FILTER_TAB_IDS, isFilterTab, type FilterSelection } from '@atlas/api/filter-selection';
import { useStores } from '../../../shared/stores/StoresContext';
import type { ListingPageData } from '../listing';
import { merge, ownSelection } from '../selection';
import { IMMEDIATE, listingHref } from '../listing-url';
import { SaveSearch } from './SaveSearch';
import { filterPills, withoutPill } from '../stores/FiltersStore';
import { TAB_LABELS } from './tabLabels';

// The phone sheet and the options of a tab (checkbox lists, radios, the year slider) are code of
// their own, loaded the first time someone opens them: the listing's first load stays small.
const FilterSheet = lazy(() => import('./FilterSheet'));
const TabContent = lazy(() =>
  import('./FilterOptions').then((module) => ({ default: module.TabContent })),
);
const OtherFlags = lazy(() =>
  import('./FilterOptions').then((module) => ({ default: module.OtherFlags })),
);

const loadingOptions = (
  <Typography role="status" color="text.secondary">
    Loading options…
  </Typography>
);

function FilterIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        d="M4 6h16M7 12h10M10 18h4"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The advanced filters of a listing: tabs of options with live counts (on phones, a button that
 * opens them as a full-height sheet), the pills of what is applied, and Apply / Clear. Everything
 * it applies goes into the URL.
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
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetLoaded, setSheetLoaded] = useState(false);

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
    navigate(listingHref(pathname, { ...state, selection, page: 1 }), IMMEDIATE);
  // Rendered from the page data so the server's HTML already shows them.
  const pills = filterPills(state.selection, selectedOptions);
  const tabs = [...FILTER_TAB_IDS, 'others' as const].map((id) => ({
    id,
    label: TAB_LABELS[id],
    content: (
      <Suspense fallback={loadingOptions}>
        {id === 'others' ? <OtherFlags /> : <TabContent />}
      </Suspense>
    ),
  }));

  return (
    <Box sx={{ mb: 3, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: { xs: 'flex', md: 'none' }, gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<FilterIcon />}
          aria-haspopup="dialog"
          onClick={() => {
            filters.startFrom(state.selection, ownSelection(context));
            setSheetLoaded(true);
            setSheetOpen(true);
          }}
          sx={{ minHeight: 44 }}
        >
          {pills.length > 0 ? `Filters (${pills.length})` : 'Filters'}
        </Button>
      </Box>
      {sheetLoaded ? (
        <Suspense fallback={null}>
          <FilterSheet
            open={sheetOpen}
            onClose={() => {
              setSheetOpen(false);
              filters.setCurrentTab(null);
            }}
            onApply={(selection) => {
              setSheetOpen(false);
              filters.setCurrentTab(null);
              void go(selection);
            }}
          />
        </Suspense>
      ) : null}
      <FilterTabs
        label="Advanced filters"
        tabs={tabs}
        sx={{ display: { xs: 'none', md: 'block' } }}
        currentTab={othersOpen ? 'others' : filters.currentTab}
        onTabChange={(tab) => {
          setOthersOpen(tab === 'others');
          if (isFilterTab(tab)) {
            filters.setCurrentTab(tab);
          } else {
            filters.setCurrentTab(null);
            if (tab !== 'others') filters.startFrom(state.selection);
          }
        }}
        actions={
          <>
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
            <Button onClick={() => filters.clearDraft()}>Clear</Button>
          </>
        }
      />
      <SaveSearch
        pathname={pathname}
        search={listingHref(pathname, { ...state, page: 1 }).slice(pathname.length)}
        filters={merge(ownSelection(context), state.selection)}
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

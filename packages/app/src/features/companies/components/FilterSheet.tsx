import { useEffect, useState } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  FILTER_FLAGS,
  FILTER_TAB_IDS,
  FILTER_TABS,
  type FilterSelection,
  type FilterTab,
} from '@atlas/api/filter-selection';
import { useStores } from '../../../shared/stores/StoresContext';
import { OtherFlags, TabContent } from './FilterOptions';
import { TAB_LABELS } from './tabLabels';

type SheetTab = FilterTab | 'others';

export interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen filters when the person asks to see the agencies. */
  onApply: (selection: FilterSelection) => void;
}

const numberFormat = new Intl.NumberFormat('en-US');

function CloseIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function BackIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        d="M15 5l-7 7 7 7"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The filters on a phone: a full-height sheet listing the tabs; choosing one shows its options.
 * The footer stays in view with Clear and "Show N agencies", N counted live for the choice.
 */
const FilterSheet = observer(function FilterSheet({ open, onClose, onApply }: FilterSheetProps) {
  const { filters } = useStores();
  const [tab, setTab] = useState<SheetTab | null>(null);

  // Every change of the choice is counted again, a moment after the last tick.
  useEffect(() => {
    if (!open) return undefined;
    return reaction(
      () => JSON.stringify(filters.draft),
      () => void filters.countDraft(),
      { fireImmediately: true, delay: 250 },
    );
  }, [filters, open]);

  const chosenIn = (id: SheetTab): number => {
    if (id === 'others') return FILTER_FLAGS.filter((flag) => filters.draft.flags[flag]).length;
    if (id === 'foundingyears') return filters.draft.foundingyears ? 1 : 0;
    return FILTER_TABS[id].reduce(
      (sum, group) =>
        sum + (group === 'foundingyears' ? 0 : (filters.draft.groups[group]?.length ?? 0)),
      0,
    );
  };

  const openTab = (id: SheetTab) => {
    setTab(id);
    filters.setCurrentTab(id === 'others' ? null : id);
  };
  const backToList = () => {
    setTab(null);
    filters.setCurrentTab(null);
  };
  const count = filters.draftCount;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      slotProps={{
        paper: {
          // The heading names the open group; the dialog keeps one name throughout.
          'aria-label': 'Filters',
          sx: { display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
          minHeight: 56,
        }}
      >
        {tab !== null ? (
          <IconButton aria-label="All filters" onClick={backToList} sx={{ width: 44, height: 44 }}>
            <BackIcon />
          </IconButton>
        ) : null}
        <Typography component="h2" variant="h6" sx={{ flex: 1, pl: tab ? 0 : 1 }}>
          {tab === null ? 'Filters' : TAB_LABELS[tab]}
        </Typography>
        <IconButton aria-label="Close filters" onClick={onClose} sx={{ width: 44, height: 44 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1 }}>
        {tab === null ? (
          <List aria-label="Filter groups">
            {[...FILTER_TAB_IDS, 'others' as const].map((id) => {
              const chosen = chosenIn(id);
              return (
                <li key={id}>
                  <ListItemButton onClick={() => openTab(id)} divider sx={{ minHeight: 48 }}>
                    <ListItemText
                      primary={TAB_LABELS[id]}
                      secondary={chosen > 0 ? `${chosen} chosen` : null}
                    />
                    <Box
                      component="span"
                      aria-hidden
                      sx={{ transform: 'rotate(180deg)', display: 'flex' }}
                    >
                      <BackIcon />
                    </Box>
                  </ListItemButton>
                </li>
              );
            })}
          </List>
        ) : tab === 'others' ? (
          <OtherFlags />
        ) : (
          <TabContent />
        )}
      </Box>
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          display: 'flex',
          gap: 1,
          p: 2,
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Button onClick={() => filters.clearDraft()} sx={{ minHeight: 44 }}>
          Clear
        </Button>
        <Button
          variant="contained"
          onClick={() => onApply(filters.draftSelection())}
          sx={{ flex: 1, minHeight: 44 }}
          aria-live="polite"
        >
          {count === null
            ? 'Show agencies'
            : `Show ${numberFormat.format(count)} ${count === 1 ? 'agency' : 'agencies'}`}
        </Button>
      </Box>
    </Dialog>
  );
});

export default FilterSheet;

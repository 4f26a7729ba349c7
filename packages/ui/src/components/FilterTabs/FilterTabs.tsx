import * as React from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { useControlled } from '@mui/material/utils';
import { classNames } from '../../internal/classNames';
import { getAtlasTokens } from '../../theme/getAtlasTokens';
import { filterTabsClasses } from './filterTabsClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasFilterTabs';

/** One tab of the filter panel. */
export interface FilterTab {
  /** Unique id, e.g. the filter group's id ("countries"). */
  id: string;
  /** The tab's text, e.g. "Location". */
  label: string;
  /** How many options are ticked in this tab; shown as "Location (2)" when above 0. */
  count?: number | undefined;
  /** What the panel shows while this tab is open, typically one or more `FilterGroup`s. */
  content: React.ReactNode;
}

export interface FilterTabsProps {
  /** The tabs, in order. */
  tabs: readonly FilterTab[];
  /**
   * The open tab's id, or `null` when the panel is collapsed. Controlled when given; otherwise
   * the component keeps it, starting from `defaultTab`.
   */
  currentTab?: string | null | undefined;
  /**
   * The tab open at first when uncontrolled.
   * @default null
   */
  defaultTab?: string | null | undefined;
  /**
   * Called with a tab's id when it opens (the app loads its options then) and with `null` when
   * the panel collapses: by clicking the open tab again, the close button or Escape.
   */
  onTabChange?: ((tab: string | null) => void) | undefined;
  /**
   * Shown under the open tab's content, e.g. "Apply" and "Clear" buttons; they come before the
   * close button, so the first of them is one Tab away from the content.
   */
  actions?: React.ReactNode;
  /**
   * Accessible name of the tab list.
   * @default 'Filters'
   */
  label?: string | undefined;
  /**
   * Text of the button that collapses the panel.
   * @default 'Close'
   */
  closeLabel?: string | undefined;
  /**
   * Duration of the expand and collapse animation, in ms.
   * @default 300
   */
  transitionDuration?: number | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

const FilterTabsRoot = styled('div', { name: NAME, slot: 'root' })(
  memoTheme(({ theme }) => ({
    // In a grid or flex parent the scrolling tab row must not widen the page (375 px phones).
    minWidth: 0,
    borderRadius: getAtlasTokens(theme).radius.md,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
  })),
);

const FilterTabsTabs = styled(Tabs, { name: NAME, slot: 'tabs' })(
  memoTheme(({ theme }) => ({
    paddingInline: theme.spacing(1),
  })),
);

const FilterTabsTab = styled(Tab, { name: NAME, slot: 'tab' })(
  memoTheme(({ theme }) => ({
    minHeight: 48,
    fontWeight: 600,
    color: theme.palette.text.secondary,
  })),
);

const FilterTabsTabCount = styled('span', { name: NAME, slot: 'tabCount' })({
  fontVariantNumeric: 'tabular-nums',
});

const FilterTabsPanel = styled('div', { name: NAME, slot: 'panel' })(
  memoTheme(({ theme }) => ({
    borderTop: `1px solid ${theme.palette.divider}`,
    padding: theme.spacing(2),
  })),
);

const FilterTabsActions = styled('div', { name: NAME, slot: 'actions' })(
  memoTheme(({ theme }) => ({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-start',
    gap: theme.spacing(1),
    marginTop: theme.spacing(2),
  })),
);

/**
 * The filter panel of a listing: a row of tabs; opening one expands the panel with that tab's
 * filters, clicking it again (or Close, or Escape) collapses it.
 */
export function FilterTabs(inProps: FilterTabsProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    tabs,
    currentTab: currentTabProp,
    defaultTab = null,
    onTabChange,
    actions,
    label = 'Filters',
    closeLabel = 'Close',
    transitionDuration = 300,
    className,
    sx,
  } = props;
  const [currentTab, setCurrentTab] = useControlled<string | null>({
    controlled: currentTabProp,
    default: defaultTab,
    name: NAME,
    state: 'currentTab',
  });
  const idPrefix = React.useId();
  const tabId = (id: string) => `${idPrefix}-tab-${id}`;
  const panelId = `${idPrefix}-panel`;
  const open = tabs.find((tab) => tab.id === currentTab);
  // Keep the last content while collapsing so it does not vanish before the animation ends.
  const lastOpen = React.useRef(open);
  if (open) lastOpen.current = open;
  const shown = open ?? lastOpen.current;

  const change = (next: string | null) => {
    setCurrentTab(next);
    onTabChange?.(next);
  };

  return (
    <FilterTabsRoot className={classNames(filterTabsClasses.root, className)} sx={sx}>
      <FilterTabsTabs
        className={filterTabsClasses.tabs}
        aria-label={label}
        value={open ? open.id : false}
        variant="scrollable"
        scrollButtons={false}
      >
        {tabs.map((tab) => (
          <FilterTabsTab
            key={tab.id}
            className={filterTabsClasses.tab}
            value={tab.id}
            id={tabId(tab.id)}
            aria-controls={open?.id === tab.id ? panelId : undefined}
            aria-expanded={open?.id === tab.id}
            onClick={() => change(open?.id === tab.id ? null : tab.id)}
            label={
              <span>
                {tab.label}
                {tab.count ? ' ' : null}
                {tab.count ? (
                  <FilterTabsTabCount className={filterTabsClasses.tabCount}>
                    ({tab.count})
                  </FilterTabsTabCount>
                ) : null}
              </span>
            }
          />
        ))}
      </FilterTabsTabs>
      <Collapse in={open !== undefined} timeout={transitionDuration} unmountOnExit>
        {shown ? (
          <FilterTabsPanel
            className={filterTabsClasses.panel}
            role="tabpanel"
            id={panelId}
            aria-labelledby={tabId(shown.id)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                change(null);
                document.getElementById(tabId(shown.id))?.focus();
              }
            }}
          >
            {shown.content}
            <FilterTabsActions className={filterTabsClasses.actions}>
              {actions}
              <Button variant="text" onClick={() => change(null)}>
                {closeLabel}
              </Button>
            </FilterTabsActions>
          </FilterTabsPanel>
        ) : null}
      </Collapse>
    </FilterTabsRoot>
  );
}

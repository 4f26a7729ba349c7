import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { useControlled } from '@mui/material/utils';
import { classNames } from '../../internal/classNames';
import { ChevronDownIcon } from '../../internal/icons';
import { getAtlasTokens } from '../../theme/getAtlasTokens';
import { hoverMenuClasses } from './hoverMenuClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasHoverMenu';

export type HoverMenuAlign = 'start' | 'end';

export interface HoverMenuProps {
  /** The button's text, e.g. "Companies". */
  label: React.ReactNode;
  /** The panel's content: links, a `MegaMenu`… */
  children: React.ReactNode;
  /** Open state. Controlled when given (e.g. so opening one menu closes the others). */
  open?: boolean | undefined;
  /**
   * Open state at first when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean | undefined;
  /** Called when the menu wants to open or close. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /**
   * Milliseconds the pointer must rest on the button before the panel opens (SPEC §9: 250).
   * @default 250
   */
  openDelay?: number | undefined;
  /**
   * Closes the panel when the pointer leaves the button and the panel. By default it stays open
   * until a click outside, Escape or the button.
   * @default false
   */
  closeOnMouseLeave?: boolean | undefined;
  /**
   * Keeps the closed panel in the page, hidden, so its links are in the server-rendered HTML
   * (crawlable) without being shown or reachable by Tab.
   * @default false
   */
  keepMounted?: boolean | undefined;
  /**
   * Called when the pointer reaches the menu or focus enters it, before it opens (the pointer
   * rests `openDelay` first): the moment to fetch what the panel shows, e.g. code loaded on
   * demand, so that it is ready when the panel opens.
   */
  onPrepare?: (() => void) | undefined;
  /**
   * Which edge of the button the panel lines up with.
   * @default 'start'
   */
  align?: HoverMenuAlign | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface HoverMenuOwnerState {
  align: HoverMenuAlign;
  open: boolean;
}

const HoverMenuRoot = styled('div', { name: NAME, slot: 'root' })({
  position: 'relative',
  display: 'inline-block',
});

const HoverMenuButton = styled(Button, { name: NAME, slot: 'button' })<{
  ownerState: HoverMenuOwnerState;
}>(
  memoTheme(({ theme }) => ({
    color: theme.palette.text.primary,
    '& svg': { transition: theme.transitions.create('transform') },
    variants: [{ props: { open: true }, style: { '& svg': { transform: 'rotate(180deg)' } } }],
  })),
);

const HoverMenuPanel = styled('div', { name: NAME, slot: 'panel' })<{
  ownerState: HoverMenuOwnerState;
}>(
  memoTheme(({ theme }) => ({
    position: 'absolute',
    top: '100%',
    zIndex: theme.zIndex.appBar + 1,
    marginTop: theme.spacing(1),
    padding: theme.spacing(2),
    minWidth: 220,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: getAtlasTokens(theme).radius.md,
    boxShadow: theme.shadows[8],
    variants: [
      { props: { align: 'start' }, style: { insetInlineStart: 0 } },
      { props: { align: 'end' }, style: { insetInlineEnd: 0 } },
    ],
  })),
);

/** A click this soon after the pointer opened the menu is taken as meaning "open", not "close". */
export const HOVER_CLICK_GRACE_MS = 300;

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';

/**
 * A header menu: a button that opens a panel after the pointer rests on it for `openDelay`, or
 * at once on click, Enter, Space or ArrowDown (which also moves focus into the panel). A click
 * toggles it, except a click within `HOVER_CLICK_GRACE_MS` of the pointer opening it (the person
 * meant to open it). A click outside or Escape closes it; Escape returns focus to the button.
 */
export function HoverMenu(inProps: HoverMenuProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    label,
    children,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    openDelay = 250,
    closeOnMouseLeave = false,
    keepMounted = false,
    onPrepare,
    align = 'start',
    className,
    sx,
  } = props;
  const [open, setOpenState] = useControlled({
    controlled: openProp,
    default: defaultOpen,
    name: NAME,
    state: 'open',
  });
  const panelId = React.useId();
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const panelRef = React.useRef<HTMLDivElement>(null);
  const hoverTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusFirstOnOpen = React.useRef(false);
  // When resting the pointer opened the menu; a click right after it must not close it again.
  const hoverOpenedAt = React.useRef<number | null>(null);
  // When the button was pressed: the click comes later, after the press is released.
  const pressedAt = React.useRef<number | null>(null);

  const setOpen = React.useCallback(
    (next: boolean) => {
      setOpenState(next);
      onOpenChange?.(next);
    },
    [setOpenState, onOpenChange],
  );

  React.useEffect(() => () => clearTimeout(hoverTimer.current), []);

  React.useEffect(() => {
    if (open && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
  }, [open]);

  const ownerState: HoverMenuOwnerState = { align, open };

  const close = (returnFocus: boolean) => {
    clearTimeout(hoverTimer.current);
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  return (
    <ClickAwayListener onClickAway={() => open && close(false)}>
      <HoverMenuRoot
        className={classNames(hoverMenuClasses.root, className)}
        sx={sx}
        onPointerEnter={onPrepare}
        onFocus={onPrepare}
        onMouseEnter={() => {
          clearTimeout(hoverTimer.current);
          if (!open)
            hoverTimer.current = setTimeout(() => {
              hoverOpenedAt.current = Date.now();
              setOpen(true);
            }, openDelay);
        }}
        onMouseLeave={() => {
          clearTimeout(hoverTimer.current);
          if (closeOnMouseLeave && open) setOpen(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            close(true);
          }
        }}
      >
        <HoverMenuButton
          ref={buttonRef}
          className={hoverMenuClasses.button}
          ownerState={ownerState}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          endIcon={<ChevronDownIcon aria-hidden />}
          onPointerDown={() => {
            pressedAt.current = Date.now();
          }}
          onClick={() => {
            clearTimeout(hoverTimer.current);
            const openedByHover = hoverOpenedAt.current;
            const pressed = pressedAt.current ?? Date.now();
            hoverOpenedAt.current = null;
            pressedAt.current = null;
            if (open && openedByHover !== null && pressed - openedByHover < HOVER_CLICK_GRACE_MS)
              return;
            setOpen(!open);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              if (open) panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
              else {
                focusFirstOnOpen.current = true;
                setOpen(true);
              }
            }
          }}
        >
          {label}
        </HoverMenuButton>
        {open || keepMounted ? (
          <HoverMenuPanel
            ref={panelRef}
            id={panelId}
            className={hoverMenuClasses.panel}
            ownerState={ownerState}
            hidden={!open}
          >
            {children}
          </HoverMenuPanel>
        ) : null}
      </HoverMenuRoot>
    </ClickAwayListener>
  );
}

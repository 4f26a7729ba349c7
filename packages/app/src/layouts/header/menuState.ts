import type { KeyboardEvent } from 'react';
import type { HeaderMenu, UiStore } from '../../shared/stores/UiStore';

/** Props that bind a HoverMenu to the one-open-menu state of the store. */
export function menuBinding(ui: UiStore, menu: HeaderMenu) {
  return {
    open: ui.openMenu === menu,
    onOpenChange: (open: boolean) => (open ? ui.setOpenMenu(menu) : ui.closeMenu(menu)),
  };
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * Arrow keys inside an open menu: Down/Up move between its links and buttons, Home/End jump to the
 * first and last. Tabs keep their own arrow keys.
 */
export function handleMenuArrows(event: KeyboardEvent<HTMLElement>): void {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const target = event.target;
  if (target instanceof HTMLElement && target.getAttribute('role') === 'tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (item) => !item.closest('[hidden]'),
  );
  if (items.length === 0) return;
  event.preventDefault();
  event.stopPropagation();
  const index = target instanceof HTMLElement ? items.indexOf(target) : -1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : event.key === 'ArrowDown'
          ? (index + 1) % items.length
          : (index - 1 + items.length) % items.length;
  items[next]?.focus();
}

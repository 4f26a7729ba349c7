import { describe, expect, it } from 'vitest';
import { pageOf } from './pages/NotificationsPage';

describe('the notifications page, a page at a time', () => {
  const items = Array.from({ length: 45 }, (_, index) => index);

  it('shows 20 a page and says how many pages there are', () => {
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pages: 3, items: items.slice(0, 20) });
    expect(pageOf(items, 3)).toMatchObject({ page: 3, pages: 3, items: items.slice(40) });
  });

  it('stays on a page that exists when items go (a cleared last page shows the one before)', () => {
    expect(pageOf(items.slice(0, 30), 3)).toMatchObject({ page: 2, items: items.slice(20, 30) });
    expect(pageOf([], 2)).toEqual({ page: 1, pages: 1, items: [] });
    expect(pageOf(items, 0).page).toBe(1);
  });
});

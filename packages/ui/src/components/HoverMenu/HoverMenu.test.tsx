import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import type { HoverMenuAlign } from './HoverMenu';
import * as stories from './HoverMenu.stories';

const { Closed, Open, CloseOnMouseLeave, KeepMounted } = composeStories(stories);

describe('HoverMenu', () => {
  test('opens 250 ms after the pointer rests on it', () => {
    vi.useFakeTimers();
    try {
      const onOpenChange = fn();
      renderWithTheme(<Closed onOpenChange={onOpenChange} />);
      const button = screen.getByRole('button', { name: 'Account' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      fireEvent.mouseEnter(button);
      act(() => vi.advanceTimersByTime(249));
      expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('navigation', { name: 'Account' })).toBeVisible();
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(onOpenChange).toHaveBeenLastCalledWith(true);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a click right after the pointer opened it keeps it open; a later click closes it', () => {
    vi.useFakeTimers();
    try {
      renderWithTheme(<Closed />);
      const button = screen.getByRole('button', { name: 'Account' });
      fireEvent.mouseEnter(button);
      act(() => vi.advanceTimersByTime(250));
      expect(button).toHaveAttribute('aria-expanded', 'true');
      act(() => vi.advanceTimersByTime(150));
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      act(() => vi.advanceTimersByTime(1000));
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      // Opened by a click, not by the pointer: the next click closes it at once.
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  test('a pointer passing by does not open it', () => {
    vi.useFakeTimers();
    try {
      renderWithTheme(<Closed />);
      const button = screen.getByRole('button', { name: 'Account' });
      fireEvent.mouseEnter(button);
      act(() => vi.advanceTimersByTime(100));
      fireEvent.mouseLeave(button);
      act(() => vi.advanceTimersByTime(500));
      expect(button).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  test('calls onPrepare when the pointer or focus reaches it, before it opens', async () => {
    const user = userEvent.setup();
    const onPrepare = fn();
    renderWithTheme(<Closed onPrepare={onPrepare} />);
    const button = screen.getByRole('button', { name: 'Account' });
    fireEvent.pointerEnter(button);
    expect(onPrepare).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(button).toHaveFocus();
    expect(onPrepare).toHaveBeenCalledTimes(2);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <Open />
        <p>Elsewhere</p>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  test('is keyboard operable: ArrowDown opens into the links, Escape closes back', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Closed />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Account' });
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'My Company' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('can close when the pointer leaves', () => {
    renderWithTheme(<CloseOnMouseLeave defaultOpen />);
    const button = screen.getByRole('button', { name: 'Account' });
    fireEvent.mouseLeave(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('can be controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = fn();
    renderWithTheme(<Closed open={false} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('keepMounted keeps the closed panel in the page, hidden', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(<KeepMounted />);
    const links = container.querySelectorAll('a[href]');
    expect(links.length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeVisible();
  });

  test.each<HoverMenuAlign>(['start', 'end'])('align %s shows the panel', (align) => {
    renderWithTheme(<Open align={align} />);
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeVisible();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});

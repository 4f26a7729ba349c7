import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import type { AlertToastType } from './AlertToast';
import * as stories from './AlertToast.stories';

const { Success, Centered, Persistent, Translated } = composeStories(stories);

describe('AlertToast', () => {
  describe('with fake timers', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    test('is a success status by default and closes itself after 5000 ms', () => {
      const onClose = fn();
      renderWithTheme(<Success onClose={onClose} />);
      expect(screen.getByRole('status')).toHaveTextContent('Notifications cleared successfully!');
      act(() => vi.advanceTimersByTime(4999));
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledWith('timeout');
    });

    test('closes on its close icon', () => {
      const onClose = fn();
      renderWithTheme(<Success onClose={onClose} />);
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalledWith('close');
    });

    test('a persistent toast stays', () => {
      const onClose = fn();
      renderWithTheme(<Persistent onClose={onClose} />);
      act(() => vi.advanceTimersByTime(60_000));
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('status')).toBeInTheDocument();
    });
  });

  test.each<[AlertToastType, 'status' | 'alert']>([
    ['success', 'status'],
    ['info', 'status'],
    ['warning', 'alert'],
    ['error', 'alert'],
  ])('type %s is announced as %s', (type, role) => {
    renderWithTheme(<Success type={type} />);
    expect(screen.getByRole(role)).toHaveTextContent('Notifications cleared successfully!');
  });

  test('centered and corner toasts show the same message', () => {
    renderWithTheme(<Centered />);
    expect(screen.getByRole('status')).toHaveTextContent('Notifications cleared successfully!');
  });

  test('translates the close icon', () => {
    renderWithTheme(<Translated />);
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { baseElement } = renderWithTheme(<Story />);
      await expectNoAxeViolations(baseElement);
    },
  );
});

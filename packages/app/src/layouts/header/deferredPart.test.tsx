import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferredPart } from './deferredPart';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

describe('a deferred part', () => {
  it('keeps the server HTML while hydrating and fetches its code only on load()', async () => {
    // The server renders with the code loaded (entry-server awaits loadDeferredParts).
    const onServer = deferredPart(async () => Counter);
    await onServer.load();
    const html = renderToString(<onServer.Part label="Clicks" />);
    expect(html).toContain('Clicks');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const importCounter = vi.fn(async () => Counter);
    const inBrowser = deferredPart(importCounter);
    const problems: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <inBrowser.Part label="Clicks" />, {
        onRecoverableError: (error) => problems.push(error),
      }),
    );
    expect(importCounter).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Clicks 0' });

    await act(() => inBrowser.load());
    expect(importCounter).toHaveBeenCalledTimes(1);
    // Hydrated in place: the same element, now answering clicks.
    fireEvent.click(button);
    expect(button).toHaveTextContent('Clicks 1');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(problems).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it('rendered afresh in the browser, fetches its code at once and shows it', async () => {
    const importCounter = vi.fn(async () => Counter);
    const part = deferredPart(importCounter);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<part.Part label="Fresh" />));
    expect(importCounter).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Fresh 0' })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});

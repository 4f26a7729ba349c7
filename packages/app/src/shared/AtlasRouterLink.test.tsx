import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  useNavigationType,
} from 'react-router-dom';
import { AtlasRouterLink, ImmediateRouterLink, isAppPath } from './AtlasRouterLink';

function Where() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search} {type}
    </p>
  );
}

function renderAt(path: string, links: React.ReactNode) {
  const element = (
    <>
      <Where />
      {links}
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('AtlasRouterLink', () => {
  it('draws a plain link with the href it is given', () => {
    renderAt(
      '/',
      <AtlasRouterLink href="/companies?page=2" className="x">
        Companies
      </AtlasRouterLink>,
    );
    const link = screen.getByRole('link', { name: 'Companies' });
    expect(link).toHaveAttribute('href', '/companies?page=2');
    expect(link).toHaveClass('x');
  });

  it('takes a plain click through the router, pushing a new entry', async () => {
    const router = renderAt(
      '/',
      <AtlasRouterLink href="/companies?page=2">Companies</AtlasRouterLink>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Companies' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/companies?page=2 PUSH');
    expect(router.state.location.pathname).toBe('/companies');
  });

  it('replaces the entry when the link is the address in view', async () => {
    renderAt('/companies', <AtlasRouterLink href="/companies">Companies</AtlasRouterLink>);
    await userEvent.click(screen.getByRole('link', { name: 'Companies' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/companies REPLACE');
  });

  it('leaves modified clicks, other tabs and other sites to the browser', () => {
    renderAt(
      '/',
      <>
        <AtlasRouterLink href="/blog">Blog</AtlasRouterLink>
        <AtlasRouterLink href="/surveys" target="_blank">
          Surveys
        </AtlasRouterLink>
        <AtlasRouterLink href="https://example.org/">Elsewhere</AtlasRouterLink>
      </>,
    );
    // Whether the link took each click, read after React's handlers; the browser's own
    // following of the link is then cancelled (jsdom cannot load another document).
    const taken: boolean[] = [];
    const record = (event: Event) => {
      taken.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      fireEvent.click(screen.getByRole('link', { name: 'Blog' }), { ctrlKey: true });
      fireEvent.click(screen.getByRole('link', { name: 'Blog' }), { button: 1 });
      fireEvent.click(screen.getByRole('link', { name: 'Surveys' }));
      fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
      expect(taken).toEqual([false, false, false, false]);
      expect(screen.getByTestId('where')).toHaveTextContent('/ POP');
      // A plain click on a path of the site is taken.
      fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
      expect(taken.at(-1)).toBe(true);
    } finally {
      document.removeEventListener('click', record);
    }
  });

  it("lets the caller's click handler cancel the navigation", async () => {
    renderAt(
      '/',
      <AtlasRouterLink href="/blog" onClick={(event) => event.preventDefault()}>
        Blog
      </AtlasRouterLink>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/ POP');
  });
});

describe('ImmediateRouterLink', () => {
  it('navigates on a plain click, like the router link', async () => {
    renderAt(
      '/companies',
      <ImmediateRouterLink href="/companies?page=3">Page 3</ImmediateRouterLink>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/companies?page=3 PUSH');
  });
});

describe('isAppPath', () => {
  it('tells paths of this site from other origins and schemes', () => {
    expect(isAppPath('/companies')).toBe(true);
    expect(isAppPath('//evil.example/')).toBe(false);
    expect(isAppPath('https://example.org/')).toBe(false);
    expect(isAppPath('mailto:hello@example.org')).toBe(false);
    expect(isAppPath('#reviews')).toBe(false);
  });
});

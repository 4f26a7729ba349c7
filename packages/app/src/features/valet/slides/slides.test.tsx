import { createRef, type RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import createCache from '@emotion/cache';
import { createTestApiClient } from '@atlas/api/client';
import { ApiError } from '@atlas/api/http';
import type { ValetSlide } from '@atlas/api/valet';
import type { Variants } from '@atlas/api/variants';
import { AppProviders } from '../../../app/AppProviders';
import { RootStore } from '../../../stores/RootStore';
import { testPublicConfig } from '../../../test/fixtures';
import type { ValetService } from '../stores/selection';
import { ValetWizardStore } from '../stores/ValetWizardStore';
import { keepIn } from '../stores/wizard.test-utils';
import { clampBudget } from './DetailSlides';
import LaterSlide from './LaterSlides';
import type { SlideFormHandle } from './useSlideForm';

const DESIGN: ValetService = { id: 1, name: 'Design', parent_id: null };
const DEV: ValetService = { id: 2, name: 'Development', parent_id: null };
const MARKETING: ValetService = { id: 3, name: 'Marketing', parent_id: null };
const ADS: ValetService = { id: 4, name: 'Advertising', parent_id: null };
const CHILDREN: ValetService[] = [
  { id: 21, name: 'Web Development', parent_id: 2 },
  { id: 22, name: 'Mobile Apps', parent_id: 2 },
  { id: 23, name: 'API Development', parent_id: 2 },
  { id: 11, name: 'UX Design', parent_id: 1 },
  { id: 12, name: 'Logo Design', parent_id: 1 },
  { id: 31, name: 'SEO', parent_id: 3 },
];

interface Setup {
  variants?: Partial<Variants>;
  /** Gets the draft ready for the slide (the earlier slides' answers). */
  prepare?(wizard: ValetWizardStore): void;
}

function renderSlide(slide: ValetSlide, { variants = {}, prepare }: Setup = {}) {
  const root = new RootStore(
    testPublicConfig,
    createTestApiClient({
      search: async ({ q }) => ({
        query: q ?? '',
        services: [],
        companies: [],
        places: [
          { kind: 'country', id: 5, name: 'Portugal', slug: 'portugal', country: null },
          {
            kind: 'city',
            id: 77,
            name: 'Lisbon',
            slug: 'lisbon',
            country: { name: 'Portugal', slug: 'portugal' },
          },
        ],
      }),
    }),
  );
  root.variants = { ...root.variants, ...variants };
  const wizard = new ValetWizardStore(root);
  wizard.options.setCatalogue([
    {
      id: 1,
      name: 'All',
      slug: 'all',
      services: [DESIGN, DEV, MARKETING, ADS, ...CHILDREN].map((service) => ({
        ...service,
        slug: `s${service.id}`,
        companies_count: 1,
      })),
    },
  ]);
  prepare?.(wizard);
  const formRef = createRef<SlideFormHandle>();
  const view = render(
    <AppProviders store={root} cache={createCache({ key: 'test' })}>
      <LaterSlide slide={slide} wizard={wizard} formRef={formRef} />
    </AppProviders>,
  );
  return { wizard, formRef, view, user: userEvent.setup() };
}

/** What the wizard's page does on Next: the slide's form checks its fields. */
const check = (formRef: RefObject<SlideFormHandle | null>) =>
  act(() => formRef.current?.check() ?? Promise.resolve(false));

const ids = (wizard: ValetWizardStore) => wizard.selection.services.map((service) => service.id);

describe('the services slides (SPEC §4, §5)', () => {
  it('takes at most 3 parent services and 5 services', async () => {
    const parents = renderSlide('parent-services');
    for (const name of ['Design', 'Development', 'Marketing'])
      await parents.user.click(screen.getByRole('checkbox', { name }));
    expect(ids(parents.wizard)).toEqual([1, 2, 3]);
    await parents.user.click(screen.getByRole('checkbox', { name: 'Advertising' }));
    expect(screen.getByRole('checkbox', { name: 'Advertising' })).not.toBeChecked();
    expect(screen.getByText('Pick at most 3 areas')).toBeInTheDocument();
    expect(ids(parents.wizard)).toEqual([1, 2, 3]);
    parents.view.unmount();

    const children = renderSlide('services', {
      prepare: (wizard) => keepIn(wizard, 'parent-services', { parents: [1, 2, 3] }),
    });
    for (const name of [
      'Web Development',
      'Mobile Apps',
      'API Development',
      'UX Design',
      'Logo Design',
    ])
      await children.user.click(screen.getByRole('checkbox', { name }));
    await children.user.click(screen.getByRole('checkbox', { name: 'SEO' }));
    expect(screen.getByRole('checkbox', { name: 'SEO' })).not.toBeChecked();
    expect(screen.getByText('Pick at most 5 services')).toBeInTheDocument();
    expect(
      children.wizard.selection.services.filter((service) => service.parent_id !== null),
    ).toHaveLength(5);
    expect(screen.getByText('Chosen: 5 of 5')).toBeInTheDocument();
  });

  it('asks for an area on Next, and the message goes with the first one ticked', async () => {
    const { user, formRef, wizard } = renderSlide('parent-services');
    expect(await check(formRef)).toBe(false);
    expect(await screen.findByText('Pick at least one area')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Development' }));
    expect(screen.queryByText('Pick at least one area')).toBeNull();
    expect(await check(formRef)).toBe(true);
    expect(wizard.draft.parents).toEqual([DEV]);
  });

  it('ticks a focus on and off', async () => {
    const { user, wizard } = renderSlide('focuses', {
      variants: { valetFormStyle: 'with_focuses_step' },
      prepare: (wizard) => {
        wizard.setFocusCatalogue([{ id: 102, name: 'Figma', service_ids: [11] }]);
        keepIn(wizard, 'parent-services', { parents: [1] });
        keepIn(wizard, 'services', { services: [11] });
      },
    });
    const figma = screen.getByRole('checkbox', { name: 'Figma — for UX Design' });
    await user.click(figma);
    expect(wizard.selection.focuses).toEqual([102]);
    await user.click(figma);
    expect(wizard.selection.focuses).toEqual([]);
  });
});

describe('the locations slide (SPEC §5)', () => {
  it('takes several locations, once each, or none when the location is ignored', async () => {
    const { user, wizard, formRef } = renderSlide('locations');
    const add = async (name: string) => {
      await user.click(screen.getByRole('combobox', { name: 'Add a country or city' }));
      await user.keyboard('Po');
      await user.click(await screen.findByRole('option', { name }, { timeout: 3000 }));
    };
    await add('Portugal');
    await add('Portugal');
    await add('Lisbon, Portugal');
    expect(wizard.selection.locations.map((place) => place.name)).toEqual([
      'Portugal',
      'Lisbon, Portugal',
    ]);
    const chosen = screen.getByRole('list', { name: 'Chosen places' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove Portugal' }));
    expect(wizard.selection.locations.map((place) => place.name)).toEqual(['Lisbon, Portugal']);
    await user.click(screen.getByRole('button', { name: 'Remove Lisbon, Portugal' }));
    expect(await check(formRef)).toBe(false);
    expect(await screen.findByText(/at least one country or city/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Location does not matter' }));
    expect(screen.queryByText(/at least one country or city/)).toBeNull();
    expect(await check(formRef)).toBe(true);
  });
});

describe('the budget slide (SPEC §9)', () => {
  it('keeps the range within the floor and the ceiling', () => {
    expect(clampBudget({ min: 10, max: 5_000_000 })).toEqual({ min: 1_000, max: 1_000_000 });
  });
});

describe('messages the wizard puts on a slide', () => {
  it('shows the server’s messages in the form of the slide they concern, until fixed', async () => {
    const { wizard, user } = renderSlide('customer-info', {
      prepare: (wizard) => {
        keepIn(wizard, 'title', { title: 'A shop for our bakery' });
        keepIn(wizard, 'description', { project_description: 'x'.repeat(60) });
        keepIn(wizard, 'parent-services', { parents: [3] });
        keepIn(wizard, 'services', { services: [31] });
        keepIn(wizard, 'locations', { locations: [], ignore_location: true });
        keepIn(wizard, 'project-stage', { project_stage: 'planning' });
        keepIn(wizard, 'project-start', { project_start: 'not-sure' });
        keepIn(wizard, 'customer-info', {
          ...wizard.slideValues('customer-info'),
          name: 'Bea Buyer',
          email: 'bea@example.test',
          location: { type: 'city', id: 77, name: 'Lisbon' },
        });
        while (wizard.next()) {
          /* to the last slide */
        }
        wizard.setCaptcha('pow:1');
      },
    });
    expect(wizard.slide).toBe('customer-info');
    await act(() =>
      wizard.submit(async () => {
        throw new ApiError(400, 'email: This address cannot get mail', [
          { field: 'email', message: 'This address cannot get mail' },
        ]);
      }),
    );
    const email = screen.getByRole('textbox', { name: /e-mail address/i });
    expect(email).toHaveAccessibleDescription('This address cannot get mail');
    // Handed over: the form shows it and takes it away as the buyer fixes the address.
    expect(wizard.errors.email).toBeUndefined();
    await user.type(email, 'x');
    expect(screen.queryByText('This address cannot get mail')).toBeNull();
  });
});

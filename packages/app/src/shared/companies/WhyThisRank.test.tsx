import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WhyThisRank } from './WhyThisRank';

const parts = { review_volume: 96, rating: 180, completeness: 172, awards: 60, verification: 150 };

describe('WhyThisRank', () => {
  it('is a closed disclosure named for its company, listing each part once opened', async () => {
    render(
      <WhyThisRank companyName="Acme Studio" score={658} level="above-average" parts={parts} />,
    );
    const toggle = screen.getByText('Why this rank?');
    expect(toggle.closest('summary')).not.toBeNull();
    expect(toggle.closest('summary')?.textContent).toBe('Why this rank? (Acme Studio)');
    const details = toggle.closest('details');
    expect(details?.open).toBe(false);

    await userEvent.click(toggle);
    expect(details?.open).toBe(true);
    expect(
      screen.getByText(
        'Profile score 658 of 1000 (Above average). Listings are ordered by this score unless you choose another order.',
      ),
    ).toBeTruthy();
    const terms = screen.getAllByRole('term').map((term) => term.firstChild?.textContent);
    expect(terms).toEqual(['Reviews', 'Rating', 'Profile completeness', 'Awards', 'Verification']);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(['96 of 150', '180 of 250', '172 of 250', '60 of 200', '150 of 150']);
    const reviews = screen.getAllByRole('definition')[0];
    if (!reviews) throw new Error('no definition');
    // The bars are decoration: the numbers say it.
    expect(within(reviews).queryByRole('progressbar')).toBeNull();
    // Each bar is painted up to the part's share of its maximum (96 of 150 is 64%).
    const bar = reviews.querySelector<HTMLElement>('[aria-hidden="true"]');
    expect(bar?.style.getPropertyValue('--why-this-rank-fill')).toBe('64%');
  });

  it('shows, on a service listing, the share of the service and the rank points it gives', async () => {
    render(
      <WhyThisRank
        companyName="Acme Studio"
        score={658}
        level="above-average"
        parts={parts}
        relevance={{ share: 19, points: 392 }}
      />,
    );
    await userEvent.click(screen.getByText('Why this rank?'));
    expect(
      screen.getByText(
        "The service searched is 19 % of this company's work. A service listing is ordered by rank points, the profile score weighted by that share: 658 × (100 + 19) / 200 = 392 rank points.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('Profile score 658 of 1000 (Above average).')).toBeTruthy();
    expect(screen.queryByText(/Listings are ordered by this score/)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { addressesOf } from './pages/CompanyReviewsPage';

describe('the bulk invitation box', () => {
  it('reads addresses one per line, or separated by commas, semicolons or spaces', () => {
    expect(
      addressesOf('ann@a.example\nbob@b.example, cy@c.example;dee@d.example  eve@e.example'),
    ).toEqual(['ann@a.example', 'bob@b.example', 'cy@c.example', 'dee@d.example', 'eve@e.example']);
  });

  it('reads nothing from blank lines and stray separators', () => {
    expect(addressesOf(' \n,, ;\n')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { FIXED_GROUP_OPTIONS } from '@atlas/api/filters';
import { selectedOptionsOf, type OptionNames } from './selected-options';

const cityNames = new Map([
  [3, 'Berlin'],
  [8, 'London'],
]);

/** Names cities 3 and 8 and nothing else; remembers what it was asked. */
function namesOfCities() {
  const asked: { group: string; ids: readonly number[] }[] = [];
  const names: OptionNames = async (group, ids) => {
    asked.push({ group, ids });
    if (group !== 'cities') return new Map();
    return new Map(
      ids.flatMap((id) => {
        const name = cityNames.get(id);
        return name === undefined ? [] : [[id, name] as const];
      }),
    );
  };
  return { asked, names };
}

describe('selectedOptionsOf', () => {
  it('names each chosen option once, in group order and by id, leaving out unknown ids', async () => {
    const { asked, names } = namesOfCities();
    const [smallest] = FIXED_GROUP_OPTIONS.teamsizes;
    if (!smallest) throw new Error('no team sizes');
    const selected = await selectedOptionsOf(
      {
        groups: { teamsizes: [smallest.option_id, -1], cities: [8, 3, 8, 404] },
        foundingyears: { min: 1990, max: 2000 },
        flags: { verified_companies_only: true },
      },
      names,
    );
    expect(selected).toEqual([
      { group: 'cities', option_id: 3, name: 'Berlin' },
      { group: 'cities', option_id: 8, name: 'London' },
      { group: 'teamsizes', option_id: smallest.option_id, name: smallest.name },
    ]);
    // Only the groups whose options are database rows are looked up, with their ids once each.
    expect(asked).toEqual([{ group: 'cities', ids: [3, 8, 404] }]);
  });

  it('answers nothing, and looks nothing up, without checkbox filters', async () => {
    const { asked, names } = namesOfCities();
    await expect(selectedOptionsOf({ groups: {}, flags: {} }, names)).resolves.toEqual([]);
    expect(asked).toEqual([]);
  });
});

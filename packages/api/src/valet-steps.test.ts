import { describe, expect, it } from 'vitest';
import { VALET_SLIDES, ValetSubmissionBodySchema } from './valet';
import { VALET_STEP_SCHEMAS } from './valet-steps';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${String(issue.path[0])}: ${issue.message}`);

describe('the valet slides’ schemas (SPEC §4, §5)', () => {
  it('has one for every slide', () => {
    expect(Object.keys(VALET_STEP_SCHEMAS)).toEqual([...VALET_SLIDES]);
  });

  it('checks what the submission sends with the submission’s own rules', () => {
    const submitted = ValetSubmissionBodySchema.shape.title;
    const words = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message);
    for (const title of ['', 'Shop', 'A shop for our bakery'])
      expect(words(VALET_STEP_SCHEMAS.title.safeParse({ title }))).toEqual(
        words(submitted.safeParse(title)),
      );
    expect(
      messages(VALET_STEP_SCHEMAS['project-start'].safeParse({ project_start: null })),
    ).toEqual(['project_start: Pick when the project should start']);
  });

  it('asks for what only the wizard knows, unless the buyer says it does not matter', () => {
    expect(messages(VALET_STEP_SCHEMAS.services.safeParse({ services: [], offered: 2 }))).toEqual([
      'services: Pick at least one service',
    ]);
    expect(VALET_STEP_SCHEMAS.services.safeParse({ services: [], offered: 0 }).success).toBe(true);
    expect(
      messages(VALET_STEP_SCHEMAS.locations.safeParse({ locations: [], ignore_location: false })),
    ).toEqual(['locations: Pick at least one country or city, or tick "Location does not matter"']);
    expect(
      VALET_STEP_SCHEMAS.locations.safeParse({ locations: [], ignore_location: true }).success,
    ).toBe(true);
    expect(
      messages(
        VALET_STEP_SCHEMAS.description.safeParse({
          project_description: 'x'.repeat(60),
          files: [{ loaded: false, error: null }],
        }),
      ),
    ).toEqual(['files: Wait until the files are uploaded']);
    const contact = {
      name: 'Bea Buyer',
      email: 'bea@example.test',
      website: '',
      phone: 'call me',
      role: '',
      location: null,
    };
    expect(
      messages(
        VALET_STEP_SCHEMAS['customer-info'].safeParse({ ...contact, asks_phone_and_role: true }),
      ),
    ).toEqual(['location: Pick where you are', expect.stringMatching(/^phone: Use digits/)]);
    expect(
      messages(
        VALET_STEP_SCHEMAS['customer-info'].safeParse({ ...contact, asks_phone_and_role: false }),
      ),
    ).toEqual(['location: Pick where you are']);
  });
});

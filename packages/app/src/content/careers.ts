/**
 * Open roles on the /careers page. Text may use `{brand}` and inline Markdown (links, emphasis).
 * Remove a role here when it is filled; the page says so when the list is empty.
 */
export interface OpenRole {
  id: string;
  title: string;
  team: string;
  location: string;
  type: 'Full-time' | 'Part-time' | 'Contract';
  summary: string;
  responsibilities: string[];
  requirements: string[];
}

export const OPEN_ROLES: OpenRole[] = [
  {
    id: 'senior-full-stack-engineer',
    title: 'Senior Full-Stack Engineer (TypeScript)',
    team: 'Product Engineering',
    location: 'Remote (UTC−3 to UTC+3)',
    type: 'Full-time',
    summary:
      'Build the directory that buyers use to find agencies: faceted search, company profiles, reviews and the dashboard agencies run their listing from.',
    responsibilities: [
      'Ship features end to end, from the PostgreSQL schema through the Fastify API to the React pages.',
      'Keep listing and facet queries fast on hundreds of thousands of companies.',
      'Review code, write tests that can fail, and improve the tools the team uses every day.',
    ],
    requirements: [
      'Five or more years building web products, with strong TypeScript and SQL.',
      'Experience with server-side rendered React and with performance work you can measure.',
      'Clear written English: most of our collaboration happens in writing.',
    ],
  },
  {
    id: 'review-quality-analyst',
    title: 'Review Quality Analyst',
    team: 'Trust & Safety',
    location: 'Remote (Europe)',
    type: 'Full-time',
    summary:
      'Make sure every review on {brand} comes from a real client: verify reviewers, investigate suspicious patterns and answer companies who dispute a review.',
    responsibilities: [
      'Verify new reviews by talking to reviewers and checking project evidence.',
      'Spot review farms and incentivised reviews, and document each decision.',
      'Help write the review guidelines that agencies and reviewers read.',
    ],
    requirements: [
      'Two or more years in content moderation, fraud analysis, research or a similar role.',
      'A careful, fair way of working and the patience to explain decisions kindly.',
      'Fluent English; a second language is a plus.',
    ],
  },
  {
    id: 'content-editor-tech-research',
    title: 'Content Editor, Tech Research',
    team: 'Editorial',
    location: 'Remote',
    type: 'Part-time',
    summary:
      'Edit the blog, the yearly surveys and the country reports that agencies and buyers read to understand the market.',
    responsibilities: [
      'Edit guest articles from agency experts, checking facts and removing sales talk.',
      'Turn survey results into clear articles with honest charts.',
      'Plan the editorial calendar with the research team.',
    ],
    requirements: [
      'A portfolio of edited articles about technology, marketing or business.',
      'Comfort with numbers: you can read a survey table and spot what it does not say.',
    ],
  },
  {
    id: 'partnerships-manager',
    title: 'Partnerships Manager',
    team: 'Growth',
    location: 'Remote (Americas)',
    type: 'Full-time',
    summary:
      'Help agencies get the most from {brand}: onboarding, profile advice, the awards and the Top 10 listings.',
    responsibilities: [
      'Onboard agencies and help them complete profiles that buyers trust.',
      'Explain how ranking works, and what does and does not affect it.',
      'Bring what agencies tell you back to the product team.',
    ],
    requirements: [
      'Three or more years in account management or partnerships, ideally with agencies.',
      'Comfortable with a CRM and with simple reporting.',
    ],
  },
];

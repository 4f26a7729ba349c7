import { asc } from 'drizzle-orm';
import type { BlogLanguage, BlogPostStatus } from '@atlas/api/blog';
import type { AppDatabase } from '../db/client';
import {
  blogAuthors,
  blogCategories,
  blogPostCompanies,
  blogPostRevisions,
  blogPosts,
  blogPostTags,
  blogTags,
  companies,
} from '../db/schema';
import { DEMO_NOW } from './companies';

const DAY = 86_400_000;

/** Where the demo posts' covers are stored (drawn at start when missing). */
export const DEMO_COVER_PREFIX = 'blog/demo/';

interface DemoSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  subsections?: { heading: string; paragraphs: string[] }[];
}

interface DemoPost {
  key: string;
  language: BlogLanguage;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  tags: string[];
  daysAgo: number;
  status: BlogPostStatus;
  /** Posts of one key are translations of each other. */
  sections: DemoSection[];
  /** How many of the first companies the post mentions. */
  companies: number;
}

const AUTHORS = [
  {
    slug: 'maria-lopez',
    name: 'María López',
    bio: 'Editor of the blog; ten years of buying software and marketing services for mid-sized firms.',
  },
  {
    slug: 'daniel-okafor',
    name: 'Daniel Okafor',
    bio: 'Research lead: surveys agencies and the companies that hire them.',
  },
];

const CATEGORIES: { language: BlogLanguage; slug: string; name: string; description: string }[] = [
  {
    language: 'en',
    slug: 'hiring-agencies',
    name: 'Hiring Agencies',
    description: 'How to brief, choose and work with an agency.',
  },
  {
    language: 'en',
    slug: 'marketing',
    name: 'Marketing',
    description: 'Search, content and advertising, explained for buyers.',
  },
  {
    language: 'en',
    slug: 'tech-nations',
    name: 'Tech Nations',
    description: 'The technology industry of one country at a time.',
  },
  {
    language: 'es',
    slug: 'contratar-agencias',
    name: 'Contratar agencias',
    description: 'Cómo preparar un encargo, elegir una agencia y trabajar con ella.',
  },
  {
    language: 'es',
    slug: 'marketing',
    name: 'Marketing',
    description: 'Buscadores, contenidos y publicidad, explicados para quien compra.',
  },
];

const TAGS: { language: BlogLanguage; slug: string; name: string }[] = [
  { language: 'en', slug: 'outsourcing', name: 'Outsourcing' },
  { language: 'en', slug: 'budgets', name: 'Budgets' },
  { language: 'en', slug: 'seo', name: 'SEO' },
  { language: 'en', slug: 'remote-work', name: 'Remote work' },
  { language: 'en', slug: 'research', name: 'Research' },
  { language: 'es', slug: 'subcontratacion', name: 'Subcontratación' },
  { language: 'es', slug: 'presupuestos', name: 'Presupuestos' },
  { language: 'es', slug: 'seo', name: 'SEO' },
];

const POSTS: DemoPost[] = [
  {
    key: 'brief',
    language: 'en',
    slug: 'how-to-write-a-project-brief',
    title: 'How to write a project brief agencies can quote on',
    excerpt:
      'A good brief gets comparable quotes in days instead of weeks. What to put in it, and what to leave out.',
    author: 'maria-lopez',
    category: 'hiring-agencies',
    tags: ['outsourcing', 'budgets'],
    daysAgo: 3,
    status: 'published',
    companies: 3,
    sections: [
      {
        heading: 'Start with the problem, not the solution',
        paragraphs: [
          'Agencies quote best when they understand why the project exists. Describe the business problem in two or three sentences before you describe any feature.',
          'A brief that only lists screens invites quotes that only price screens. A brief that explains the goal invites proposals that reach it more cheaply.',
        ],
      },
      {
        heading: 'Say what you can spend',
        paragraphs: [
          'A budget range is not a negotiating weakness. Without it, agencies guess, and their guesses differ by a factor of five.',
        ],
        list: [
          'Give a range, not a single figure.',
          'Say whether the range includes hosting, licences and maintenance.',
          'Say when the money is available.',
        ],
      },
      {
        heading: 'Make the answers comparable',
        paragraphs: ['Ask every agency the same questions, in the same order.'],
        subsections: [
          {
            heading: 'Questions worth asking',
            paragraphs: [
              'Who will work on the project day to day? Which similar project can we call a client about? What happens when the scope changes?',
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'brief',
    language: 'es',
    slug: 'como-escribir-un-briefing',
    title: 'Cómo escribir un briefing que las agencias puedan presupuestar',
    excerpt:
      'Un buen briefing consigue presupuestos comparables en días y no en semanas. Qué incluir y qué dejar fuera.',
    author: 'maria-lopez',
    category: 'contratar-agencias',
    tags: ['subcontratacion', 'presupuestos'],
    daysAgo: 2,
    status: 'published',
    companies: 3,
    sections: [
      {
        heading: 'Empiece por el problema, no por la solución',
        paragraphs: [
          'Las agencias presupuestan mejor cuando entienden por qué existe el proyecto. Describa el problema de negocio en dos o tres frases antes de describir cualquier función.',
          'Un briefing que solo enumera pantallas recibe presupuestos que solo valoran pantallas.',
        ],
      },
      {
        heading: 'Diga cuánto puede gastar',
        paragraphs: [
          'Un rango de presupuesto no debilita la negociación. Sin él, las agencias adivinan, y sus cifras varían hasta cinco veces.',
        ],
        list: [
          'Indique un rango, no una cifra única.',
          'Aclare si incluye alojamiento, licencias y mantenimiento.',
          'Diga cuándo estará disponible el dinero.',
        ],
      },
      {
        heading: 'Haga comparables las respuestas',
        paragraphs: ['Haga a todas las agencias las mismas preguntas, en el mismo orden.'],
      },
    ],
  },
  {
    key: 'seo-audit',
    language: 'en',
    slug: 'what-an-seo-audit-should-tell-you',
    title: 'What an SEO audit should tell you (and what it should not)',
    excerpt:
      'Most audits are long lists of warnings. A useful one ranks the few changes that will move your traffic.',
    author: 'daniel-okafor',
    category: 'marketing',
    tags: ['seo'],
    daysAgo: 12,
    status: 'published',
    companies: 2,
    sections: [
      {
        heading: 'A ranked list, not a long one',
        paragraphs: [
          'Crawlers find hundreds of small issues on any site. An audit earns its fee by telling you which five matter for your pages and your market.',
        ],
      },
      {
        heading: 'Evidence for every claim',
        paragraphs: [
          'Each recommendation should name the pages it affects and the traffic those pages receive today, so you can weigh the effort against the gain.',
        ],
        list: ['Pages affected', 'Current traffic', 'Expected effort', 'How success is measured'],
      },
    ],
  },
  {
    key: 'seo-audit',
    language: 'es',
    slug: 'que-debe-decirle-una-auditoria-seo',
    title: 'Qué debe decirle una auditoría SEO (y qué no)',
    excerpt:
      'La mayoría de las auditorías son largas listas de avisos. Una útil ordena los pocos cambios que moverán su tráfico.',
    author: 'daniel-okafor',
    category: 'marketing',
    tags: ['seo'],
    daysAgo: 11,
    status: 'published',
    companies: 2,
    sections: [
      {
        heading: 'Una lista ordenada, no una lista larga',
        paragraphs: [
          'Los rastreadores encuentran cientos de pequeños problemas en cualquier web. Una auditoría se gana sus honorarios diciéndole cuáles cinco importan para sus páginas.',
        ],
      },
      {
        heading: 'Pruebas para cada afirmación',
        paragraphs: [
          'Cada recomendación debe nombrar las páginas afectadas y el tráfico que reciben hoy.',
        ],
      },
    ],
  },
  {
    key: 'remote',
    language: 'en',
    slug: 'working-with-a-remote-agency',
    title: 'Working with a remote agency across time zones',
    excerpt:
      'Overlap hours, written decisions and one owner on each side: the habits that keep distributed projects on track.',
    author: 'maria-lopez',
    category: 'hiring-agencies',
    tags: ['remote-work', 'outsourcing'],
    daysAgo: 25,
    status: 'published',
    companies: 1,
    sections: [
      {
        heading: 'Agree on overlap hours',
        paragraphs: [
          'Two or three shared hours a day are enough for questions to be answered the same day. Write them into the contract.',
        ],
      },
      {
        heading: 'Decide in writing',
        paragraphs: [
          'Calls are good for discussion and bad for memory. End every call with a short written summary of what was decided and who does what.',
        ],
      },
    ],
  },
  {
    key: 'nations-portugal',
    language: 'en',
    slug: 'tech-nations-portugal',
    title: 'Tech Nations: Portugal',
    excerpt:
      'Lisbon and Porto have grown into two of Europe’s busiest places to hire developers. A look at the market.',
    author: 'daniel-okafor',
    category: 'tech-nations',
    tags: ['research'],
    daysAgo: 40,
    status: 'published',
    companies: 2,
    sections: [
      {
        heading: 'Two cities, two markets',
        paragraphs: [
          'Lisbon’s agencies lean towards product design and marketing technology; Porto’s towards engineering for manufacturing and logistics.',
        ],
      },
      {
        heading: 'What buyers report',
        paragraphs: [
          'In our survey, buyers most often praised communication in English and overlap with both British and central European working hours.',
        ],
      },
    ],
  },
  {
    key: 'budget-2025',
    language: 'en',
    slug: 'what-agencies-charge-in-2025',
    title: 'What agencies charge in 2025',
    excerpt: 'Hourly rates by service and region, from the profiles listed on the directory.',
    author: 'daniel-okafor',
    category: 'hiring-agencies',
    tags: ['budgets', 'research'],
    daysAgo: 60,
    status: 'published',
    companies: 0,
    sections: [
      {
        heading: 'Rates by region',
        paragraphs: [
          'Rates vary far more between regions than between services. Within a region, design and development are priced within a few dollars of each other.',
        ],
      },
    ],
  },
  {
    key: 'draft-contracts',
    language: 'en',
    slug: 'reading-an-agency-contract',
    title: 'Reading an agency contract',
    excerpt: 'The clauses that decide who owns the code and what happens when the project ends.',
    author: 'maria-lopez',
    category: 'hiring-agencies',
    tags: ['outsourcing'],
    daysAgo: 0,
    status: 'draft',
    companies: 0,
    sections: [
      {
        heading: 'Ownership',
        paragraphs: ['Make sure the code and designs become yours when the invoice is paid.'],
      },
    ],
  },
];

/** A heading's anchor, the same rule the blog module applies to every saved post. */
function anchorOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The demo post's body, as the editor would have saved it. */
export function demoBodyHtml(sections: readonly DemoSection[]): string {
  const parts: string[] = [];
  for (const section of sections) {
    parts.push(`<h2 id="${anchorOf(section.heading)}">${escapeText(section.heading)}</h2>`);
    for (const paragraph of section.paragraphs) parts.push(`<p>${escapeText(paragraph)}</p>`);
    if (section.list) {
      parts.push(`<ul>${section.list.map((item) => `<li>${escapeText(item)}</li>`).join('')}</ul>`);
    }
    for (const sub of section.subsections ?? []) {
      parts.push(`<h3 id="${anchorOf(sub.heading)}">${escapeText(sub.heading)}</h3>`);
      for (const paragraph of sub.paragraphs) parts.push(`<p>${escapeText(paragraph)}</p>`);
    }
  }
  return parts.join('\n');
}

/** The demo blog's posts (their slugs and languages), for tests. */
export const DEMO_BLOG_POSTS = POSTS.map(({ language, slug, status, key }) => ({
  language,
  slug,
  status,
  key,
}));

/**
 * The demo blog (issue 21): two authors, categories and tags in English and Spanish, posts with
 * their translations linked, one draft, and mentions of the first demo companies. Deterministic:
 * dates count back from DEMO_NOW.
 */
export async function insertDemoBlog(tx: AppDatabase): Promise<void> {
  // The blog is not the companies': a database re-seeded after its companies were emptied keeps
  // its blog, and gets no second copy of the demo posts.
  if ((await tx.$count(blogAuthors)) > 0) return;
  const authors = await tx
    .insert(blogAuthors)
    .values(AUTHORS)
    .returning({ id: blogAuthors.id, slug: blogAuthors.slug });
  const categories = await tx.insert(blogCategories).values(CATEGORIES).returning();
  const tags = await tx.insert(blogTags).values(TAGS).returning();
  const firstCompanies = await tx
    .select({ id: companies.id })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(5);
  const groups = new Map<string, string>();
  for (const [index, post] of POSTS.entries()) {
    const author = authors.find((row) => row.slug === post.author);
    const category = categories.find(
      (row) => row.slug === post.category && row.language === post.language,
    );
    if (!author || !category) throw new Error(`demo blog: ${post.slug} names an unknown term`);
    const publishedAt = new Date(DEMO_NOW.getTime() - post.daysAgo * DAY - index * 3_600_000);
    const bodyHtml = demoBodyHtml(post.sections);
    const [row] = await tx
      .insert(blogPosts)
      .values({
        language: post.language,
        slug: post.slug,
        ...(groups.has(post.key) ? { translationGroup: groups.get(post.key) } : {}),
        status: post.status,
        publishAt: post.status === 'draft' ? null : publishedAt,
        title: post.title,
        excerpt: post.excerpt,
        bodyHtml,
        // Drawn into storage by the blog module when missing (modules/blog/plugin.ts).
        coverKey: `${DEMO_COVER_PREFIX}${post.key}`,
        coverAlt: '',
        coverWidth: 1600,
        coverHeight: 900,
        authorId: author.id,
        categoryId: category.id,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .returning({ id: blogPosts.id, translationGroup: blogPosts.translationGroup });
    if (!row) continue;
    groups.set(post.key, row.translationGroup);
    const tagIds = tags
      .filter((tag) => tag.language === post.language && post.tags.includes(tag.slug))
      .map((tag) => tag.id);
    if (tagIds.length)
      await tx.insert(blogPostTags).values(tagIds.map((tagId) => ({ postId: row.id, tagId })));
    const mentioned = firstCompanies.slice(index % 2, (index % 2) + post.companies);
    if (mentioned.length)
      await tx.insert(blogPostCompanies).values(
        mentioned.map((company, position) => ({
          postId: row.id,
          companyId: company.id,
          position,
        })),
      );
    await tx.insert(blogPostRevisions).values({
      postId: row.id,
      title: post.title,
      excerpt: post.excerpt,
      bodyHtml,
      createdAt: publishedAt,
    });
  }
}

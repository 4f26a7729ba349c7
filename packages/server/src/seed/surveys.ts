import { SURVEY_TOPICS } from '@atlas/api/survey-topics';
import {
  SURVEY_MULTIPLE_SEPARATOR,
  SURVEY_RESPONDENT_COLUMN,
  type SurveyChartKind,
  type SurveyQuestionKind,
} from '@atlas/api/surveys';
import type { AppDatabase } from '../db/client';
import { surveyQuestions, surveys, type DirectoryFigureSpec } from '../db/schema/surveys';
import { toCsv } from '../modules/surveys/csv';
import { tallyResponses, type QuestionTally } from '../modules/surveys/tally';
import { DEMO_NOW } from './companies';
import { Random } from './random';

/**
 * The demo surveys (issue 21): every topic of SPEC §2 with 4 to 8 questions and a few hundred
 * generated respondents. Deterministic: the same seed draws the same answers, and the charts are
 * counted from the generated responses file exactly as an upload would be.
 */

const SURVEY_SEED = 2_021;

interface DemoQuestion {
  key: string;
  prompt: string;
  kind: SurveyQuestionKind;
  chart: SurveyChartKind;
  /** Choice options or scale points, in order. */
  options?: readonly string[];
  /** Number questions: where each charted bucket starts. */
  edges?: readonly number[];
  /**
   * How likely each option (single, scale, number bucket) is; for multiple choice, the
   * probability that a respondent ticks each option.
   */
  weights: readonly number[];
  /** The key finding this question gives: {share} and {answer} are its most common answer. */
  finding?: string;
}

const SATISFACTION = [
  'Very dissatisfied',
  'Dissatisfied',
  'Neutral',
  'Satisfied',
  'Very satisfied',
] as const;
const AGREEMENT = [
  'Strongly disagree',
  'Disagree',
  'Neither agree nor disagree',
  'Agree',
  'Strongly agree',
] as const;

function countryQuestions(country: string): DemoQuestion[] {
  return [
    {
      key: 'outsourcing_reasons',
      prompt: `Why do companies in ${country} outsource software work?`,
      kind: 'multiple',
      chart: 'bar',
      options: [
        'Lower total cost',
        'Skills not available in-house',
        'Faster delivery',
        'Focus on the core business',
        'Support around the clock',
      ],
      weights: [0.62, 0.55, 0.41, 0.33, 0.18],
      finding: '{share} of buyers name “{answer}” as a reason to outsource.',
    },
    {
      key: 'engagement_model',
      prompt: 'Which engagement model do you use most often?',
      kind: 'single',
      chart: 'pie',
      options: ['Fixed price', 'Time and materials', 'Dedicated team', 'Monthly retainer'],
      weights: [30, 38, 22, 10],
      finding: '“{answer}” is the most common engagement model, used by {share} of buyers.',
    },
    {
      key: 'annual_budget_k_usd',
      prompt: 'What was your yearly outsourcing budget, in thousands of US dollars?',
      kind: 'number',
      chart: 'bar',
      edges: [0, 25, 100, 250, 500, 1000],
      weights: [18, 31, 24, 14, 8, 5],
    },
    {
      key: 'vendor_location',
      prompt: 'Where is your main software vendor based?',
      kind: 'single',
      chart: 'bar',
      options: [
        'In the same country',
        'In a neighbouring country',
        'On another continent',
        'Several locations',
      ],
      weights: [44, 21, 25, 10],
      finding: '{share} of buyers work mainly with a vendor “{answer}”.',
    },
    {
      key: 'vendor_satisfaction',
      prompt: 'How satisfied are you with your current vendor?',
      kind: 'scale',
      chart: 'bar',
      options: SATISFACTION,
      weights: [4, 9, 21, 45, 21],
    },
    {
      key: 'main_challenges',
      prompt: 'What makes outsourced projects harder than they should be?',
      kind: 'multiple',
      chart: 'bar',
      options: [
        'Communication gaps',
        'Time-zone differences',
        'Uneven code quality',
        'Costs beyond the estimate',
        'Security and compliance checks',
      ],
      weights: [0.47, 0.29, 0.36, 0.31, 0.2],
    },
  ];
}

const AI_QUESTIONS: DemoQuestion[] = [
  {
    key: 'ai_stage',
    prompt: 'How far has your company gone with generative AI?',
    kind: 'single',
    chart: 'pie',
    options: ['Not started', 'Experimenting', 'Used in some projects', 'Used in most projects'],
    weights: [12, 31, 39, 18],
    finding: '{share} of companies say AI is “{answer}”.',
  },
  {
    key: 'ai_uses',
    prompt: 'What do your teams use AI tools for?',
    kind: 'multiple',
    chart: 'bar',
    options: [
      'Writing and reviewing code',
      'Drafting copy and documents',
      'Testing and QA',
      'Customer support',
      'Data analysis',
      'Design and images',
    ],
    weights: [0.68, 0.57, 0.34, 0.22, 0.39, 0.27],
    finding: '“{answer}” is the most common use of AI, named by {share} of respondents.',
  },
  {
    key: 'staff_using_weekly_pct',
    prompt: 'What share of your staff use an AI tool at least once a week (percent)?',
    kind: 'number',
    chart: 'line',
    edges: [0, 10, 25, 50, 75],
    weights: [14, 21, 30, 22, 13],
  },
  {
    key: 'productivity_gain',
    prompt: '“AI tools have made our delivery measurably faster.”',
    kind: 'scale',
    chart: 'bar',
    options: AGREEMENT,
    weights: [5, 12, 27, 39, 17],
  },
  {
    key: 'ai_concerns',
    prompt: 'What worries you most about using AI in client work?',
    kind: 'multiple',
    chart: 'bar',
    options: [
      'Confidential data leaving the company',
      'Wrong or invented answers',
      'Licensing of generated code',
      'Clients’ expectations of lower prices',
      'Skills of junior staff',
    ],
    weights: [0.58, 0.52, 0.31, 0.37, 0.24],
  },
];

const CRM_QUESTIONS: DemoQuestion[] = [
  {
    key: 'crm_tool',
    prompt: 'Which CRM does your company use as its main one?',
    kind: 'single',
    chart: 'pie',
    options: ['HubSpot', 'Salesforce', 'Pipedrive', 'Zoho CRM', 'A spreadsheet', 'Something else'],
    weights: [29, 21, 17, 11, 14, 8],
    finding: '“{answer}” is the most used CRM, the main one for {share} of companies.',
  },
  {
    key: 'crm_users',
    prompt: 'How many people in your company use the CRM every week?',
    kind: 'number',
    chart: 'bar',
    edges: [1, 5, 10, 25, 50],
    weights: [31, 28, 22, 12, 7],
  },
  {
    key: 'crm_features',
    prompt: 'Which parts of the CRM do you use?',
    kind: 'multiple',
    chart: 'bar',
    options: ['Deal pipeline', 'E-mail tracking', 'Quotes and invoices', 'Reports', 'Automations'],
    weights: [0.81, 0.49, 0.33, 0.56, 0.38],
  },
  {
    key: 'crm_satisfaction',
    prompt: 'How satisfied are you with your CRM?',
    kind: 'scale',
    chart: 'bar',
    options: SATISFACTION,
    weights: [6, 13, 25, 40, 16],
    finding: '{share} of users are “{answer}” with their CRM.',
  },
  {
    key: 'years_on_crm',
    prompt: 'How many years have you used your current CRM?',
    kind: 'number',
    chart: 'line',
    edges: [0, 1, 2, 4, 7],
    weights: [15, 24, 30, 20, 11],
  },
];

const REMOTE_QUESTIONS: DemoQuestion[] = [
  {
    key: 'work_policy',
    prompt: 'What is your company’s working arrangement?',
    kind: 'single',
    chart: 'pie',
    options: [
      'Fully remote',
      'Hybrid with set office days',
      'Hybrid, office optional',
      'Office first',
    ],
    weights: [34, 29, 24, 13],
    finding: '“{answer}” is the most common arrangement, at {share} of companies.',
  },
  {
    key: 'office_days',
    prompt: 'How many days a week does a typical employee spend in the office?',
    kind: 'number',
    chart: 'line',
    edges: [0, 1, 2, 3, 4, 5],
    weights: [31, 17, 22, 16, 8, 6],
  },
  {
    key: 'remote_productivity',
    prompt: '“Our teams deliver as well remotely as in the office.”',
    kind: 'scale',
    chart: 'bar',
    options: AGREEMENT,
    weights: [4, 10, 18, 43, 25],
  },
  {
    key: 'collaboration_tools',
    prompt: 'Which tools hold your remote work together?',
    kind: 'multiple',
    chart: 'bar',
    options: ['Chat', 'Video calls', 'Shared documents', 'Online whiteboards', 'Time tracking'],
    weights: [0.92, 0.88, 0.74, 0.31, 0.27],
    finding: '{share} of companies rely on “{answer}”.',
  },
  {
    key: 'hiring_abroad',
    prompt: 'Do you hire people who live in another country?',
    kind: 'single',
    chart: 'bar',
    options: ['Yes, regularly', 'Sometimes', 'Not yet, but we plan to', 'No'],
    weights: [27, 31, 15, 27],
  },
];

const PRICING_QUESTIONS: DemoQuestion[] = [
  {
    key: 'pricing_model',
    prompt: 'How do you price most of your projects?',
    kind: 'single',
    chart: 'pie',
    options: [
      'Hourly rate',
      'Fixed price per project',
      'Monthly retainer',
      'Value or outcome based',
    ],
    weights: [36, 33, 21, 10],
    finding: '{share} of agencies price most work by “{answer}”.',
  },
  {
    key: 'typical_project_k_usd',
    prompt: 'What does a typical project cost your clients, in thousands of US dollars?',
    kind: 'number',
    chart: 'bar',
    edges: [0, 10, 25, 50, 100, 250],
    weights: [14, 26, 27, 19, 10, 4],
  },
  {
    key: 'rate_change',
    prompt: 'How did your rates change over the last year?',
    kind: 'single',
    chart: 'bar',
    options: ['Lowered', 'Kept the same', 'Raised up to 10%', 'Raised more than 10%'],
    weights: [9, 38, 39, 14],
    finding: '{share} of agencies “{answer}” their rates over the year.',
  },
  {
    key: 'price_drivers',
    prompt: 'What moves the price of a project the most?',
    kind: 'multiple',
    chart: 'bar',
    options: [
      'Scope and features',
      'Deadline',
      'Seniority of the team',
      'Integrations',
      'Support after launch',
    ],
    weights: [0.84, 0.41, 0.46, 0.38, 0.29],
  },
  {
    key: 'clients_value',
    prompt: '“Clients understand what they pay for.”',
    kind: 'scale',
    chart: 'bar',
    options: AGREEMENT,
    weights: [7, 19, 29, 33, 12],
  },
];

/** A technology survey: how far companies are with `subject`, and which `tools` they use. */
function adoptionQuestions(subject: string, tools: readonly string[]): DemoQuestion[] {
  return [
    {
      key: 'adoption_stage',
      prompt: `Where does your company stand with ${subject}?`,
      kind: 'single',
      chart: 'pie',
      options: ['Not considering it', 'Exploring', 'Piloting', 'In production'],
      weights: [16, 27, 24, 33],
      finding: `{share} of companies are at the “{answer}” stage with ${subject}.`,
    },
    {
      key: 'main_tool',
      prompt: 'Which one do you rely on most?',
      kind: 'single',
      chart: 'bar',
      options: tools,
      weights: tools.map((_, index) => Math.max(4, 34 - index * 7)),
      finding: '“{answer}” leads, the first choice of {share} of respondents.',
    },
    {
      key: 'benefits',
      prompt: 'What has it brought you?',
      kind: 'multiple',
      chart: 'bar',
      options: [
        'Lower running costs',
        'Faster releases',
        'Happier clients',
        'New services to sell',
        'Nothing yet',
      ],
      weights: [0.39, 0.51, 0.33, 0.28, 0.14],
    },
    {
      key: 'obstacles',
      prompt: 'What holds you back?',
      kind: 'multiple',
      chart: 'bar',
      options: [
        'Skills on the team',
        'Cost',
        'Security questions',
        'Clients do not ask for it',
        'Unclear return',
      ],
      weights: [0.43, 0.37, 0.32, 0.26, 0.35],
    },
    {
      key: 'spend_next_year',
      prompt: 'How will your spending on it change next year?',
      kind: 'single',
      chart: 'bar',
      options: ['Decrease', 'Stay the same', 'Increase a little', 'Increase a lot'],
      weights: [8, 35, 41, 16],
    },
    {
      key: 'team_size',
      prompt: 'How many people work on it in your company?',
      kind: 'number',
      chart: 'line',
      edges: [0, 2, 5, 10, 20],
      weights: [22, 34, 25, 12, 7],
    },
  ];
}

const CLIENT_ACQUISITION_QUESTIONS: DemoQuestion[] = [
  {
    key: 'best_channel',
    prompt: 'Which channel brings your best clients?',
    kind: 'single',
    chart: 'pie',
    options: ['Referrals', 'Directories and review sites', 'Search', 'Outbound sales', 'Events'],
    weights: [38, 22, 17, 15, 8],
    finding: '“{answer}” bring the best clients for {share} of agencies.',
  },
  {
    key: 'channels_used',
    prompt: 'Which channels do you actively use to find clients?',
    kind: 'multiple',
    chart: 'bar',
    options: [
      'Referrals',
      'Directories and review sites',
      'Search',
      'Outbound sales',
      'Events',
      'Social media',
    ],
    weights: [0.86, 0.58, 0.49, 0.41, 0.26, 0.52],
  },
  {
    key: 'leads_per_month',
    prompt: 'How many qualified leads do you get in a typical month?',
    kind: 'number',
    chart: 'line',
    edges: [0, 5, 10, 20, 40],
    weights: [28, 31, 23, 12, 6],
  },
  {
    key: 'win_rate_pct',
    prompt: 'What share of your proposals turn into signed work (percent)?',
    kind: 'number',
    chart: 'bar',
    edges: [0, 10, 20, 35, 50],
    weights: [11, 27, 34, 19, 9],
  },
  {
    key: 'sales_confidence',
    prompt: '“We know where next quarter’s clients will come from.”',
    kind: 'scale',
    chart: 'bar',
    options: AGREEMENT,
    weights: [9, 22, 28, 31, 10],
    finding:
      'Only {share} of agencies “{answer}” that they know where next quarter’s clients come from.',
  },
];

const HIRING_QUESTIONS: DemoQuestion[] = [
  {
    key: 'hardest_roles',
    prompt: 'Which roles are hardest to fill?',
    kind: 'multiple',
    chart: 'bar',
    options: [
      'Senior back-end developers',
      'Mobile developers',
      'DevOps engineers',
      'Data engineers',
      'QA engineers',
      'Product designers',
    ],
    weights: [0.61, 0.34, 0.48, 0.39, 0.17, 0.22],
    finding: '{share} of companies find “{answer}” hardest to hire.',
  },
  {
    key: 'weeks_to_hire',
    prompt: 'How many weeks does it take to hire a developer, from posting to signed offer?',
    kind: 'number',
    chart: 'line',
    edges: [0, 2, 4, 6, 8, 12],
    weights: [6, 19, 31, 23, 14, 7],
  },
  {
    key: 'hiring_source',
    prompt: 'Where did your last developer hire come from?',
    kind: 'single',
    chart: 'pie',
    options: [
      'Referral by staff',
      'Job board',
      'Recruitment agency',
      'Direct outreach',
      'Former intern',
    ],
    weights: [33, 27, 16, 17, 7],
  },
  {
    key: 'salary_change',
    prompt: 'How did developer salaries at your company change this year?',
    kind: 'single',
    chart: 'bar',
    options: ['Went down', 'Stayed the same', 'Up to 5% higher', 'More than 5% higher'],
    weights: [4, 29, 44, 23],
    finding: '{share} of companies paid developers “{answer}”.',
  },
  {
    key: 'retention_confidence',
    prompt: '“We will keep our best developers for the next two years.”',
    kind: 'scale',
    chart: 'bar',
    options: AGREEMENT,
    weights: [5, 14, 31, 37, 13],
  },
];

const COUNTRY_REPORTS: Record<string, { country: string; iso2: string }> = {
  'it-outsourcing-united-states-2024': { country: 'the United States', iso2: 'US' },
  'it-outsourcing-united-kingdom-2024': { country: 'the United Kingdom', iso2: 'GB' },
  'it-outsourcing-india-2024': { country: 'India', iso2: 'IN' },
  'it-outsourcing-germany-2024': { country: 'Germany', iso2: 'DE' },
  'it-outsourcing-poland-2024': { country: 'Poland', iso2: 'PL' },
  'it-outsourcing-ukraine-2024': { country: 'Ukraine', iso2: 'UA' },
  'it-outsourcing-canada-2024': { country: 'Canada', iso2: 'CA' },
  'it-outsourcing-australia-2024': { country: 'Australia', iso2: 'AU' },
  'it-outsourcing-brazil-2024': { country: 'Brazil', iso2: 'BR' },
  'it-outsourcing-philippines-2024': { country: 'the Philippines', iso2: 'PH' },
  'it-outsourcing-spain-2024': { country: 'Spain', iso2: 'ES' },
  'it-outsourcing-netherlands-2024': { country: 'the Netherlands', iso2: 'NL' },
  'it-outsourcing-romania-2024': { country: 'Romania', iso2: 'RO' },
  'it-outsourcing-vietnam-2024': { country: 'Vietnam', iso2: 'VN' },
  'it-outsourcing-argentina-2024': { country: 'Argentina', iso2: 'AR' },
  'it-outsourcing-mexico-2024': { country: 'Mexico', iso2: 'MX' },
};

interface DemoSurveyText {
  summary: string;
  audience: string;
  questions: DemoQuestion[];
  figures?: DirectoryFigureSpec[];
}

const TECH: Record<string, [summary: string, subject: string, tools: string[]]> = {
  'web-design-trends-2024': [
    'What agencies put into the sites they designed in 2024: design systems, motion, accessibility work and the tools behind them.',
    'design systems and accessibility audits',
    ['Figma', 'Webflow', 'Framer', 'Adobe XD', 'Sketch'],
  ],
  'seo-agencies-survey-2023': [
    'How SEO agencies worked in 2023: the tools they pay for, what they promise clients, and how search changes are reshaping their services.',
    'AI-assisted content and technical SEO',
    ['Ahrefs', 'Semrush', 'Screaming Frog', 'Moz', 'Google Search Console only'],
  ],
  'cybersecurity-in-small-agencies-2024': [
    'How agencies of fewer than 50 people protect their own systems and their clients’ data, and where they admit the gaps are.',
    'a written security programme',
    [
      'Password manager',
      'Single sign-on',
      'Endpoint protection',
      'Managed security provider',
      'Security audits',
    ],
  ],
  'cloud-adoption-2024': [
    'Which clouds technology agencies build on, how much of their clients’ work runs there, and what keeps the rest on premises.',
    'cloud hosting for client projects',
    ['AWS', 'Microsoft Azure', 'Google Cloud', 'A European provider', 'Own servers'],
  ],
  'ecommerce-platforms-2024': [
    'The platforms agencies recommend for online shops in 2024, what clients pay to run them, and why shops move from one to another.',
    'headless commerce',
    ['Shopify', 'WooCommerce', 'Adobe Commerce', 'BigCommerce', 'A custom build'],
  ],
  'blockchain-adoption-2022': [
    'A look at how many software companies actually delivered blockchain work in 2022, for which clients, and what made projects stall.',
    'blockchain projects',
    ['Ethereum', 'Hyperledger Fabric', 'Polygon', 'Solana', 'A private ledger'],
  ],
  'low-code-adoption-2024': [
    'Where low-code platforms fit in agencies’ delivery: internal tools, prototypes or production apps, and what developers think of them.',
    'low-code platforms',
    ['Microsoft Power Apps', 'OutSystems', 'Retool', 'Bubble', 'Mendix'],
  ],
};

/** The text and questions of each topic. */
function surveyText(slug: string, title: string): DemoSurveyText {
  const report = COUNTRY_REPORTS[slug];
  if (report)
    return {
      summary: `How companies in ${report.country} buy software development from outside partners: why they outsource, what they spend, how they work with vendors and what goes wrong. Rates and minimum project sizes come from the companies headquartered in ${report.country} that are listed in the directory.`,
      audience: `decision-makers who bought software development services in ${report.country}`,
      questions: countryQuestions(report.country),
      figures: [
        { kind: 'hourly-rate-distribution', countries: [report.iso2] },
        { kind: 'project-size-distribution', countries: [report.iso2] },
      ],
    };
  const tech = TECH[slug];
  if (tech)
    return {
      summary: tech[0],
      audience: 'owners and technical leads of agencies listed in the directory',
      questions: adoptionQuestions(tech[1], tech[2]),
    };
  switch (slug) {
    case 'state-of-remote-work':
      return {
        summary:
          'How technology and marketing agencies organise remote and hybrid work: office days, the tools that hold teams together, and whether people deliver as well from home.',
        audience: 'founders, managers and team leads of agencies',
        questions: REMOTE_QUESTIONS,
      };
    case 'how-it-companies-use-ai':
    case 'ai-in-marketing-2025':
      return {
        summary:
          slug === 'ai-in-marketing-2025'
            ? 'How marketing agencies use AI in 2025: for which tasks, by how many of their people, and what still makes them careful with client work.'
            : 'How software companies put AI tools to work: how far they have gone, what they use them for, how many people use them each week, and what worries them.',
        audience:
          slug === 'ai-in-marketing-2025'
            ? 'managers of marketing and advertising agencies'
            : 'managers and engineers of software development companies',
        questions: AI_QUESTIONS,
      };
    case 'crm-use-2025':
      return {
        summary:
          'Which CRM agencies run their sales on in 2025, how many people use it, which parts they rely on and how happy they are with it.',
        audience: 'people responsible for sales at agencies',
        questions: CRM_QUESTIONS,
      };
    case 'it-business-outsourcing-survey-2021':
      return {
        summary:
          'Our 2021 survey of businesses that outsource IT work: why they did it, how they paid for it and how the partnership went in the first year of the pandemic.',
        audience: 'business owners and IT managers who outsourced IT work in 2021',
        questions: countryQuestions('the countries we surveyed').slice(0, 5),
      };
    case 'software-development-pricing-2024':
      return {
        summary:
          'What software development costs in 2024: how agencies price, what a typical project costs, how rates moved, and the rates listed companies state in each of our country reports.',
        audience: 'owners and sales leads of software development companies',
        questions: PRICING_QUESTIONS,
        figures: [
          {
            kind: 'median-hourly-rate-by-country',
            countries: Object.values(COUNTRY_REPORTS).map((entry) => entry.iso2),
          },
          { kind: 'project-size-distribution' },
        ],
      };
    case 'agency-pricing-models-2023':
    case 'freelancers-vs-agencies-2023':
      return {
        summary:
          slug === 'freelancers-vs-agencies-2023'
            ? 'When clients hire a freelancer and when an agency: what each costs, how projects are priced, and what clients say they got for the money.'
            : 'Hourly, fixed price, retainer or value based: how agencies priced their work in 2023, and how the rates of listed companies spread.',
        audience: 'agency owners and the clients who hire them',
        questions: PRICING_QUESTIONS,
        figures:
          slug === 'agency-pricing-models-2023' ? [{ kind: 'hourly-rate-distribution' }] : [],
      };
    case 'digital-marketing-budgets-2024':
    case 'mobile-app-development-costs-2023':
      return {
        summary:
          slug === 'digital-marketing-budgets-2024'
            ? 'What companies spend with digital marketing agencies in 2024, how the money is split, and the smallest budgets listed agencies accept.'
            : 'What a mobile app cost to build in 2023, how agencies priced it, and the smallest projects listed companies take on.',
        audience:
          slug === 'digital-marketing-budgets-2024'
            ? 'marketing managers and the agencies they hire'
            : 'mobile development agencies and their clients',
        questions: PRICING_QUESTIONS,
        figures: [{ kind: 'project-size-distribution' }],
      };
    case 'client-acquisition-2023':
      return {
        summary:
          'Where agencies found their clients in 2023, how many leads a month they see, and how many proposals they win.',
        audience: 'founders and business developers of agencies',
        questions: CLIENT_ACQUISITION_QUESTIONS,
      };
    case 'hiring-software-developers-2024':
      return {
        summary:
          'How long it takes to hire a developer in 2024, which roles are hardest to fill, where hires come from and what happened to salaries.',
        audience: 'hiring managers and founders of software companies',
        questions: HIRING_QUESTIONS,
      };
    default:
      throw new Error(`demo surveys: no text for the topic ${slug} (${title})`);
  }
}

/** The year a topic's slug names (the fieldwork year), else the demo's year. */
function yearOf(slug: string): number {
  const match = /(20\d\d)$/.exec(slug);
  return match ? Number(match[1]) : DEMO_NOW.getUTCFullYear() - 1;
}

const pad = (value: number) => String(value).padStart(2, '0');

function answerCell(question: DemoQuestion, random: Random): string {
  if (random.chance(0.04)) return '';
  const options = question.options ?? [];
  switch (question.kind) {
    case 'single':
      return random.weighted(options, question.weights);
    case 'multiple': {
      const chosen = options.filter((_, index) => random.chance(question.weights[index] ?? 0));
      return (chosen.length > 0 ? chosen : [random.pick(options)]).join(SURVEY_MULTIPLE_SEPARATOR);
    }
    case 'scale':
      return String(
        random.weighted(
          options.map((_, index) => index + 1),
          question.weights,
        ),
      );
    case 'number': {
      const edges = question.edges ?? [0];
      const bucket = random.weighted(
        edges.map((_, index) => index),
        question.weights,
      );
      const low = edges[bucket] ?? 0;
      const high = (edges[bucket + 1] ?? Math.max(2, low * 2)) - 1;
      return String(random.int(low, Math.max(low, high)));
    }
  }
}

/** A topic's responses file: `respondents` rows drawn from its questions' weights, nudged per topic. */
function demoResponsesCsv(
  questions: readonly DemoQuestion[],
  respondents: number,
  random: Random,
  year: number,
): string {
  const nudged = questions.map((question) => ({
    ...question,
    weights: question.weights.map((weight) =>
      question.kind === 'multiple'
        ? Math.min(0.95, weight * (0.8 + random.next() * 0.4))
        : weight * (0.7 + random.next() * 0.6),
    ),
  }));
  const rows = [[SURVEY_RESPONDENT_COLUMN, ...questions.map((question) => question.key)]];
  for (let index = 1; index <= respondents; index++)
    rows.push([
      `R${year}-${String(index).padStart(4, '0')}`,
      ...nudged.map((q) => answerCell(q, random)),
    ]);
  return toCsv(rows);
}

function findings(questions: readonly DemoQuestion[], tallies: readonly QuestionTally[]): string[] {
  return questions.flatMap((question, index) => {
    const tally = tallies[index];
    if (!question.finding || !tally) return [];
    const top = [...tally.results].sort((a, b) => b.count - a.count)[0];
    if (!top) return [];
    return [
      question.finding
        .replace('{share}', `${Math.round(top.share)}%`)
        .replace('{answer}', top.label),
    ];
  });
}

const definitionOf = (question: DemoQuestion) => ({
  key: question.key,
  kind: question.kind,
  options: question.options ?? [],
  bucketEdges: question.edges ?? [],
});

/**
 * Inserts every demo survey. Surveys are not the companies': a database that already has them
 * keeps them (and staff's edits), so this may run on every start.
 */
export async function insertDemoSurveys(tx: AppDatabase, seed = SURVEY_SEED): Promise<number> {
  if ((await tx.$count(surveys)) > 0) return 0;
  for (const [index, topic] of SURVEY_TOPICS.entries()) {
    const text = surveyText(topic.slug, topic.title);
    const random = Random.derive(seed, index);
    const year = yearOf(topic.slug);
    const month = 2 + (index % 8);
    const csv = demoResponsesCsv(text.questions, random.int(220, 640), random, year);
    const tally = tallyResponses(csv, text.questions.map(definitionOf));
    const fieldedFrom = `${year}-${pad(month)}-0${1 + (index % 9)}`;
    const fieldedTo = `${year}-${pad(month + 1)}-${pad(12 + (index % 16))}`;
    const [row] = await tx
      .insert(surveys)
      .values({
        slug: topic.slug,
        title: topic.title,
        summary: text.summary,
        keyFindings: findings(text.questions, tally.questions),
        methodology: `An online questionnaire sent to ${text.audience}, from the people who use the directory and its newsletter. Every question could be skipped, so each chart says how many people answered it. Answers are not weighted. The responses below can be downloaded and recounted.`,
        sampleSize: tally.sampleSize,
        fieldedFrom,
        fieldedTo,
        published: true,
        directoryFigures: text.figures ?? [],
        responsesCsv: csv,
        updatedAt: new Date(Date.UTC(year, month + 1, 20)),
      })
      .returning({ id: surveys.id });
    if (!row) throw new Error(`demo surveys: ${topic.slug} was not inserted`);
    await tx.insert(surveyQuestions).values(
      text.questions.map((question, position) => {
        const counted = tally.questions[position];
        return {
          surveyId: row.id,
          position,
          key: question.key,
          prompt: question.prompt,
          kind: question.kind,
          chart: question.chart,
          options: question.options ? [...question.options] : [],
          bucketEdges: question.edges ? [...question.edges] : [],
          results: counted?.results ?? [],
          answered: counted?.answered ?? 0,
          median: counted?.median ?? null,
        };
      }),
    );
  }
  return SURVEY_TOPICS.length;
}

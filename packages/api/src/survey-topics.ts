/**
 * The survey topics of SPEC §2 "Other": /survey/{topic}. The addresses and titles are fixed here,
 * once, for the app's routes, the sitemap and the demo data that seeds each survey (issue 21).
 */
export interface SurveyTopic {
  slug: string;
  title: string;
  /** The page shows without the main navigation (SPEC §2). */
  hideNavigation?: boolean;
}

export const SURVEY_TOPICS: readonly SurveyTopic[] = [
  { slug: 'state-of-remote-work', title: 'The State of Remote Work' },
  { slug: 'how-it-companies-use-ai', title: 'How IT Companies Use AI' },
  { slug: 'crm-use-2025', title: 'CRM Use in 2025' },
  {
    slug: 'it-business-outsourcing-survey-2021',
    title: 'IT Business Outsourcing Survey 2021',
    hideNavigation: true,
  },
  { slug: 'it-outsourcing-united-states-2024', title: 'IT Outsourcing in the United States 2024' },
  {
    slug: 'it-outsourcing-united-kingdom-2024',
    title: 'IT Outsourcing in the United Kingdom 2024',
  },
  { slug: 'it-outsourcing-india-2024', title: 'IT Outsourcing in India 2024' },
  { slug: 'it-outsourcing-germany-2024', title: 'IT Outsourcing in Germany 2024' },
  { slug: 'it-outsourcing-poland-2024', title: 'IT Outsourcing in Poland 2024' },
  { slug: 'it-outsourcing-ukraine-2024', title: 'IT Outsourcing in Ukraine 2024' },
  { slug: 'it-outsourcing-canada-2024', title: 'IT Outsourcing in Canada 2024' },
  { slug: 'it-outsourcing-australia-2024', title: 'IT Outsourcing in Australia 2024' },
  { slug: 'it-outsourcing-brazil-2024', title: 'IT Outsourcing in Brazil 2024' },
  { slug: 'it-outsourcing-philippines-2024', title: 'IT Outsourcing in the Philippines 2024' },
  { slug: 'it-outsourcing-spain-2024', title: 'IT Outsourcing in Spain 2024' },
  { slug: 'it-outsourcing-netherlands-2024', title: 'IT Outsourcing in the Netherlands 2024' },
  { slug: 'it-outsourcing-romania-2024', title: 'IT Outsourcing in Romania 2024' },
  { slug: 'it-outsourcing-vietnam-2024', title: 'IT Outsourcing in Vietnam 2024' },
  { slug: 'it-outsourcing-argentina-2024', title: 'IT Outsourcing in Argentina 2024' },
  { slug: 'it-outsourcing-mexico-2024', title: 'IT Outsourcing in Mexico 2024' },
  { slug: 'software-development-pricing-2024', title: 'Software Development Pricing 2024' },
  { slug: 'web-design-trends-2024', title: 'Web Design Trends 2024' },
  { slug: 'digital-marketing-budgets-2024', title: 'Digital Marketing Budgets 2024' },
  { slug: 'seo-agencies-survey-2023', title: 'SEO Agencies Survey 2023' },
  { slug: 'mobile-app-development-costs-2023', title: 'Mobile App Development Costs 2023' },
  { slug: 'cybersecurity-in-small-agencies-2024', title: 'Cybersecurity in Small Agencies 2024' },
  { slug: 'hiring-software-developers-2024', title: 'Hiring Software Developers 2024' },
  { slug: 'agency-pricing-models-2023', title: 'Agency Pricing Models 2023' },
  { slug: 'freelancers-vs-agencies-2023', title: 'Freelancers vs Agencies 2023' },
  { slug: 'cloud-adoption-2024', title: 'Cloud Adoption 2024' },
  { slug: 'ecommerce-platforms-2024', title: 'E-commerce Platforms 2024' },
  { slug: 'blockchain-adoption-2022', title: 'Blockchain Adoption 2022' },
  { slug: 'low-code-adoption-2024', title: 'Low-Code Adoption 2024' },
  { slug: 'client-acquisition-2023', title: 'How Agencies Win Clients 2023' },
  { slug: 'ai-in-marketing-2025', title: 'AI in Marketing 2025' },
];

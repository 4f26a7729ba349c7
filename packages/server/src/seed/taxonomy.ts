import type {
  cities,
  citySponsorshipPages,
  clientTypes,
  countries,
  focusServices,
  focuses,
  industries,
  regions,
  serviceGroups,
  services,
} from '../db/schema';
import { Random, slugify } from './random';

/*
 * The directory's reference data: regions, countries and cities, the service taxonomy, focuses,
 * industries and client types. Ids follow the order of the lists below, so keep appending.
 */

type City = readonly [name: string, latitude: number, longitude: number];

interface CountrySource {
  name: string;
  iso2: string;
  /** International calling code, for demo phone numbers. */
  callingCode: string;
  /** Postcode pattern: # a digit, A a letter. */
  postcode?: string;
  cities: readonly City[];
}

interface RegionSource {
  name: string;
  countries: readonly CountrySource[];
}

/** The five columns of the companies mega-menu (SPEC §2). */
// prettier-ignore
const REGION_SOURCES: readonly RegionSource[] = [
  {
    name: 'Europe',
    countries: [
      { name: 'United Kingdom', iso2: 'GB', callingCode: '44', postcode: 'A# #AA', cities: [['London', 51.507, -0.128], ['Manchester', 53.481, -2.243], ['Birmingham', 52.486, -1.89], ['Edinburgh', 55.953, -3.188], ['Bristol', 51.455, -2.588], ['Leeds', 53.801, -1.549], ['Glasgow', 55.864, -4.252]] },
      { name: 'Germany', iso2: 'DE', callingCode: '49', cities: [['Berlin', 52.52, 13.405], ['Munich', 48.135, 11.582], ['Hamburg', 53.551, 9.994], ['Frankfurt', 50.111, 8.682], ['Cologne', 50.938, 6.96], ['Stuttgart', 48.776, 9.183]] },
      { name: 'France', iso2: 'FR', callingCode: '33', cities: [['Paris', 48.857, 2.352], ['Lyon', 45.764, 4.836], ['Marseille', 43.297, 5.37], ['Toulouse', 43.605, 1.444], ['Bordeaux', 44.838, -0.579], ['Lille', 50.629, 3.057]] },
      { name: 'Spain', iso2: 'ES', callingCode: '34', cities: [['Madrid', 40.417, -3.704], ['Barcelona', 41.385, 2.173], ['Valencia', 39.47, -0.376], ['Seville', 37.389, -5.984], ['Malaga', 36.721, -4.421], ['Bilbao', 43.263, -2.935]] },
      { name: 'Italy', iso2: 'IT', callingCode: '39', cities: [['Milan', 45.464, 9.19], ['Rome', 41.903, 12.496], ['Turin', 45.07, 7.687], ['Florence', 43.77, 11.256], ['Bologna', 44.495, 11.343], ['Naples', 40.852, 14.268]] },
      { name: 'Netherlands', iso2: 'NL', callingCode: '31', postcode: '#### AA', cities: [['Amsterdam', 52.368, 4.904], ['Rotterdam', 51.924, 4.478], ['Utrecht', 52.091, 5.122], ['The Hague', 52.07, 4.3], ['Eindhoven', 51.441, 5.47]] },
      { name: 'Poland', iso2: 'PL', callingCode: '48', postcode: '##-###', cities: [['Warsaw', 52.23, 21.012], ['Krakow', 50.065, 19.945], ['Wroclaw', 51.108, 17.039], ['Gdansk', 54.352, 18.646], ['Poznan', 52.406, 16.925], ['Lodz', 51.759, 19.456]] },
      { name: 'Ukraine', iso2: 'UA', callingCode: '380', cities: [['Kyiv', 50.45, 30.523], ['Lviv', 49.839, 24.03], ['Kharkiv', 49.994, 36.23], ['Odesa', 46.482, 30.723], ['Dnipro', 48.465, 35.046]] },
      { name: 'Romania', iso2: 'RO', callingCode: '40', postcode: '######', cities: [['Bucharest', 44.426, 26.103], ['Cluj-Napoca', 46.771, 23.624], ['Iasi', 47.159, 27.601], ['Timisoara', 45.748, 21.208], ['Brasov', 45.657, 25.601]] },
      { name: 'Moldova', iso2: 'MD', callingCode: '373', postcode: 'MD-####', cities: [['Chisinau', 47.011, 28.863], ['Balti', 47.762, 27.929]] },
      { name: 'Portugal', iso2: 'PT', callingCode: '351', postcode: '####-###', cities: [['Lisbon', 38.722, -9.139], ['Porto', 41.158, -8.629], ['Braga', 41.545, -8.427], ['Coimbra', 40.203, -8.41]] },
      { name: 'Sweden', iso2: 'SE', callingCode: '46', postcode: '### ##', cities: [['Stockholm', 59.329, 18.069], ['Gothenburg', 57.709, 11.975], ['Malmo', 55.605, 13.004], ['Uppsala', 59.859, 17.639]] },
      { name: 'Ireland', iso2: 'IE', callingCode: '353', postcode: 'A## A#A#', cities: [['Dublin', 53.35, -6.26], ['Cork', 51.899, -8.476], ['Galway', 53.271, -9.057], ['Limerick', 52.664, -8.623]] },
      { name: 'Switzerland', iso2: 'CH', callingCode: '41', postcode: '####', cities: [['Zurich', 47.377, 8.542], ['Geneva', 46.204, 6.143], ['Basel', 47.56, 7.589], ['Lausanne', 46.52, 6.633], ['Bern', 46.948, 7.447]] },
      { name: 'Austria', iso2: 'AT', callingCode: '43', postcode: '####', cities: [['Vienna', 48.208, 16.374], ['Graz', 47.071, 15.439], ['Linz', 48.306, 14.286], ['Salzburg', 47.81, 13.055]] },
      { name: 'Belgium', iso2: 'BE', callingCode: '32', postcode: '####', cities: [['Brussels', 50.85, 4.352], ['Antwerp', 51.219, 4.402], ['Ghent', 51.054, 3.717], ['Leuven', 50.88, 4.7]] },
      { name: 'Czech Republic', iso2: 'CZ', callingCode: '420', postcode: '### ##', cities: [['Prague', 50.075, 14.438], ['Brno', 49.195, 16.607], ['Ostrava', 49.821, 18.262]] },
      { name: 'Denmark', iso2: 'DK', callingCode: '45', postcode: '####', cities: [['Copenhagen', 55.676, 12.568], ['Aarhus', 56.163, 10.204], ['Odense', 55.404, 10.402]] },
      { name: 'Finland', iso2: 'FI', callingCode: '358', cities: [['Helsinki', 60.17, 24.938], ['Espoo', 60.205, 24.652], ['Tampere', 61.498, 23.761], ['Oulu', 65.012, 25.465]] },
      { name: 'Norway', iso2: 'NO', callingCode: '47', postcode: '####', cities: [['Oslo', 59.914, 10.752], ['Bergen', 60.391, 5.322], ['Trondheim', 63.431, 10.395]] },
      { name: 'Bulgaria', iso2: 'BG', callingCode: '359', postcode: '####', cities: [['Sofia', 42.698, 23.322], ['Plovdiv', 42.135, 24.745], ['Varna', 43.214, 27.915]] },
      { name: 'Serbia', iso2: 'RS', callingCode: '381', cities: [['Belgrade', 44.787, 20.457], ['Novi Sad', 45.267, 19.833], ['Nis', 43.321, 21.896]] },
      { name: 'Estonia', iso2: 'EE', callingCode: '372', cities: [['Tallinn', 59.437, 24.754], ['Tartu', 58.378, 26.729]] },
      { name: 'Lithuania', iso2: 'LT', callingCode: '370', postcode: 'LT-#####', cities: [['Vilnius', 54.687, 25.28], ['Kaunas', 54.898, 23.904]] },
      { name: 'Greece', iso2: 'GR', callingCode: '30', postcode: '### ##', cities: [['Athens', 37.984, 23.728], ['Thessaloniki', 40.64, 22.944]] },
      { name: 'Hungary', iso2: 'HU', callingCode: '36', postcode: '####', cities: [['Budapest', 47.498, 19.04], ['Debrecen', 47.532, 21.627], ['Szeged', 46.253, 20.141]] },
    ],
  },
  {
    name: 'Asia',
    countries: [
      { name: 'India', iso2: 'IN', callingCode: '91', postcode: '######', cities: [['Bangalore', 12.972, 77.595], ['Mumbai', 19.076, 72.878], ['New Delhi', 28.614, 77.209], ['Hyderabad', 17.385, 78.487], ['Pune', 18.52, 73.857], ['Chennai', 13.083, 80.271], ['Ahmedabad', 23.023, 72.571], ['Noida', 28.535, 77.391]] },
      { name: 'Malaysia', iso2: 'MY', callingCode: '60', cities: [['Kuala Lumpur', 3.139, 101.687], ['George Town', 5.414, 100.329], ['Johor Bahru', 1.493, 103.741], ['Petaling Jaya', 3.107, 101.607], ['Cyberjaya', 2.922, 101.651]] },
      { name: 'Vietnam', iso2: 'VN', callingCode: '84', postcode: '######', cities: [['Ho Chi Minh City', 10.823, 106.63], ['Hanoi', 21.028, 105.834], ['Da Nang', 16.054, 108.202]] },
      { name: 'Philippines', iso2: 'PH', callingCode: '63', postcode: '####', cities: [['Manila', 14.6, 120.984], ['Makati', 14.555, 121.024], ['Cebu City', 10.316, 123.885], ['Quezon City', 14.676, 121.044], ['Davao City', 7.19, 125.455]] },
      { name: 'Indonesia', iso2: 'ID', callingCode: '62', cities: [['Jakarta', -6.209, 106.846], ['Bandung', -6.917, 107.619], ['Surabaya', -7.258, 112.752], ['Yogyakarta', -7.796, 110.369], ['Denpasar', -8.65, 115.216]] },
      { name: 'Thailand', iso2: 'TH', callingCode: '66', cities: [['Bangkok', 13.756, 100.502], ['Chiang Mai', 18.788, 98.985], ['Phuket', 7.88, 98.392]] },
      { name: 'Japan', iso2: 'JP', callingCode: '81', postcode: '###-####', cities: [['Tokyo', 35.676, 139.65], ['Osaka', 34.694, 135.502], ['Kyoto', 35.012, 135.768], ['Fukuoka', 33.59, 130.402], ['Yokohama', 35.444, 139.638]] },
      { name: 'South Korea', iso2: 'KR', callingCode: '82', cities: [['Seoul', 37.567, 126.978], ['Busan', 35.18, 129.076], ['Incheon', 37.456, 126.705]] },
      { name: 'China', iso2: 'CN', callingCode: '86', postcode: '######', cities: [['Shanghai', 31.23, 121.474], ['Beijing', 39.904, 116.407], ['Shenzhen', 22.543, 114.058], ['Guangzhou', 23.129, 113.264], ['Hangzhou', 30.274, 120.155]] },
      { name: 'Pakistan', iso2: 'PK', callingCode: '92', cities: [['Karachi', 24.861, 67.01], ['Lahore', 31.52, 74.359], ['Islamabad', 33.684, 73.048], ['Rawalpindi', 33.598, 73.044]] },
      { name: 'Bangladesh', iso2: 'BD', callingCode: '880', postcode: '####', cities: [['Dhaka', 23.81, 90.413], ['Chittagong', 22.357, 91.783]] },
      { name: 'Sri Lanka', iso2: 'LK', callingCode: '94', cities: [['Colombo', 6.927, 79.861], ['Kandy', 7.291, 80.634]] },
      { name: 'United Arab Emirates', iso2: 'AE', callingCode: '971', cities: [['Dubai', 25.205, 55.271], ['Abu Dhabi', 24.453, 54.377], ['Sharjah', 25.346, 55.421]] },
      { name: 'Israel', iso2: 'IL', callingCode: '972', postcode: '#######', cities: [['Tel Aviv', 32.085, 34.782], ['Jerusalem', 31.769, 35.216], ['Haifa', 32.794, 34.99]] },
      { name: 'Turkey', iso2: 'TR', callingCode: '90', cities: [['Istanbul', 41.008, 28.978], ['Ankara', 39.933, 32.86], ['Izmir', 38.423, 27.143]] },
    ],
  },
  {
    name: 'Latin America',
    countries: [
      { name: 'Brazil', iso2: 'BR', callingCode: '55', postcode: '#####-###', cities: [['Sao Paulo', -23.551, -46.633], ['Rio de Janeiro', -22.907, -43.173], ['Belo Horizonte', -19.917, -43.935], ['Curitiba', -25.429, -49.271], ['Porto Alegre', -30.035, -51.218], ['Florianopolis', -27.595, -48.548]] },
      { name: 'Mexico', iso2: 'MX', callingCode: '52', cities: [['Mexico City', 19.433, -99.133], ['Guadalajara', 20.659, -103.35], ['Monterrey', 25.687, -100.316], ['Puebla', 19.041, -98.206], ['Queretaro', 20.588, -100.39]] },
      { name: 'Argentina', iso2: 'AR', callingCode: '54', postcode: 'A####AAA', cities: [['Buenos Aires', -34.604, -58.382], ['Cordoba', -31.42, -64.189], ['Rosario', -32.945, -60.65], ['Mendoza', -32.889, -68.846]] },
      { name: 'Colombia', iso2: 'CO', callingCode: '57', postcode: '######', cities: [['Bogota', 4.711, -74.072], ['Medellin', 6.244, -75.581], ['Cali', 3.452, -76.532], ['Barranquilla', 10.964, -74.796]] },
      { name: 'Chile', iso2: 'CL', callingCode: '56', postcode: '#######', cities: [['Santiago', -33.449, -70.669], ['Valparaiso', -33.047, -71.613], ['Concepcion', -36.827, -73.05]] },
      { name: 'Peru', iso2: 'PE', callingCode: '51', cities: [['Lima', -12.046, -77.043], ['Arequipa', -16.409, -71.537], ['Cusco', -13.532, -71.968]] },
      { name: 'Uruguay', iso2: 'UY', callingCode: '598', cities: [['Montevideo', -34.901, -56.165], ['Punta del Este', -34.962, -54.952]] },
      { name: 'Costa Rica', iso2: 'CR', callingCode: '506', cities: [['San Jose', 9.928, -84.091], ['Heredia', 9.998, -84.117], ['Alajuela', 10.016, -84.214]] },
      { name: 'Ecuador', iso2: 'EC', callingCode: '593', postcode: '######', cities: [['Quito', -0.181, -78.468], ['Guayaquil', -2.171, -79.922]] },
      { name: 'Panama', iso2: 'PA', callingCode: '507', postcode: '####', cities: [['Panama City', 8.983, -79.517], ['Colon', 9.359, -79.901]] },
    ],
  },
  {
    name: 'North America',
    countries: [
      { name: 'United States', iso2: 'US', callingCode: '1', cities: [['New York', 40.713, -74.006], ['San Francisco', 37.775, -122.419], ['Los Angeles', 34.052, -118.244], ['Chicago', 41.878, -87.63], ['Austin', 30.267, -97.743], ['Seattle', 47.606, -122.332], ['Boston', 42.36, -71.059], ['Miami', 25.762, -80.192]] },
      { name: 'Canada', iso2: 'CA', callingCode: '1', postcode: 'A#A #A#', cities: [['Toronto', 43.653, -79.383], ['Vancouver', 49.283, -123.121], ['Montreal', 45.502, -73.567], ['Calgary', 51.045, -114.072], ['Ottawa', 45.421, -75.697]] },
    ],
  },
  {
    name: 'Australia',
    countries: [
      { name: 'Australia', iso2: 'AU', callingCode: '61', postcode: '####', cities: [['Sydney', -33.869, 151.209], ['Melbourne', -37.814, 144.963], ['Brisbane', -27.47, 153.026], ['Perth', -31.952, 115.861], ['Adelaide', -34.929, 138.601], ['Canberra', -35.281, 149.13]] },
      { name: 'New Zealand', iso2: 'NZ', callingCode: '64', postcode: '####', cities: [['Auckland', -36.849, 174.763], ['Wellington', -41.287, 174.776], ['Christchurch', -43.532, 172.637]] },
    ],
  },
];

interface ServiceSource {
  name: string;
  /** Defaults to slugify(name). */
  slug?: string;
  children?: readonly ServiceSource[];
}

interface ServiceGroupSource {
  name: string;
  services: readonly ServiceSource[];
}

/** The four tabs of the services mega-menu (SPEC §2) and their services. */
const SERVICE_GROUP_SOURCES: readonly ServiceGroupSource[] = [
  {
    name: 'Web & Software Development',
    services: [
      {
        name: 'Software Development',
        children: [
          { name: 'Custom Software Development' },
          { name: 'Enterprise Software Development' },
          { name: 'Application Support', slug: 'application-support' },
          { name: 'Software Testing & QA', slug: 'software-testing' },
          { name: 'DevOps' },
          { name: 'API Development' },
        ],
      },
      {
        name: 'Web Development',
        children: [
          { name: 'Front-end Development' },
          { name: 'Back-end Development' },
          { name: 'E-commerce Development', slug: 'ecommerce-development' },
          { name: 'CMS Development' },
          { name: 'Angular' },
          { name: 'JavaScript Development' },
          { name: 'PHP Development' },
          { name: 'WordPress Development' },
          { name: 'Shopify Development' },
        ],
      },
      {
        name: 'Mobile App Development',
        children: [
          { name: 'iOS App Development', slug: 'ios-app-development' },
          { name: 'Android App Development' },
          { name: 'Cross-platform App Development' },
          { name: 'Wearable App Development' },
        ],
      },
      {
        name: 'Artificial Intelligence',
        slug: 'ai-development',
        children: [{ name: 'Machine Learning' }, { name: 'Chatbot Development' }],
      },
      { name: 'Blockchain Development' },
      {
        name: 'Game Development',
        children: [{ name: 'AR/VR Development', slug: 'ar-vr-development' }],
      },
      { name: 'IoT Development', slug: 'iot-development' },
      { name: 'Embedded Software Development' },
    ],
  },
  {
    name: 'Design',
    services: [
      {
        name: 'Design',
        children: [
          { name: 'UX/UI Design', slug: 'ux-ui-design' },
          { name: 'Web Design' },
          { name: 'Graphic Design' },
          { name: 'Logo Design' },
          { name: 'Branding' },
          { name: 'Product Design' },
          { name: 'Packaging Design' },
          { name: 'Print Design' },
          { name: 'Illustration' },
        ],
      },
      { name: 'Video Production' },
      { name: 'Animation' },
      { name: 'Photography' },
    ],
  },
  {
    name: 'Advertising',
    services: [
      {
        name: 'Digital Marketing',
        children: [
          { name: 'SEO', slug: 'seo' },
          { name: 'PPC', slug: 'ppc' },
          { name: 'Social Media Marketing' },
          { name: 'Content Marketing' },
          { name: 'Email Marketing' },
          { name: 'Influencer Marketing' },
          { name: 'Affiliate Marketing' },
          { name: 'Conversion Rate Optimization' },
        ],
      },
      { name: 'Public Relations', slug: 'pr' },
      { name: 'Media Planning & Buying', slug: 'media-planning-buying' },
      { name: 'Market Research' },
      { name: 'Marketing Strategy' },
      { name: 'Event Marketing' },
      { name: 'App Marketing' },
    ],
  },
  {
    name: 'Business Services',
    services: [
      {
        name: 'IT Consulting',
        children: [
          { name: 'Cloud Consulting' },
          { name: 'Cybersecurity' },
          { name: 'IT Staff Augmentation' },
          { name: 'Managed IT Services' },
          { name: 'Unified Communications Consulting' },
          { name: 'BI & Big Data Consulting', slug: 'bi-big-data-consulting' },
          { name: 'ERP Consulting' },
        ],
      },
      {
        name: 'CRM Consulting',
        children: [
          { name: 'Salesforce Consulting' },
          { name: 'HubSpot Consulting' },
          { name: 'Microsoft Dynamics Consulting' },
          { name: 'Adobe CRM' },
          { name: 'Other CRM' },
        ],
      },
      {
        name: 'Business Process Outsourcing',
        slug: 'bpo',
        children: [
          { name: 'Non-Voice BPO', slug: 'non-voice-bpo' },
          { name: 'Call Center Services' },
        ],
      },
      { name: 'Accounting' },
      { name: 'Business Consulting' },
      { name: 'Recruiting' },
      { name: 'Translation Services' },
    ],
  },
];

/** Focuses: platforms and specialities, each with the services it applies to. */
// prettier-ignore
const FOCUS_SOURCES: readonly (readonly [name: string, slug: string, services: readonly string[]])[] = [
  ['React', 'react', ['web-development', 'front-end-development', 'javascript-development', 'software-development']],
  ['Angular', 'angular', ['web-development', 'front-end-development', 'javascript-development', 'angular']],
  ['Vue.js', 'vue-js', ['web-development', 'front-end-development', 'javascript-development']],
  ['Node.js', 'node-js', ['web-development', 'back-end-development', 'javascript-development', 'api-development']],
  ['.NET', 'dotnet', ['software-development', 'custom-software-development', 'enterprise-software-development', 'back-end-development']],
  ['Java', 'java', ['software-development', 'enterprise-software-development', 'back-end-development', 'android-app-development']],
  ['PHP', 'php', ['web-development', 'back-end-development', 'php-development']],
  ['Python', 'python', ['software-development', 'back-end-development', 'ai-development', 'machine-learning']],
  ['Ruby on Rails', 'ruby-on-rails', ['web-development', 'back-end-development']],
  ['Laravel', 'laravel', ['web-development', 'php-development']],
  ['Django', 'django', ['web-development', 'back-end-development']],
  ['Go', 'golang', ['software-development', 'back-end-development', 'api-development']],
  ['WordPress', 'wordpress', ['web-development', 'cms-development', 'wordpress-development', 'web-design']],
  ['Shopify', 'shopify', ['ecommerce-development', 'shopify-development', 'web-design']],
  ['Magento', 'magento', ['ecommerce-development', 'web-development']],
  ['WooCommerce', 'woocommerce', ['ecommerce-development', 'wordpress-development']],
  ['Drupal', 'drupal', ['cms-development', 'web-development']],
  ['Webflow', 'webflow', ['web-design', 'cms-development']],
  ['iOS', 'ios', ['mobile-app-development', 'ios-app-development']],
  ['Android', 'android', ['mobile-app-development', 'android-app-development']],
  ['Flutter', 'flutter', ['mobile-app-development', 'cross-platform-app-development']],
  ['React Native', 'react-native', ['mobile-app-development', 'cross-platform-app-development']],
  ['Unity', 'unity', ['game-development', 'ar-vr-development']],
  ['Amazon Web Services', 'aws', ['cloud-consulting', 'devops', 'it-consulting']],
  ['Microsoft Azure', 'microsoft-azure', ['cloud-consulting', 'devops', 'it-consulting']],
  ['Google Cloud', 'google-cloud', ['cloud-consulting', 'devops']],
  ['Salesforce', 'salesforce', ['crm-consulting', 'salesforce-consulting']],
  ['HubSpot', 'hubspot', ['crm-consulting', 'hubspot-consulting', 'email-marketing', 'content-marketing']],
  ['SAP', 'sap', ['erp-consulting', 'enterprise-software-development']],
  ['Power BI', 'power-bi', ['bi-big-data-consulting']],
  ['Tableau', 'tableau', ['bi-big-data-consulting']],
  ['Generative AI', 'generative-ai', ['ai-development', 'machine-learning', 'chatbot-development']],
  ['Computer Vision', 'computer-vision', ['ai-development', 'machine-learning']],
  ['Local SEO', 'local-seo', ['seo', 'digital-marketing']],
  ['Technical SEO', 'technical-seo', ['seo']],
  ['Google Ads', 'google-ads', ['ppc', 'digital-marketing']],
  ['Meta Ads', 'meta-ads', ['ppc', 'social-media-marketing']],
  ['LinkedIn Ads', 'linkedin-ads', ['ppc', 'social-media-marketing']],
  ['B2B Marketing', 'b2b-marketing', ['digital-marketing', 'content-marketing', 'marketing-strategy']],
  ['Figma', 'figma', ['ux-ui-design', 'web-design', 'product-design']],
];

const INDUSTRY_NAMES = [
  'Advertising & Marketing',
  'Arts, Entertainment & Music',
  'Automotive',
  'Business Services',
  'Consumer Products & Services',
  'E-commerce',
  'Education',
  'Energy & Natural Resources',
  'Financial Services',
  'Gaming',
  'Government',
  'Healthcare & Medical',
  'Hospitality & Leisure',
  'Information Technology',
  'Legal',
  'Manufacturing',
  'Media',
  'Non-profit',
  'Real Estate',
  'Retail',
  'Telecommunications',
  'Transportation & Logistics',
] as const;

const CLIENT_TYPE_SOURCES = [
  ['Startups', 'startups'],
  ['Small Business (<$10M)', 'small-business'],
  ['Midmarket ($10M - $1B)', 'midmarket'],
  ['Enterprise (>$1B)', 'enterprise'],
  ['Public Sector & Non-profit', 'public-sector'],
] as const;

/** Services most TOP 10 (sponsorship) pages are about. */
const SPONSORED_SERVICE_SLUGS = [
  'web-development',
  'software-development',
  'mobile-app-development',
  'digital-marketing',
  'seo',
  'web-design',
  'ux-ui-design',
  'it-consulting',
  'ppc',
  'branding',
] as const;

export type RegionRow = typeof regions.$inferInsert & { id: number };
export type CountryRow = typeof countries.$inferInsert & { id: number };
export type CityRow = typeof cities.$inferInsert & { id: number };
export type ServiceRow = typeof services.$inferInsert & { id: number };

/** Everything about a country the generator needs beyond its table row. */
export interface CountryDetails {
  row: CountryRow;
  callingCode: string;
  postcode: string;
  cities: (CityRow & { latitude: number; longitude: number })[];
}

export interface Taxonomy {
  regions: RegionRow[];
  countries: CountryRow[];
  cities: CityRow[];
  citySponsorshipPages: (typeof citySponsorshipPages.$inferInsert)[];
  serviceGroups: (typeof serviceGroups.$inferInsert & { id: number })[];
  services: ServiceRow[];
  focuses: (typeof focuses.$inferInsert & { id: number })[];
  focusServices: (typeof focusServices.$inferInsert)[];
  industries: (typeof industries.$inferInsert & { id: number })[];
  clientTypes: (typeof clientTypes.$inferInsert & { id: number })[];
  countryDetails: CountryDetails[];
}

function buildTaxonomy(): Taxonomy {
  const taxonomy: Taxonomy = {
    regions: [],
    countries: [],
    cities: [],
    citySponsorshipPages: [],
    serviceGroups: [],
    services: [],
    focuses: [],
    focusServices: [],
    industries: [],
    clientTypes: [],
    countryDetails: [],
  };

  REGION_SOURCES.forEach((regionSource, regionIndex) => {
    const region = {
      id: regionIndex + 1,
      name: regionSource.name,
      slug: slugify(regionSource.name),
      position: regionIndex,
    };
    taxonomy.regions.push(region);
    for (const countrySource of regionSource.countries) {
      const slug = slugify(countrySource.name);
      const country: CountryRow = {
        id: taxonomy.countries.length + 1,
        regionId: region.id,
        name: countrySource.name,
        slug,
        iso2: countrySource.iso2,
        imageMainWebp: `/images/countries/${slug}.webp`,
        imageMainOriginal: `/images/countries/${slug}.jpg`,
      };
      taxonomy.countries.push(country);
      const details: CountryDetails = {
        row: country,
        callingCode: countrySource.callingCode,
        postcode: countrySource.postcode ?? '#####',
        cities: [],
      };
      for (const [name, latitude, longitude] of countrySource.cities) {
        const city = {
          id: taxonomy.cities.length + 1,
          countryId: country.id,
          name,
          slug: slugify(name),
        };
        taxonomy.cities.push(city);
        details.cities.push({ ...city, latitude, longitude });
      }
      taxonomy.countryDetails.push(details);
    }
  });

  SERVICE_GROUP_SOURCES.forEach((groupSource, groupIndex) => {
    const group = {
      id: groupIndex + 1,
      name: groupSource.name,
      slug: slugify(groupSource.name),
      position: groupIndex,
    };
    taxonomy.serviceGroups.push(group);
    const add = (source: ServiceSource, parentId: number | null, position: number) => {
      const service: ServiceRow = {
        id: taxonomy.services.length + 1,
        groupId: group.id,
        parentId,
        name: source.name,
        slug: source.slug ?? slugify(source.name),
        position,
      };
      taxonomy.services.push(service);
      source.children?.forEach((child, childIndex) => add(child, service.id, childIndex));
    };
    groupSource.services.forEach((source, index) => add(source, null, index));
  });

  const serviceIdBySlug = new Map(taxonomy.services.map((service) => [service.slug, service.id]));
  const serviceId = (slug: string): number => {
    const id = serviceIdBySlug.get(slug);
    if (id === undefined) throw new Error(`taxonomy: unknown service slug "${slug}"`);
    return id;
  };

  FOCUS_SOURCES.forEach(([name, slug, serviceSlugs], index) => {
    const focus = { id: index + 1, name, slug };
    taxonomy.focuses.push(focus);
    for (const serviceSlug of serviceSlugs)
      taxonomy.focusServices.push({ focusId: focus.id, serviceId: serviceId(serviceSlug) });
  });

  INDUSTRY_NAMES.forEach((name, index) =>
    taxonomy.industries.push({ id: index + 1, name, slug: slugify(name) }),
  );
  CLIENT_TYPE_SOURCES.forEach(([name, slug], index) =>
    taxonomy.clientTypes.push({ id: index + 1, name, slug }),
  );

  // A fixed seed: the sponsorship pages are part of the reference data, not of a demo data set.
  const random = new Random(20_250_601);
  const sponsorable = SPONSORED_SERVICE_SLUGS.map(serviceId);
  for (const city of taxonomy.cities) {
    for (const id of random.sample(sponsorable, random.int(0, 3))) {
      taxonomy.citySponsorshipPages.push({
        id: taxonomy.citySponsorshipPages.length + 1,
        cityId: city.id,
        serviceId: id,
      });
    }
  }
  return taxonomy;
}

export const TAXONOMY: Taxonomy = buildTaxonomy();

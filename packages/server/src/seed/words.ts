/** Word lists and sentence fragments the demo data is assembled from. */

// prettier-ignore
export const NAME_ADJECTIVES = [
  'Blue', 'Bright', 'Bold', 'Clever', 'Crimson', 'Silver', 'Golden', 'Green', 'Red', 'Black', 'White', 'Swift',
  'Smart', 'Quiet', 'Brave', 'True', 'Clear', 'Prime', 'Agile', 'Lucid', 'Vivid', 'Solid', 'Rapid', 'Urban',
  'Northern', 'Southern', 'Eastern', 'Western', 'Digital', 'Modern', 'Pure', 'Noble', 'Open', 'Future', 'Little',
  'Big', 'Wild', 'Iron', 'Copper', 'Amber', 'Coral', 'Indigo', 'Violet', 'Scarlet', 'Azure', 'Polar', 'Lunar',
  'Solar', 'Stellar', 'Cosmic', 'Atomic', 'Electric', 'Magnetic', 'Quantum', 'Hyper', 'Nimble', 'Steady', 'Honest',
  'Happy', 'Curious', 'Fearless', 'Humble', 'Second', 'Third', 'Tenth', 'Square', 'Round', 'Sharp', 'Deep', 'High',
  'Wide', 'Fresh', 'Kind', 'Loud', 'Calm', 'Warm', 'Cool', 'Grand', 'Royal', 'Silent',
] as const;

// prettier-ignore
export const NAME_NOUNS = [
  'Pixel', 'Code', 'Byte', 'Bit', 'Cloud', 'Wave', 'Spark', 'Peak', 'Harbor', 'Bridge', 'Forge', 'Anchor', 'Arrow',
  'Beacon', 'Canvas', 'Compass', 'Craft', 'Crane', 'Falcon', 'Fox', 'Owl', 'Wolf', 'Bear', 'Lion', 'Hive', 'Orbit',
  'Rocket', 'Comet', 'Nova', 'Atlas', 'Summit', 'Ridge', 'River', 'Lake', 'Ocean', 'Island', 'Maple', 'Oak',
  'Cedar', 'Pine', 'Willow', 'Stone', 'Rock', 'Flint', 'Ember', 'Flame', 'Light', 'Shadow', 'Signal', 'Vector',
  'Matrix', 'Logic', 'Loop', 'Node', 'Stack', 'Grid', 'Frame', 'Shape', 'Line', 'Dot', 'Square', 'Circle', 'Prism',
  'Lens', 'Mirror', 'Window', 'Door', 'Key', 'Lock', 'Gate', 'Tower', 'Castle', 'Garden', 'Field', 'Meadow',
  'Valley', 'Canyon', 'Mountain', 'Horizon', 'Sky', 'Star', 'Moon', 'Sun', 'Storm', 'Thunder', 'Rain', 'Frost',
  'Leaf', 'Seed', 'Root', 'Branch', 'Bloom', 'Petal', 'Fern', 'Moss', 'Tide', 'Current', 'Stream', 'Spring',
  'Pulse', 'Rhythm', 'Echo', 'Vision', 'Idea', 'Mind', 'Think', 'Story', 'Studio', 'Lab', 'Works', 'Factory',
  'Kite', 'Sail', 'Ship', 'Train', 'Engine', 'Gear', 'Bolt', 'Nut', 'Wheel', 'Lever', 'Quill', 'Ink', 'Paper',
] as const;

// prettier-ignore
export const NAME_SUFFIXES = [
  'Digital', 'Labs', 'Studio', 'Studios', 'Agency', 'Solutions', 'Technologies', 'Tech', 'Software', 'Systems',
  'Media', 'Interactive', 'Creative', 'Consulting', 'Group', 'Partners', 'Works', 'Collective', 'Co', 'Dev',
  'Apps', 'Soft', 'IT', 'Marketing', 'Design', 'Code', 'Global', 'Ventures', 'Innovations', 'Company',
] as const;

// prettier-ignore
export const INVENTED_ROOTS = [
  'Nex', 'Vert', 'Quant', 'Lum', 'Zen', 'Ax', 'Syn', 'Cog', 'Flux', 'Vel', 'Ora', 'Nov', 'Dyn', 'Sol', 'Tera',
  'Cyb', 'Aur', 'Kin', 'Vox', 'Zeph', 'Opt', 'Omn', 'Elev', 'Ampl', 'Intel', 'Evo', 'Astr', 'Cor', 'Brav', 'Mer',
] as const;

export const INVENTED_ENDINGS = [
  'ify',
  'ex',
  'iq',
  'ora',
  'io',
  'ia',
  'ium',
  'ly',
  'ent',
  'ova',
  'ica',
  'ara',
  'on',
  'is',
  'um',
] as const;

// prettier-ignore
export const FIRST_NAMES = [
  'James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William',
  'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Daniel', 'Karen', 'Matthew', 'Nancy',
  'Anthony', 'Lisa', 'Mark', 'Emily', 'Andrew', 'Anna', 'Paul', 'Laura', 'Ion', 'Elena', 'Andrei', 'Maria',
  'Alexandru', 'Ana', 'Mihai', 'Ioana', 'Piotr', 'Katarzyna', 'Tomasz', 'Agnieszka', 'Lukas', 'Sophie', 'Jonas',
  'Lea', 'Pierre', 'Camille', 'Luca', 'Giulia', 'Marco', 'Chiara', 'Javier', 'Lucia', 'Carlos', 'Sofia', 'Diego',
  'Valentina', 'Mateo', 'Isabella', 'Rahul', 'Priya', 'Arjun', 'Ananya', 'Vikram', 'Neha', 'Wei', 'Mei', 'Hiroshi',
  'Yuki', 'Min-jun', 'Ji-woo', 'Nguyen', 'Linh', 'Ahmed', 'Fatima', 'Omar', 'Layla', 'Olena', 'Dmytro', 'Noah',
  'Olivia', 'Liam', 'Emma', 'Oliver', 'Ava', 'Lars', 'Ingrid', 'Mikko', 'Aino', 'Sean', 'Aoife', 'Jack', 'Chloe',
] as const;

// prettier-ignore
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Wilson',
  'Anderson', 'Taylor', 'Thomas', 'Moore', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Popescu', 'Rusu', 'Ceban', 'Munteanu',
  'Nowak', 'Kowalski', 'Wisniewski', 'Muller', 'Schmidt', 'Schneider', 'Fischer', 'Dubois', 'Moreau', 'Laurent',
  'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Fernandez', 'Lopez', 'Gonzalez', 'Perez', 'Sanchez', 'Silva', 'Santos',
  'Oliveira', 'Sharma', 'Patel', 'Singh', 'Kumar', 'Gupta', 'Wang', 'Li', 'Zhang', 'Chen', 'Tanaka', 'Suzuki',
  'Kim', 'Park', 'Tran', 'Pham', 'Hassan', 'Ali', 'Shevchenko', 'Kovalenko', 'Bondarenko', 'Jensen', 'Nielsen',
  'Virtanen', 'Korhonen', 'Murphy', 'Kelly', "O'Brien", 'Byrne', 'Novak', 'Horvat', 'Nagy', 'Papadopoulos',
] as const;

// prettier-ignore
export const REVIEWER_ROLES = [
  'CEO', 'Founder', 'Co-Founder', 'CTO', 'COO', 'CMO', 'Managing Director', 'Marketing Director', 'Marketing Manager',
  'Head of Product', 'Product Manager', 'Project Manager', 'Head of Engineering', 'IT Director', 'Operations Manager',
  'E-commerce Manager', 'Digital Director', 'Brand Manager', 'VP of Sales', 'Owner', 'Head of Growth',
] as const;

// prettier-ignore
export const STREET_NAMES = [
  'Main', 'High', 'Station', 'Church', 'Park', 'Victoria', 'King', 'Queen', 'Market', 'Mill', 'Bridge', 'Castle',
  'Garden', 'Lake', 'River', 'Oak', 'Elm', 'Cedar', 'Maple', 'Liberty', 'Independence', 'Republic', 'Union',
  'Central', 'Harbor', 'Hill', 'Forest', 'Meadow', 'Sunset', 'Spring', 'Innovation', 'Technology', 'Commerce',
] as const;

export const STREET_TYPES = [
  'Street',
  'Avenue',
  'Road',
  'Boulevard',
  'Lane',
  'Square',
  'Way',
  'Drive',
] as const;

// prettier-ignore
export const CLIENT_BUSINESSES = [
  'fintech startup', 'logistics company', 'healthcare provider', 'retail chain', 'e-commerce brand', 'SaaS company',
  'real estate agency', 'law firm', 'non-profit organization', 'manufacturing company', 'hotel group', 'restaurant chain',
  'online education platform', 'insurance company', 'travel agency', 'fashion brand', 'automotive dealer',
  'energy company', 'media publisher', 'gaming studio', 'telecom operator', 'marketing agency', 'consulting firm',
  'university', 'bank', 'sports club', 'beauty brand', 'food delivery startup', 'property developer', 'medical clinic',
] as const;

// prettier-ignore
export const PROJECT_GOALS = [
  'rebuild their customer portal',
  'launch a new e-commerce store',
  'modernize a legacy internal system',
  'design and build a mobile app',
  'improve organic search traffic',
  'run paid acquisition campaigns',
  'refresh their brand identity',
  'migrate their infrastructure to the cloud',
  'automate their sales pipeline',
  'build a data dashboard for management',
  'redesign their website',
  'integrate their CRM with the online shop',
  'develop an MVP for investors',
  'scale their customer support',
  'produce a product launch video',
  'improve checkout conversion',
] as const;

// prettier-ignore
export const APPROACH_SENTENCES = [
  'The team started with a discovery workshop to map requirements and priorities.',
  'They worked in two-week sprints with a demo at the end of each one.',
  'A dedicated project manager kept us updated through weekly calls and a shared board.',
  'They audited our existing setup before proposing a roadmap.',
  'Designers and developers worked closely with our in-house team.',
  'They suggested a phased rollout so we could validate results early.',
  'Communication ran through Slack, with detailed reports every month.',
  'They took over an unfinished project from a previous vendor and stabilized it first.',
] as const;

// prettier-ignore
export const POSITIVE_OUTCOMES = [
  'The new platform launched on time and traffic grew by {percent}% in the first quarter.',
  'Our conversion rate improved by {percent}% within three months.',
  'We cut processing time by {percent}%, and the team adopted the tool immediately.',
  'Feedback from our customers has been overwhelmingly positive since the launch.',
  'Leads from organic search went up {percent}% year over year.',
  'The app reached a 4.8 rating in the stores shortly after release.',
  'They delivered everything within budget, which is rare in our experience.',
] as const;

// prettier-ignore
export const NEUTRAL_OUTCOMES = [
  'The project was delivered, although a few milestones slipped by a couple of weeks.',
  'Results were in line with expectations; there is still room for improvement.',
  'The final product works well, but it took more iterations than planned.',
  'Metrics improved moderately, and we are continuing the engagement.',
] as const;

// prettier-ignore
export const NEGATIVE_OUTCOMES = [
  'Deadlines were missed several times and we had to push for updates.',
  'The final result did not fully match the agreed scope.',
  'Communication was slow, which caused delays on our side.',
] as const;

// prettier-ignore
export const PRAISE_SENTENCES = [
  'What impressed us most was their attention to detail.',
  'They were proactive and often suggested improvements we had not thought of.',
  'Their technical expertise is excellent, and they explain decisions clearly.',
  'They were responsive, flexible and genuinely invested in our success.',
  'Project management was excellent: transparent, organized and predictable.',
  'They felt like an extension of our own team.',
  'The quality of the code and the documentation stood out.',
] as const;

// prettier-ignore
export const CRITICISM_SENTENCES = [
  'Estimates could be more accurate at the start of the project.',
  'More senior involvement in the early phase would have helped.',
  'Sometimes we needed to follow up to get answers.',
  'Documentation could have been more thorough.',
  'There is nothing significant they could improve.',
] as const;

// prettier-ignore
export const COST_RANGES = [
  'Less than $10,000',
  '$10,000 to $49,999',
  '$50,000 to $199,999',
  '$200,000 to $999,999',
  '$1,000,000 and more',
  'Confidential',
] as const;

// prettier-ignore
export const DESCRIPTION_SENTENCES = [
  'We combine strategy, design and engineering to build products people enjoy using.',
  'Our team has delivered more than {projects} projects for clients across {countries} countries.',
  'We believe in transparent communication, fixed milestones and measurable results.',
  'From discovery to launch and beyond, we stay with our clients for the long run.',
  'Our process is built around short iterations, honest estimates and weekly demos.',
  'We are a certified partner of the platforms we work with and invest in continuous learning.',
  'Every project gets a dedicated project manager and a senior lead.',
  'We work with startups and established companies alike, adapting our process to each.',
  'Quality assurance is part of every sprint, not an afterthought.',
  'We measure success by our clients’ growth, not by hours billed.',
] as const;

// prettier-ignore
export const VALUES = [
  'Transparency, ownership and craftsmanship.',
  'Client first, quality always.',
  'Honesty, curiosity and continuous improvement.',
  'We keep our promises and communicate early.',
  'Simplicity, speed and long-term partnerships.',
  'Respect for people, data and deadlines.',
] as const;

// prettier-ignore
export const PORTFOLIO_KINDS_OF_WORK = [
  'Website redesign', 'Mobile app', 'E-commerce platform', 'Brand identity', 'Marketing campaign', 'Customer portal',
  'Analytics dashboard', 'Booking system', 'Corporate website', 'Product launch video', 'SEO growth project',
  'Cloud migration', 'Internal CRM', 'Learning platform', 'Payment integration', 'Social media campaign',
] as const;

export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export const WEBSITE_TLDS = ['com', 'com', 'com', 'io', 'co', 'agency', 'dev', 'net'] as const;

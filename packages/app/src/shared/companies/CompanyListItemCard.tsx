import { CompanyCard, type CompanyCardHeadingLevel } from '@atlas/ui/CompanyCard';
import type { CompanyListItem } from '@atlas/api/entities/company';
import type { ListingContext } from '@atlas/api/endpoints/resolve-listing';
import { paths } from '../../config/paths';
import { AtlasRouterLink } from '../AtlasRouterLink';
import { WhyThisRank } from './WhyThisRank';

const place = (office: { city: { name: string }; country: { name: string } }) =>
  `${office.city.name}, ${office.country.name}`;

/**
 * One company of a listing, as the directory card shows it. On a city or country listing the
 * location shown is the office there (the listing answer's `matching_offices`), and with more
 * places filtered by, the card names those the company is in.
 */
export function CompanyListItemCard({
  company,
  headingLevel,
  listing,
  chosenPlaces,
  organicRank,
}: {
  company: CompanyListItem;
  headingLevel: CompanyCardHeadingLevel;
  /** The listing's own service and place, when the card is on a listing page. */
  listing?: ListingContext | undefined;
  /** The countries and cities the visitor filters by (ids), to say which of them it is in. */
  chosenPlaces?: { countries?: readonly number[]; cities?: readonly number[] } | undefined;
  /** The company's place in the organic order (sponsored cards keep it and say it). */
  organicRank?: number | undefined;
}) {
  const href = paths.company(company.slug);
  const offices = company.matching_offices ?? [];
  const pagePlace = listing?.city ?? listing?.country;
  // The office of the page's own place, else the first matching office, when it is not the HQ.
  const office =
    offices.find(
      (candidate) =>
        pagePlace !== undefined &&
        (candidate.city.id === listing?.city?.id || candidate.country.id === listing?.country?.id),
    ) ?? offices[0];
  const chosenCities = chosenPlaces?.cities ?? [];
  const chosenCountries = chosenPlaces?.countries ?? [];
  const matchedPlaces = [
    ...new Set(
      offices.flatMap((candidate) => [
        ...(chosenCountries.includes(candidate.country.id) ? [candidate.country.name] : []),
        ...(chosenCities.includes(candidate.city.id) ? [candidate.city.name] : []),
      ]),
    ),
  ];
  const actions = [
    ...(company.website
      ? [
          {
            label: 'Visit website',
            href: company.website,
            external: true,
            // The company gave the address itself.
            rel: 'nofollow noopener ugc',
            accessibleName: `Visit website of ${company.name}`,
          },
        ]
      : []),
    {
      label: 'Contact',
      href: paths.companyContact(company.slug),
      variant: 'secondary' as const,
      accessibleName: `Contact ${company.name}`,
    },
    {
      label: 'View profile',
      href,
      variant: company.website ? ('secondary' as const) : ('primary' as const),
      accessibleName: `View profile of ${company.name}`,
    },
  ];
  return (
    <CompanyCard
      name={company.name}
      href={href}
      LinkComponent={AtlasRouterLink}
      headingLevel={headingLevel}
      logoSrc={company.logo ?? undefined}
      city={company.headquarter?.city.name}
      country={company.headquarter?.country.name}
      office={office && !office.headquarter ? place(office) : undefined}
      matchedPlaces={matchedPlaces.length > 0 ? matchedPlaces : undefined}
      rating={company.rating ?? undefined}
      reviewCount={company.review_count}
      reviewsHref={`${href}#reviews`}
      teamSizeLabel={company.company_size.label}
      hourlyRateLabel={company.hourly_rate.label}
      minProjectSizeLabel={company.project_size.label}
      summary={company.summary ?? undefined}
      services={company.services.map((service) => ({
        name: service.name,
        percentage: service.percentage,
      }))}
      verified={company.verified}
      sponsored={company.sponsored}
      sponsoredNote={organicRank === undefined ? undefined : `Organic rank #${organicRank}`}
      actions={actions}
      aside={
        company.score_parts ? (
          <WhyThisRank
            companyName={company.name}
            score={company.score}
            level={company.score_level}
            parts={company.score_parts}
            relevance={company.relevance}
          />
        ) : undefined
      }
    />
  );
}

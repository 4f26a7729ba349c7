import { CompanyCard, type CompanyCardHeadingLevel } from '@atlas/ui/CompanyCard';
import type { CompanyListItem } from '@atlas/api/entities/company';
import { paths } from '../../config/paths';
import { AtlasRouterLink } from '../AtlasRouterLink';
import { WhyThisRank } from './WhyThisRank';

/** One company of a listing, as the directory card shows it. */
export function CompanyListItemCard({
  company,
  headingLevel,
}: {
  company: CompanyListItem;
  headingLevel: CompanyCardHeadingLevel;
}) {
  const href = paths.company(company.slug);
  const card = (
    <CompanyCard
      name={company.name}
      href={href}
      LinkComponent={AtlasRouterLink}
      headingLevel={headingLevel}
      logoSrc={company.logo ?? undefined}
      city={company.headquarter?.city.name}
      country={company.headquarter?.country.name}
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
      actions={[{ label: 'View Profile', href, accessibleName: `View Profile of ${company.name}` }]}
    />
  );
  if (!company.score_parts) return card;
  return (
    <div>
      {card}
      <WhyThisRank
        companyName={company.name}
        score={company.score}
        level={company.score_level}
        parts={company.score_parts}
      />
    </div>
  );
}

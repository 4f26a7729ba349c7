import { createHash } from 'node:crypto';
import { networkOf } from '../../lib/network';
import type { CompanyProfile } from '@atlas/api/entities/profile';
import {
  reviewVerificationLabel,
  type RatingBreakdown,
  type Review,
  type ReviewSort,
} from '@atlas/api/entities/review';
import type { ListCompanyReviewsResponse } from '@atlas/api/endpoints/list-company-reviews';
import { companySizeLabel, hourlyRateLabel, projectSizeLabel } from '@atlas/api/options';
import { COMPANY_SIZES } from '@atlas/api/options';
import { publicFileUrl } from '../companies/service';
import type { CompanyRow, ProfileRepository } from './repository';
import { sanitizeDescription } from './sanitize';

type ReviewRow = Awaited<ReturnType<ProfileRepository['publishedReviews']>>[number];
type Parts = Awaited<ReturnType<ProfileRepository['profileParts']>>;

const roundRating = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** The website as a link target: only http(s) addresses are offered to visitors. */
function safeWebsite(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function toCompanyProfile(company: CompanyRow, parts: Parts): CompanyProfile {
  const hq = parts.locations.find((location) => location.headquarter) ?? null;
  return {
    id: company.id,
    slug: company.slug,
    name: company.name,
    logo: publicFileUrl(company.logoPath),
    summary: company.summary,
    description_html: sanitizeDescription(company.description),
    website: safeWebsite(company.website),
    headquarter: hq
      ? {
          city: { id: hq.cityId, name: hq.cityName, slug: hq.citySlug },
          country: { id: hq.countryId, name: hq.countryName, slug: hq.countrySlug },
        }
      : null,
    rating: roundRating(company.rating),
    review_count: company.reviewCount,
    verified: company.verified,
    sponsored: parts.sponsoring,
    score: company.score,
    score_level: company.scoreLevel,
    company_size: { id: company.companySize, label: companySizeLabel(company.companySize) },
    hourly_rate: { id: company.hourlyRate, label: hourlyRateLabel(company.hourlyRate) },
    project_size: { id: company.projectSize, label: projectSizeLabel(company.projectSize) },
    founded_year: company.foundedYear,
    services: parts.services,
    focuses: parts.focuses,
    industries: parts.industries,
    client_types: parts.clientTypes,
    portfolio: parts.portfolio.map((item) => ({
      id: item.id,
      name: item.name,
      kind: item.kind,
      image: publicFileUrl(item.imagePath) ?? item.imagePath,
      video_url: item.kind === 'video' ? safeWebsite(item.videoUrl) : null,
      description: item.description,
    })),
    locations: parts.locations.map((location) => ({
      id: location.id,
      city: { id: location.cityId, name: location.cityName, slug: location.citySlug },
      country: { id: location.countryId, name: location.countryName, slug: location.countrySlug },
      address: location.address,
      postcode: location.postcode,
      phone: location.phone,
      headquarter: location.headquarter,
    })),
    faqs:
      parts.faqs &&
      (parts.faqs.founder ?? parts.faqs.projectsYear ?? parts.faqs.projectCost ?? parts.faqs.values)
        ? {
            founder: parts.faqs.founder,
            projects_year: parts.faqs.projectsYear,
            project_cost: parts.faqs.projectCost,
            values: parts.faqs.values,
          }
        : null,
    awards: parts.awards.map((award) => ({
      edition: award.edition,
      result: award.result,
      service: { id: award.serviceId, name: award.serviceName, slug: award.serviceSlug },
    })),
    updated_at: company.updatedAt.toISOString(),
  };
}

/** A published review as the public sees it: the reviewer's name and company only if allowed. */
export function toReview({ review, serviceName, serviceSlug }: ReviewRow): Review {
  const size = COMPANY_SIZES.find((option) => option.id === review.reviewerCompanySize);
  return {
    id: review.id,
    company_id: review.companyId,
    title: review.title,
    summary: review.summary,
    body: review.body,
    ratings: {
      overall: review.rating,
      quality: review.qualityRating,
      schedule: review.scheduleRating,
      cost: review.costRating,
      willingness_to_refer: review.willingnessToReferRating,
    },
    cost_range: review.costRange,
    duration: review.duration,
    service:
      review.serviceId !== null && serviceName !== null && serviceSlug !== null
        ? { id: review.serviceId, name: serviceName, slug: serviceSlug }
        : null,
    reviewer: {
      name: review.showReviewerName ? review.reviewerName : null,
      role: review.reviewerRole,
      company: review.showReviewerCompany ? review.reviewerCompany : null,
      company_size: size ? { id: size.id, label: size.label } : null,
    },
    verification: {
      method: review.verification,
      label: reviewVerificationLabel(review.verification),
    },
    helpful_count: review.helpfulCount,
    reply: review.reply
      ? { body: review.reply, replied_at: review.repliedAt?.toISOString() ?? null }
      : null,
    published_at: (review.publishedAt ?? review.createdAt).toISOString(),
  };
}

export function toBreakdown(
  rows: Awaited<ReturnType<ProfileRepository['ratingBreakdown']>>,
): RatingBreakdown {
  const counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const row of rows) {
    const stars = Math.min(5, Math.max(1, row.stars));
    if (stars === 1 || stars === 2 || stars === 3 || stars === 4 || stars === 5)
      counts[stars] += row.count;
    total += row.count;
    sum += row.sum;
  }
  return { average: total > 0 ? Math.round((sum / total) * 10) / 10 : null, total, counts };
}

/**
 * Who is voting: the signed-in user, or else the visitor's network (IPv4 /24, IPv6 /48), hashed so
 * addresses are not stored.
 */
export function voterKey(userId: string | null, ip: string): string {
  if (userId) return `user:${userId}`;
  return `net:${createHash('sha256')
    .update(`helpful:${networkOf(ip) ?? ip}`)
    .digest('hex')}`;
}

export function createProfileService(repository: ProfileRepository) {
  return {
    async profile(slug: string): Promise<CompanyProfile | null> {
      const company = await repository.findCompanyBySlug(slug);
      if (!company) return null;
      return toCompanyProfile(company, await repository.profileParts(company.id));
    },

    async reviews(
      slug: string,
      query: { sort: ReviewSort; page: number; perPage: number },
    ): Promise<ListCompanyReviewsResponse | null> {
      const company = await repository.findCompanyBySlug(slug);
      if (!company) return null;
      const [rows, breakdownRows] = await Promise.all([
        repository.publishedReviews(
          company.id,
          query.sort,
          query.perPage,
          (query.page - 1) * query.perPage,
        ),
        repository.ratingBreakdown(company.id),
      ]);
      const breakdown = toBreakdown(breakdownRows);
      return {
        data: rows.map(toReview),
        meta: {
          page: query.page,
          per_page: query.perPage,
          total: breakdown.total,
          last_page: Math.max(1, Math.ceil(breakdown.total / query.perPage)),
          sort: query.sort,
          breakdown,
        },
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

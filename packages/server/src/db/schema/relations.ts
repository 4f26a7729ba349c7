import { relations } from 'drizzle-orm';
import { awardResults } from './awards';
import {
  companies,
  companyClientTypes,
  companyFaqs,
  companyFocuses,
  companyIndustries,
  companyLocations,
  companyServices,
  portfolioItems,
} from './companies';
import { companySearch } from './company-search';
import { cities, citySponsorshipPages, countries, regions } from './locations';
import { reviews } from './reviews';
import {
  clientTypes,
  focusServices,
  focuses,
  industries,
  serviceGroups,
  services,
} from './taxonomy';
import { companyMembers, sessions, users } from './users';

// Relations are for drizzle's relational queries (`db.query.companies.findFirst({ with: … })`);
// they do not change the SQL schema.

export const regionsRelations = relations(regions, ({ many }) => ({ countries: many(countries) }));

export const countriesRelations = relations(countries, ({ one, many }) => ({
  region: one(regions, { fields: [countries.regionId], references: [regions.id] }),
  cities: many(cities),
}));

export const citiesRelations = relations(cities, ({ one, many }) => ({
  country: one(countries, { fields: [cities.countryId], references: [countries.id] }),
  sponsorshipPages: many(citySponsorshipPages),
}));

export const citySponsorshipPagesRelations = relations(citySponsorshipPages, ({ one }) => ({
  city: one(cities, { fields: [citySponsorshipPages.cityId], references: [cities.id] }),
  service: one(services, { fields: [citySponsorshipPages.serviceId], references: [services.id] }),
}));

export const serviceGroupsRelations = relations(serviceGroups, ({ many }) => ({
  services: many(services),
}));

export const servicesRelations = relations(services, ({ one, many }) => ({
  group: one(serviceGroups, { fields: [services.groupId], references: [serviceGroups.id] }),
  parent: one(services, {
    fields: [services.parentId],
    references: [services.id],
    relationName: 'serviceParent',
  }),
  children: many(services, { relationName: 'serviceParent' }),
  focusServices: many(focusServices),
}));

export const focusesRelations = relations(focuses, ({ many }) => ({
  focusServices: many(focusServices),
}));

export const focusServicesRelations = relations(focusServices, ({ one }) => ({
  focus: one(focuses, { fields: [focusServices.focusId], references: [focuses.id] }),
  service: one(services, { fields: [focusServices.serviceId], references: [services.id] }),
}));

export const companiesRelations = relations(companies, ({ one, many }) => ({
  services: many(companyServices),
  focuses: many(companyFocuses),
  industries: many(companyIndustries),
  clientTypes: many(companyClientTypes),
  locations: many(companyLocations),
  portfolio: many(portfolioItems),
  faqs: one(companyFaqs, { fields: [companies.id], references: [companyFaqs.companyId] }),
  reviews: many(reviews),
  awardResults: many(awardResults),
  members: many(companyMembers),
  search: one(companySearch, { fields: [companies.id], references: [companySearch.companyId] }),
}));

export const companyServicesRelations = relations(companyServices, ({ one }) => ({
  company: one(companies, { fields: [companyServices.companyId], references: [companies.id] }),
  service: one(services, { fields: [companyServices.serviceId], references: [services.id] }),
}));

export const companyFocusesRelations = relations(companyFocuses, ({ one }) => ({
  company: one(companies, { fields: [companyFocuses.companyId], references: [companies.id] }),
  focus: one(focuses, { fields: [companyFocuses.focusId], references: [focuses.id] }),
}));

export const companyIndustriesRelations = relations(companyIndustries, ({ one }) => ({
  company: one(companies, { fields: [companyIndustries.companyId], references: [companies.id] }),
  industry: one(industries, {
    fields: [companyIndustries.industryId],
    references: [industries.id],
  }),
}));

export const companyClientTypesRelations = relations(companyClientTypes, ({ one }) => ({
  company: one(companies, { fields: [companyClientTypes.companyId], references: [companies.id] }),
  clientType: one(clientTypes, {
    fields: [companyClientTypes.clientTypeId],
    references: [clientTypes.id],
  }),
}));

export const companyLocationsRelations = relations(companyLocations, ({ one }) => ({
  company: one(companies, { fields: [companyLocations.companyId], references: [companies.id] }),
  country: one(countries, { fields: [companyLocations.countryId], references: [countries.id] }),
  city: one(cities, { fields: [companyLocations.cityId], references: [cities.id] }),
}));

export const portfolioItemsRelations = relations(portfolioItems, ({ one }) => ({
  company: one(companies, { fields: [portfolioItems.companyId], references: [companies.id] }),
}));

export const companyFaqsRelations = relations(companyFaqs, ({ one }) => ({
  company: one(companies, { fields: [companyFaqs.companyId], references: [companies.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  company: one(companies, { fields: [reviews.companyId], references: [companies.id] }),
  service: one(services, { fields: [reviews.serviceId], references: [services.id] }),
}));

export const awardResultsRelations = relations(awardResults, ({ one }) => ({
  company: one(companies, { fields: [awardResults.companyId], references: [companies.id] }),
  service: one(services, { fields: [awardResults.serviceId], references: [services.id] }),
}));

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  memberships: many(companyMembers),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const companyMembersRelations = relations(companyMembers, ({ one }) => ({
  company: one(companies, { fields: [companyMembers.companyId], references: [companies.id] }),
  user: one(users, { fields: [companyMembers.userId], references: [users.id] }),
}));

export const companySearchRelations = relations(companySearch, ({ one }) => ({
  company: one(companies, { fields: [companySearch.companyId], references: [companies.id] }),
}));

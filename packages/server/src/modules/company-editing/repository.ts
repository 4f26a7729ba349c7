import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type {
  Basics,
  CompanyEditing,
  FaqsStep,
  LocationsStep,
  PortfolioStep,
  ServicesStep,
} from '@atlas/api/company-editing';
import { FOCUS_PERCENTAGE } from '@atlas/api/company-editing';
import type { AppDatabase } from '../../db/client';
import { refreshCompanies } from '../../db/company-search';
import {
  auditLog,
  cities,
  clientTypes,
  companies,
  focusServices,
  serviceGroups,
  companyClientTypes,
  companyFaqs,
  companyFocuses,
  companyIndustries,
  companyLocations,
  companyServices,
  countries,
  focuses,
  industries,
  portfolioItems,
  services,
} from '../../db/schema';
import { publicFileUrl } from '../companies/service';

export interface EditActor {
  userId: string;
  label: string;
}

/** A rule the database knows and the schemas cannot: an id that is not in the taxonomy. */
export class UnknownReference extends Error {
  override readonly name = 'UnknownReference';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

async function missingIds(
  db: AppDatabase,
  table: typeof services | typeof focuses | typeof industries | typeof clientTypes,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * The only place the SQL of the profile editor lives (issue 16). Each step saves in one
 * transaction with the company's listing row refreshed and the change audited, so listings and
 * facets show it at once and nothing is half saved.
 */
export function createCompanyEditingRepository(db: AppDatabase) {
  async function load(target: AppDatabase, companyId: number): Promise<CompanyEditing | null> {
    const [company] = await target.select().from(companies).where(eq(companies.id, companyId));
    if (!company) return null;
    const [serviceRows, focusRows, industryRows, clientRows, locationRows, faqRows, portfolioRows] =
      await Promise.all([
        target
          .select({ service_id: companyServices.serviceId, percentage: companyServices.percentage })
          .from(companyServices)
          .where(eq(companyServices.companyId, companyId))
          .orderBy(asc(companyServices.serviceId)),
        target
          .select({ id: companyFocuses.focusId })
          .from(companyFocuses)
          .where(eq(companyFocuses.companyId, companyId))
          .orderBy(asc(companyFocuses.focusId)),
        target
          .select({
            industry_id: companyIndustries.industryId,
            percentage: companyIndustries.percentage,
          })
          .from(companyIndustries)
          .where(eq(companyIndustries.companyId, companyId))
          .orderBy(asc(companyIndustries.industryId)),
        target
          .select({
            client_type_id: companyClientTypes.clientTypeId,
            percentage: companyClientTypes.percentage,
          })
          .from(companyClientTypes)
          .where(eq(companyClientTypes.companyId, companyId))
          .orderBy(asc(companyClientTypes.clientTypeId)),
        target
          .select({
            location: companyLocations,
            country: countries.name,
            city: cities.name,
          })
          .from(companyLocations)
          .innerJoin(countries, eq(countries.id, companyLocations.countryId))
          .innerJoin(cities, eq(cities.id, companyLocations.cityId))
          .where(eq(companyLocations.companyId, companyId))
          .orderBy(asc(companyLocations.id)),
        target.select().from(companyFaqs).where(eq(companyFaqs.companyId, companyId)),
        target
          .select()
          .from(portfolioItems)
          .where(eq(portfolioItems.companyId, companyId))
          .orderBy(asc(portfolioItems.position), asc(portfolioItems.id)),
      ]);
    const faq = faqRows[0];
    return {
      id: company.id,
      slug: company.slug,
      logo_url: publicFileUrl(company.logoPath),
      basics: {
        name: company.name,
        summary: company.summary ?? '',
        website: company.website ?? '',
        email: company.email ?? '',
        emails: company.emails,
        description: company.description ?? '',
        project_size: company.projectSize ?? null,
        company_size: company.companySize,
        hourly_rate: company.hourlyRate ?? null,
        founded_year: company.foundedYear ?? null,
      },
      services: {
        services: serviceRows,
        focuses: focusRows.map((row) => row.id),
        industries: industryRows,
        client_types: clientRows,
      },
      portfolio: {
        items: portfolioRows.map((item) => ({
          id: item.id,
          name: item.name,
          image_path: item.imagePath,
          image_url: publicFileUrl(item.imagePath) ?? '',
          description: item.description ?? '',
        })),
      },
      locations: {
        locations: locationRows.map(({ location, country, city }) => ({
          id: location.id,
          country_id: location.countryId,
          country_name: country,
          city_id: location.cityId,
          city_name: city,
          address: location.address ?? '',
          postcode: location.postcode ?? '',
          latitude: location.latitude,
          longitude: location.longitude,
          phone: location.phone ?? '',
          phone_validated: location.phoneValidated,
          headquarter: location.isHeadquarter,
        })),
      },
      faqs: {
        founder: faq?.founder ?? '',
        projects_year: faq?.projectsYear ?? '',
        project_cost: faq?.projectCost ?? '',
        values: faq?.values ?? '',
      },
    };
  }

  /** Runs one step's writes, refreshes the listing row, audits, and answers the saved company. */
  async function save(
    companyId: number,
    step: string,
    actor: EditActor,
    write: (tx: AppDatabase, before: CompanyEditing) => Promise<Record<string, unknown>>,
  ): Promise<CompanyEditing> {
    return db.transaction(async (tx) => {
      await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('update');
      const before = await load(tx, companyId);
      if (!before) throw new Error('the company vanished');
      const changes = await write(tx, before);
      await tx.update(companies).set({ updatedAt: new Date() }).where(eq(companies.id, companyId));
      await refreshCompanies(tx, [companyId]);
      await tx.insert(auditLog).values({
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: `company.edit.${step}`,
        entity: 'company',
        entityId: String(companyId),
        changes,
      });
      const after = await load(tx, companyId);
      if (!after) throw new Error('the company vanished');
      return after;
    });
  }

  /** `{ field: [before, after] }` of the fields that changed. */
  function diff<T extends Record<string, unknown>>(before: T, after: T): Record<string, unknown> {
    const changes: Record<string, unknown> = {};
    for (const key of Object.keys(after))
      if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
        changes[key] = [before[key], after[key]];
    return changes;
  }

  return {
    load: (companyId: number) => load(db, companyId),

    /** The taxonomy the editor's lists are made of, by name. */
    async options() {
      const [serviceRows, focusRows, links, industryRows, clientRows] = await Promise.all([
        db
          .select({ id: services.id, name: services.name, group: serviceGroups.name })
          .from(services)
          .innerJoin(serviceGroups, eq(serviceGroups.id, services.groupId))
          .orderBy(asc(serviceGroups.name), asc(services.name)),
        db.select({ id: focuses.id, name: focuses.name }).from(focuses).orderBy(asc(focuses.name)),
        db.select().from(focusServices),
        db
          .select({ id: industries.id, name: industries.name })
          .from(industries)
          .orderBy(asc(industries.name)),
        db
          .select({ id: clientTypes.id, name: clientTypes.name })
          .from(clientTypes)
          .orderBy(asc(clientTypes.name)),
      ]);
      const servicesOf = new Map<number, number[]>();
      for (const link of links)
        servicesOf.set(link.focusId, [...(servicesOf.get(link.focusId) ?? []), link.serviceId]);
      return {
        services: serviceRows,
        focuses: focusRows.map((focus) => ({
          ...focus,
          service_ids: (servicesOf.get(focus.id) ?? []).sort((a, b) => a - b),
        })),
        industries: industryRows,
        client_types: clientRows,
      };
    },

    saveBasics: (companyId: number, basics: Basics & { description: string }, actor: EditActor) =>
      save(companyId, 'basics', actor, async (tx, before) => {
        await tx
          .update(companies)
          .set({
            name: basics.name,
            summary: basics.summary,
            website: basics.website,
            email: basics.email,
            emails: basics.emails,
            description: basics.description || null,
            projectSize: basics.project_size,
            companySize: basics.company_size,
            hourlyRate: basics.hourly_rate,
            foundedYear: basics.founded_year,
          })
          .where(eq(companies.id, companyId));
        return diff(before.basics, basics);
      }),

    saveServices: async (companyId: number, step: ServicesStep, actor: EditActor) => {
      const checks = [
        ['services', services, step.services.map((item) => item.service_id)],
        ['focuses', focuses, step.focuses],
        ['industries', industries, step.industries.map((item) => item.industry_id)],
        ['client_types', clientTypes, step.client_types.map((item) => item.client_type_id)],
      ] as const;
      for (const [field, table, ids] of checks) {
        const missing = await missingIds(db, table, ids);
        if (missing.length > 0)
          throw new UnknownReference(field, `${field}: there is no ${missing.join(', ')}`);
      }
      return save(companyId, 'services', actor, async (tx, before) => {
        await tx.delete(companyServices).where(eq(companyServices.companyId, companyId));
        await tx.delete(companyFocuses).where(eq(companyFocuses.companyId, companyId));
        await tx.delete(companyIndustries).where(eq(companyIndustries.companyId, companyId));
        await tx.delete(companyClientTypes).where(eq(companyClientTypes.companyId, companyId));
        await tx.insert(companyServices).values(
          step.services.map((item) => ({
            companyId,
            serviceId: item.service_id,
            percentage: item.percentage,
          })),
        );
        if (step.focuses.length > 0)
          await tx
            .insert(companyFocuses)
            .values(
              step.focuses.map((focusId) => ({ companyId, focusId, percentage: FOCUS_PERCENTAGE })),
            );
        if (step.industries.length > 0)
          await tx.insert(companyIndustries).values(
            step.industries.map((item) => ({
              companyId,
              industryId: item.industry_id,
              percentage: item.percentage,
            })),
          );
        if (step.client_types.length > 0)
          await tx.insert(companyClientTypes).values(
            step.client_types.map((item) => ({
              companyId,
              clientTypeId: item.client_type_id,
              percentage: item.percentage,
            })),
          );
        return diff(before.services, step);
      });
    },

    saveLocations: async (companyId: number, step: LocationsStep, actor: EditActor) => {
      for (const [index, location] of step.locations.entries()) {
        const [city] = await db
          .select({ id: cities.id })
          .from(cities)
          .where(and(eq(cities.id, location.city_id), eq(cities.countryId, location.country_id)));
        if (!city)
          throw new UnknownReference(
            `locations.${index}.city_id`,
            `locations.${index}.city_id: pick a city in the chosen country`,
          );
      }
      return save(companyId, 'locations', actor, async (tx, before) => {
        const kept = step.locations.flatMap((location) =>
          location.id !== undefined &&
          before.locations.locations.some((old) => old.id === location.id)
            ? [location.id]
            : [],
        );
        // The headquarters may move: clear every flag first (the "at least one" check is
        // deferred to the commit, migration 0001), then write each office.
        await tx
          .update(companyLocations)
          .set({ isHeadquarter: false })
          .where(eq(companyLocations.companyId, companyId));
        await tx
          .delete(companyLocations)
          .where(
            kept.length > 0
              ? and(
                  eq(companyLocations.companyId, companyId),
                  notInArray(companyLocations.id, kept),
                )
              : eq(companyLocations.companyId, companyId),
          );
        for (const location of step.locations) {
          const values = {
            countryId: location.country_id,
            cityId: location.city_id,
            address: location.address || null,
            postcode: location.postcode || null,
            latitude: location.latitude,
            longitude: location.longitude,
            phone: location.phone || null,
            // A number is validated by a call or message we do not make yet: it stays unvalidated.
            isHeadquarter: location.headquarter,
          };
          if (location.id !== undefined && kept.includes(location.id))
            await tx
              .update(companyLocations)
              .set(values)
              .where(
                and(
                  eq(companyLocations.id, location.id),
                  eq(companyLocations.companyId, companyId),
                ),
              );
          else await tx.insert(companyLocations).values({ companyId, ...values });
        }
        return { locations: [before.locations.locations.length, step.locations.length] };
      });
    },

    /**
     * Saves the portfolio in order. Answers the saved company and the image paths no item uses
     * any more, for the caller to delete once this commits.
     */
    savePortfolio: async (companyId: number, step: PortfolioStep, actor: EditActor) => {
      let unused: string[] = [];
      const company = await save(companyId, 'portfolio', actor, async (tx, before) => {
        const known = new Set(before.portfolio.items.map((item) => item.id));
        const kept = step.items.flatMap((item) =>
          item.id !== undefined && known.has(item.id) ? [item.id] : [],
        );
        await tx
          .delete(portfolioItems)
          .where(
            kept.length > 0
              ? and(eq(portfolioItems.companyId, companyId), notInArray(portfolioItems.id, kept))
              : eq(portfolioItems.companyId, companyId),
          );
        for (const [position, item] of step.items.entries()) {
          const values = {
            name: item.name,
            imagePath: item.image_path,
            description: item.description || null,
            position,
          };
          if (item.id !== undefined && known.has(item.id))
            await tx
              .update(portfolioItems)
              .set(values)
              .where(and(eq(portfolioItems.id, item.id), eq(portfolioItems.companyId, companyId)));
          else await tx.insert(portfolioItems).values({ companyId, kind: 'image', ...values });
        }
        const used = new Set(step.items.map((item) => item.image_path));
        unused = before.portfolio.items
          .map((item) => item.image_path)
          .filter((path) => !used.has(path));
        return { items: [before.portfolio.items.length, step.items.length] };
      });
      return { company, unused };
    },

    saveFaqs: (companyId: number, step: FaqsStep, actor: EditActor) =>
      save(companyId, 'faqs', actor, async (tx, before) => {
        const values = {
          founder: step.founder || null,
          projectsYear: step.projects_year || null,
          projectCost: step.project_cost || null,
          values: step.values || null,
        };
        await tx
          .insert(companyFaqs)
          .values({ companyId, ...values })
          .onConflictDoUpdate({ target: companyFaqs.companyId, set: values });
        return diff(before.faqs, step);
      }),
  };
}

export type CompanyEditingRepository = ReturnType<typeof createCompanyEditingRepository>;

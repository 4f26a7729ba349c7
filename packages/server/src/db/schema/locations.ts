import { index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { services } from './taxonomy';

/** The five regions of the companies mega-menu (Australia holds Australia and New Zealand). */
export const regions = pgTable('regions', {
  id: smallint('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  position: smallint('position').notNull().default(0),
});

export const countries = pgTable(
  'countries',
  {
    id: smallint('id').primaryKey().generatedByDefaultAsIdentity(),
    regionId: smallint('region_id')
      .notNull()
      .references(() => regions.id),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    /** ISO 3166-1 alpha-2, upper case. */
    iso2: text('iso2').notNull().unique(),
    /** `/images/countries/{slug}.webp` */
    imageMainWebp: text('image_main_webp').notNull(),
    /** `/images/countries/{slug}.jpg` */
    imageMainOriginal: text('image_main_original').notNull(),
  },
  (t) => [index('countries_region_id_idx').on(t.regionId)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    countryId: smallint('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
  },
  (t) => [
    index('cities_country_id_idx').on(t.countryId),
    // Target of company_locations' (city_id, country_id) foreign key: a location's city lies in its country.
    unique('cities_id_country_id_unique').on(t.id, t.countryId),
  ],
);

/** SPEC §3 City.sponsorship_pages: the TOP 10 pages (a service in a city) that can be sponsored. */
export const citySponsorshipPages = pgTable(
  'city_sponsorship_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    serviceId: smallint('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [unique('city_sponsorship_pages_city_service_unique').on(t.cityId, t.serviceId)],
);

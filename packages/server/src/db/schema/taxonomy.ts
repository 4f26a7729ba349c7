import { index, pgTable, primaryKey, smallint, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The four tabs of the services mega-menu (SPEC §2). */
export const serviceGroups = pgTable('service_groups', {
  id: smallint('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  position: smallint('position').notNull().default(0),
});

export const services = pgTable(
  'services',
  {
    id: smallint('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: smallint('group_id')
      .notNull()
      .references(() => serviceGroups.id),
    /** Set on a child service (SPEC §3: "a child service has parent_id"). */
    parentId: smallint('parent_id').references((): AnyPgColumn => services.id),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    index('services_group_id_idx').on(t.groupId),
    index('services_parent_id_idx').on(t.parentId),
  ],
);

export const focuses = pgTable('focuses', {
  id: smallint('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

/** Which services a focus applies to (the valet's focus groups: focusesList / servicesList). */
export const focusServices = pgTable(
  'focus_services',
  {
    focusId: smallint('focus_id')
      .notNull()
      .references(() => focuses.id, { onDelete: 'cascade' }),
    serviceId: smallint('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.focusId, t.serviceId] }),
    index('focus_services_service_id_idx').on(t.serviceId),
  ],
);

export const industries = pgTable('industries', {
  id: smallint('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

export const clientTypes = pgTable('client_types', {
  id: smallint('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

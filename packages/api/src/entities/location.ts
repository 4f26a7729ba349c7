import { z } from 'zod';

export const ImageSetSchema = z.object({
  webp: z.string(),
  original: z.string(),
});

export const CountrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  images: z.object({ main: ImageSetSchema }),
});
export type Country = z.infer<typeof CountrySchema>;

export const ServiceRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type ServiceRef = z.infer<typeof ServiceRefSchema>;

/** A city page that sells a Top 10 listing for one service (SPEC §3 City.sponsorship_pages). */
export const SponsorshipPageSchema = z.object({
  id: z.number().int(),
  service: ServiceRefSchema,
});
export type SponsorshipPage = z.infer<typeof SponsorshipPageSchema>;

export const CitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  sponsorship_pages: z.array(SponsorshipPageSchema).optional(),
});
export type City = z.infer<typeof CitySchema>;

export const PlaceRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type PlaceRef = z.infer<typeof PlaceRefSchema>;

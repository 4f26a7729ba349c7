ALTER TABLE "reviews" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "request_hash" text;
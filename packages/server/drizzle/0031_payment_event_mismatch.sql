-- Events stored before take `recorded` (the default): they were taken as they came.
ALTER TABLE "payment_events" ADD COLUMN "status" text DEFAULT 'recorded' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_status_check" CHECK ("payment_events"."status" IN ('recorded', 'mismatch'));
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Orders placed before stages: Done ones were delivered, the others are new; each timeline starts when it was placed.
UPDATE "orders" SET "stage" = 'delivered' WHERE "status" = 1;--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "at", "to_stage") SELECT "id", "create_at", "stage" FROM "orders";--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_stage_idx" ON "orders" USING btree ("stage","create_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stage_known" CHECK ("orders"."stage" in ('new', 'confirmed', 'shipped', 'delivered', 'cancelled', 'returned'));
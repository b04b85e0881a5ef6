CREATE TABLE "shipping_fees" (
	"state" text PRIMARY KEY NOT NULL,
	"fee" numeric(12, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_fee" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total" numeric(12, 3);--> statement-breakpoint
-- Orders placed before references get one from the database's strong random UUIDs (48 bits, in the references' own alphabet).
UPDATE "orders" SET "reference" = (
	SELECT substr(r, 1, 4) || '-' || substr(r, 5, 4) || '-' || substr(r, 9, 4)
	FROM (SELECT upper(replace(gen_random_uuid()::text, '-', '')) AS r) AS random_id
	WHERE "orders"."id" IS NOT NULL
);--> statement-breakpoint
-- They were charged no delivery fee: their total is the sum of their lines, as it was shown.
UPDATE "orders" SET
	"subtotal" = coalesce((SELECT sum("unit_price" * "quantity") FROM "order_lines" WHERE "order_lines"."order_id" = "orders"."id"), 0),
	"shipping_fee" = 0;--> statement-breakpoint
UPDATE "orders" SET "total" = "subtotal";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_fee" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_idx" ON "orders" USING btree ("reference");

CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"code_key" text NOT NULL,
	"kind" text NOT NULL,
	"percent" smallint,
	"amount" numeric(12, 3),
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"min_subtotal" numeric(12, 3),
	"product_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exclude_sale" boolean DEFAULT false NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"once_per_phone" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"create_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_kind_known" CHECK ("discount_codes"."kind" in ('percent', 'fixed', 'free_shipping')),
	CONSTRAINT "discount_codes_uses_within" CHECK ("discount_codes"."uses" >= 0 and ("discount_codes"."max_uses" is null or "discount_codes"."uses" <= "discount_codes"."max_uses")),
	CONSTRAINT "discount_codes_terms_whole" CHECK (("discount_codes"."kind" <> 'percent' or "discount_codes"."percent" between 1 and 100) and ("discount_codes"."kind" <> 'fixed' or "discount_codes"."amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "discount_uses" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"phone_key" text,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" numeric(12, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key_idx" ON "discount_codes" USING btree ("code_key");--> statement-breakpoint
CREATE INDEX "discount_uses_code_idx" ON "discount_uses" USING btree ("code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_uses_phone_idx" ON "discount_uses" USING btree ("code_id","phone_key") WHERE "discount_uses"."released_at" is null and "discount_uses"."phone_key" is not null;--> statement-breakpoint
CREATE INDEX "orders_discount_code_idx" ON "orders" USING btree ("discount_code");
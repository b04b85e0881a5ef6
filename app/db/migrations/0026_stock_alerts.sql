CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"size" text NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"token" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"create_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_token_unique" UNIQUE("token"),
	CONSTRAINT "stock_alerts_locale_known" CHECK ("stock_alerts"."locale" in ('en', 'fr', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_color_fk" FOREIGN KEY ("color_id","product_id") REFERENCES "public"."product_colors"("id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_variant_email_idx" ON "stock_alerts" USING btree ("color_id","size","email");--> statement-breakpoint
CREATE INDEX "stock_alerts_confirmed_idx" ON "stock_alerts" USING btree ("color_id","size") WHERE "stock_alerts"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "stock_alerts_product_idx" ON "stock_alerts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_alerts_create_idx" ON "stock_alerts" USING btree ("create_at");
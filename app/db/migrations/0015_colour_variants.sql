CREATE TABLE "product_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"name" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hex" text,
	"family" text,
	CONSTRAINT "product_colors_named_whole" CHECK (("product_colors"."name" is null) = ("product_colors"."hex" is null) and ("product_colors"."name" is null) = ("product_colors"."family" is null)),
	CONSTRAINT "product_colors_hex" CHECK ("product_colors"."hex" is null or "product_colors"."hex" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "product_colors_family_known" CHECK ("product_colors"."family" is null or "product_colors"."family" in ('black', 'white', 'grey', 'beige', 'brown', 'red', 'pink', 'orange', 'yellow', 'green', 'blue', 'purple', 'gold', 'silver', 'multicolour'))
);
--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_colors_product_idx" ON "product_colors" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_colors_id_product_idx" ON "product_colors" USING btree ("id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_colors_colorless_idx" ON "product_colors" USING btree ("product_id") WHERE "product_colors"."name" is null;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "color_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "color_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "color_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "color_id" integer;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "color_id" integer;--> statement-breakpoint
-- Every product so far becomes a product without colours: one colourless row holding its pictures and its stock
-- per size as they were. Lines of orders already placed point at it, so that cancelling or returning them puts
-- the stock back where it was taken; their colour name stays null, and they read as they did.
INSERT INTO "product_colors" ("product_id", "position") SELECT "id", 0 FROM "products" ORDER BY "id";--> statement-breakpoint
UPDATE "product_images" SET "color_id" = c."id" FROM "product_colors" c WHERE c."product_id" = "product_images"."product_id";--> statement-breakpoint
UPDATE "product_sizes" SET "color_id" = c."id" FROM "product_colors" c WHERE c."product_id" = "product_sizes"."product_id";--> statement-breakpoint
UPDATE "order_lines" SET "color_id" = c."id" FROM "product_colors" c WHERE c."product_id" = "order_lines"."product_id";--> statement-breakpoint
ALTER TABLE "product_images" ALTER COLUMN "color_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sizes" ALTER COLUMN "color_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sizes" DROP CONSTRAINT "product_sizes_product_id_size_pk";--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_color_id_size_pk" PRIMARY KEY("color_id","size");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_color_id_product_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."product_colors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_color_fk" FOREIGN KEY ("color_id","product_id") REFERENCES "public"."product_colors"("id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_color_fk" FOREIGN KEY ("color_id","product_id") REFERENCES "public"."product_colors"("id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_color_idx" ON "order_lines" USING btree ("color_id");--> statement-breakpoint
CREATE INDEX "product_images_color_idx" ON "product_images" USING btree ("color_id","position");--> statement-breakpoint
CREATE INDEX "product_sizes_product_idx" ON "product_sizes" USING btree ("product_id");

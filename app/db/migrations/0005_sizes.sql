CREATE TABLE "product_sizes" (
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "product_sizes_product_id_size_pk" PRIMARY KEY("product_id","size"),
	CONSTRAINT "product_sizes_quantity_not_negative" CHECK ("product_sizes"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_sizes_in_stock_idx" ON "product_sizes" USING btree ("size","product_id") WHERE "product_sizes"."quantity" > 0;--> statement-breakpoint
-- Stock kept before sizes existed stays orderable as it was: one row in one size per product, which staff
-- split into sizes from the product form.
INSERT INTO "product_sizes" ("product_id", "size", "quantity") SELECT "id", 'one', "quantity" FROM "products";

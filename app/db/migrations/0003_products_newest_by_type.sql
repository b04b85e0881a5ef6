DROP INDEX "products_type_category_idx";--> statement-breakpoint
CREATE INDEX "products_type_newest_idx" ON "products" USING btree ("type","create_at","id");--> statement-breakpoint
CREATE INDEX "products_type_category_newest_idx" ON "products" USING btree ("type","category","create_at","id");
ALTER TABLE "orders" DROP CONSTRAINT "orders_stage_known";--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "kept_quantity" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discounted" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_percent" integer;--> statement-breakpoint
CREATE INDEX "orders_refused_telephone_idx" ON "orders" USING btree ("telephone") WHERE "orders"."stage" = 'refused';--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_kept_within_ordered" CHECK ("order_lines"."kept_quantity" is null or ("order_lines"."kept_quantity" >= 0 and "order_lines"."kept_quantity" <= "order_lines"."quantity"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stage_known" CHECK ("orders"."stage" in ('new', 'confirmed', 'shipped', 'delivered', 'cancelled', 'returned', 'refused'));
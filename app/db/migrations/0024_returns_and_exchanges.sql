CREATE TABLE "order_return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(12, 3) NOT NULL,
	"discount" numeric(12, 3) NOT NULL,
	CONSTRAINT "order_return_lines_quantity_positive" CHECK ("order_return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"exchange_order_id" integer,
	"refund" numeric(12, 3) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"create_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"received_at" timestamp with time zone,
	"received_by_id" integer,
	CONSTRAINT "order_returns_kind_known" CHECK ("order_returns"."kind" in ('return', 'exchange')),
	CONSTRAINT "order_returns_status_known" CHECK ("order_returns"."status" in ('awaiting', 'received', 'cancelled')),
	CONSTRAINT "order_returns_exchange_has_order" CHECK (("order_returns"."kind" = 'exchange') = ("order_returns"."exchange_order_id" is not null)),
	CONSTRAINT "order_returns_received_at" CHECK (("order_returns"."status" = 'received') = ("order_returns"."received_at" is not null))
);
--> statement-breakpoint
DROP INDEX "invoices_order_kind_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_exchange_order_id_orders_id_fk" FOREIGN KEY ("exchange_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_received_by_id_users_id_fk" FOREIGN KEY ("received_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_return_lines_return_idx" ON "order_return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "order_return_lines_line_idx" ON "order_return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_exchange_order_idx" ON "order_returns" USING btree ("exchange_order_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_invoice_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_credit_note_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'credit_note' and "invoices"."return_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_return_idx" ON "invoices" USING btree ("return_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_return_credits" CHECK ("invoices"."return_id" is null or "invoices"."kind" = 'credit_note');
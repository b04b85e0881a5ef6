CREATE TABLE "media_variants" (
	"name" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"create_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_source_media_name_fk" FOREIGN KEY ("source") REFERENCES "public"."media"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_variants_source_idx" ON "media_variants" USING btree ("source");
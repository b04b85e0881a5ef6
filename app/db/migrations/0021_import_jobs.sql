CREATE TABLE "import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"actor" text NOT NULL,
	"role" text NOT NULL,
	"client" text,
	"status" text NOT NULL,
	"file" "bytea" NOT NULL,
	"pictures" "bytea",
	"preview" jsonb NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"create_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_jobs_status" CHECK ("import_jobs"."status" in ('previewed', 'importing', 'done', 'failed', 'interrupted'))
);
--> statement-breakpoint
CREATE INDEX "import_jobs_create_at_idx" ON "import_jobs" USING btree ("create_at");
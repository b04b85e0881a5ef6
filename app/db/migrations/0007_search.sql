CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"names" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_trgm_idx" ON "product_search" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Every write of a product's texts rewrites its search texts and adds their new words, whoever writes it
-- (the API, the seed, scripts). Words are never taken out: a word no product holds any more finds nothing.
CREATE OR REPLACE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  folded_names text := search_fold(
    NEW.name || ' ' || coalesce(NEW.translations #>> '{fr,name}', '') || ' ' || coalesce(NEW.translations #>> '{ar,name}', '')
  );
  folded_text text := folded_names || ' ' || search_fold(
    NEW.description || ' ' || coalesce(NEW.translations #>> '{fr,description}', '') || ' ' ||
    coalesce(NEW.translations #>> '{ar,description}', '')
  );
BEGIN
  INSERT INTO product_search (product_id, names, text) VALUES (NEW.id, folded_names, folded_text)
  ON CONFLICT (product_id) DO UPDATE SET names = EXCLUDED.names, text = EXCLUDED.text;
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM regexp_split_to_table(folded_text, '[[:space:].,;:!?()"«»/''-]+') AS words(word)
  WHERE length(word) >= 3
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_sync AFTER INSERT OR UPDATE OF name, description, translations ON products
  FOR EACH ROW EXECUTE FUNCTION product_search_sync();
--> statement-breakpoint
-- The products already there: the trigger writes their search texts.
UPDATE products SET name = name;

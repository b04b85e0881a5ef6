ALTER TABLE "product_search" ADD COLUMN "create_at" timestamp with time zone;--> statement-breakpoint
-- A search ranks and pages the matching rows of this table alone, then reads only the products of the page:
-- at 100,000 products, joining every match with its (wide) product row cost more than the search itself.
UPDATE "product_search" SET "create_at" = "products"."create_at" FROM "products" WHERE "products"."id" = "product_search"."product_id";
--> statement-breakpoint
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
  INSERT INTO product_search (product_id, names, text, create_at) VALUES (NEW.id, folded_names, folded_text, NEW.create_at)
  ON CONFLICT (product_id) DO UPDATE SET names = EXCLUDED.names, text = EXCLUDED.text, create_at = EXCLUDED.create_at;
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM regexp_split_to_table(folded_text, '[[:space:].,;:!?()"«»/''-]+') AS words(word)
  WHERE length(word) >= 3
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_sync ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_sync AFTER INSERT OR UPDATE OF name, description, translations, create_at ON products
  FOR EACH ROW EXECUTE FUNCTION product_search_sync();

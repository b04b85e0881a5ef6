ALTER TABLE "product_colors" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A product's search texts are rebuilt from the product and its colours' search words, whichever of them is
-- written: renaming a colour, or giving a product its colours, changes what finds it. Colour words count as
-- names: a colour is as much what a shopper calls the product as its name is.
CREATE OR REPLACE FUNCTION product_search_refresh(pid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p products%ROWTYPE;
  folded_names text;
  folded_text text;
BEGIN
  SELECT * INTO p FROM products WHERE id = pid;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  folded_names := search_fold(
    p.name || ' ' || coalesce(p.translations #>> '{fr,name}', '') || ' ' || coalesce(p.translations #>> '{ar,name}', '') || ' ' ||
    coalesce((SELECT string_agg(c.search_text, ' ' ORDER BY c.position, c.id) FROM product_colors c WHERE c.product_id = pid), '')
  );
  folded_text := folded_names || ' ' || search_fold(
    p.description || ' ' || coalesce(p.translations #>> '{fr,description}', '') || ' ' ||
    coalesce(p.translations #>> '{ar,description}', '')
  );
  INSERT INTO product_search (product_id, names, text, create_at) VALUES (pid, folded_names, folded_text, p.create_at)
  ON CONFLICT (product_id) DO UPDATE SET names = EXCLUDED.names, text = EXCLUDED.text, create_at = EXCLUDED.create_at;
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM regexp_split_to_table(folded_text, '[[:space:].,;:!?()"«»/''-]+') AS words(word)
  WHERE length(word) >= 3
  ON CONFLICT (word) DO NOTHING;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_colors_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The colourless row of a product without colours has no words: writing it costs no rebuild.
CREATE TRIGGER product_colors_search_insert AFTER INSERT ON product_colors
  FOR EACH ROW WHEN (NEW.search_text <> '') EXECUTE FUNCTION product_colors_search_sync();
--> statement-breakpoint
CREATE TRIGGER product_colors_search_update AFTER UPDATE OF search_text ON product_colors
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION product_colors_search_sync();
--> statement-breakpoint
CREATE TRIGGER product_colors_search_delete AFTER DELETE ON product_colors
  FOR EACH ROW WHEN (OLD.search_text <> '') EXECUTE FUNCTION product_colors_search_sync();
--> statement-breakpoint
-- Colours written before have their own names as search words; their family's names (kept in the code, not in
-- the database) join them the next time the colour is saved.
UPDATE product_colors SET search_text = trim(name || ' ' || coalesce(translations #>> '{fr,name}', '') || ' ' || coalesce(translations #>> '{ar,name}', ''))
WHERE name IS NOT NULL;

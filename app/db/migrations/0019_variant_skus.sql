ALTER TABLE "order_lines" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "barcode" text;--> statement-breakpoint
-- Every existing variant gets the SKU the store would have generated for it (skuBase and uniqueSku in
-- app/lib/sku.ts, written again here because a migration cannot import the app): the product name's first two
-- meaningful words, the colour in three letters, the size, and -2, -3… when that code is taken. Rows are taken
-- in one fixed order, so the same data always gets the same codes. The helper functions go once it is done.
CREATE FUNCTION "sku_migration_words"(value text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT coalesce(array_agg(word ORDER BY n), '{}')
  FROM unnest(regexp_split_to_array(upper(regexp_replace(normalize(value, NFD), '[\u0300-\u036f]', '', 'g')), '[^A-Z0-9]+'))
    WITH ORDINALITY AS t(word, n)
  WHERE word <> ''
$$;--> statement-breakpoint
CREATE FUNCTION "sku_migration_consonants"(word text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  kept text := left(word, 1);
  letter text;
BEGIN
  FOR i IN 2..length(word) LOOP
    letter := substr(word, i, 1);
    IF position(letter IN 'AEIOU') = 0 AND letter <> right(kept, 1) THEN
      kept := kept || letter;
    END IF;
  END LOOP;
  RETURN kept;
END $$;--> statement-breakpoint
CREATE FUNCTION "sku_migration_base"(product_id integer, product_name text, color_name text, size text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  word text;
  short text;
  letters text;
  product_part text := '';
  color_part text := '';
  size_part text := '';
  taken integer := 0;
BEGIN
  FOREACH word IN ARRAY sku_migration_words(product_name) LOOP
    CONTINUE WHEN word IN ('A', 'AN', 'THE', 'OF', 'AND', 'WITH', 'FOR', 'IN', 'DE', 'DU', 'DES', 'LA', 'LE', 'LES', 'ET', 'EN') OR word ~ '^[A-Z]$';
    IF length(word) > 5 AND word !~ '^[0-9]+$' THEN
      short := left(sku_migration_consonants(word), 4);
      word := CASE WHEN length(short) >= 3 THEN short ELSE left(word, 4) END;
    END IF;
    product_part := CASE WHEN product_part = '' THEN word ELSE product_part || '-' || word END;
    taken := taken + 1;
    EXIT WHEN taken = 2;
  END LOOP;
  IF product_part = '' THEN
    product_part := 'P' || product_id;
  END IF;
  IF color_name IS NOT NULL THEN
    letters := array_to_string(sku_migration_words(color_name), '');
    IF letters <> '' THEN
      short := left(sku_migration_consonants(letters), 3);
      color_part := CASE WHEN length(short) >= 3 THEN short ELSE left(letters, 3) END;
    END IF;
  END IF;
  IF size <> 'one' THEN
    size_part := array_to_string(sku_migration_words(size), '');
  END IF;
  RETURN regexp_replace(
    left(array_to_string(array_remove(ARRAY[product_part, color_part, size_part], ''), '-'), 40),
    '-+$', '');
END $$;--> statement-breakpoint
-- Built before the backfill (rows still without a code do not collide), so that each lookup of a taken code is quick.
CREATE UNIQUE INDEX "product_sizes_sku_idx" ON "product_sizes" USING btree ("sku");--> statement-breakpoint
DO $$
DECLARE
  variant record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR variant IN
    SELECT s.color_id, s.size, sku_migration_base(p.id, p.name, c.name, s.size) AS base
    FROM product_sizes s JOIN products p ON p.id = s.product_id JOIN product_colors c ON c.id = s.color_id
    ORDER BY s.product_id, c.position, c.id, s.size
  LOOP
    n := 1;
    candidate := variant.base;
    WHILE EXISTS (SELECT 1 FROM product_sizes WHERE sku = candidate) LOOP
      n := n + 1;
      candidate := regexp_replace(left(variant.base, 40 - length('-' || n)), '-+$', '') || '-' || n;
    END LOOP;
    UPDATE product_sizes SET sku = candidate WHERE color_id = variant.color_id AND size = variant.size;
  END LOOP;
END $$;--> statement-breakpoint
DROP FUNCTION "sku_migration_base"(integer, text, text, text);--> statement-breakpoint
DROP FUNCTION "sku_migration_consonants"(text);--> statement-breakpoint
DROP FUNCTION "sku_migration_words"(text);--> statement-breakpoint
-- Lines of orders already placed take the codes of the variants they were taken from, where those still exist;
-- a line from before sizes was of a product then sold in one size.
UPDATE "order_lines" SET "sku" = s."sku", "barcode" = s."barcode"
  FROM "product_sizes" s
  WHERE s."color_id" = "order_lines"."color_id" AND s."size" = coalesce("order_lines"."size", 'one');--> statement-breakpoint
ALTER TABLE "product_sizes" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_sizes_barcode_idx" ON "product_sizes" USING btree (lpad("barcode", 14, '0')) WHERE "product_sizes"."barcode" is not null;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_sku_format" CHECK ("product_sizes"."sku" ~ '^[A-Z0-9]+(-[A-Z0-9]+)*$' and length("product_sizes"."sku") <= 40);--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_barcode_format" CHECK ("product_sizes"."barcode" is null or "product_sizes"."barcode" ~ '^([0-9]{8}|[0-9]{12,14})$');

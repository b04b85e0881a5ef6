ALTER TABLE "products" ADD COLUMN "handle" text;--> statement-breakpoint
-- Every existing product gets the handle the store would have made for it (handleBase and handleCandidate in
-- app/lib/handle.ts, written again here because a migration cannot import the app): the English name without
-- accents, lower case, every run of other characters one dash, at most 80 characters, `product` when nothing is
-- left, then -2, -3… when that handle is taken. Products are taken oldest first, so the same data always gets the
-- same handles.
DO $$
DECLARE
  product record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR product IN SELECT id, name FROM products ORDER BY id LOOP
    base := regexp_replace(
      left(regexp_replace(regexp_replace(lower(regexp_replace(normalize(product.name, NFD), '[\u0300-\u036f]', '', 'g')), '[^a-z0-9]+', '-', 'g'), '^-+', ''), 80),
      '-+$', '');
    IF base = '' THEN
      base := 'product';
    END IF;
    n := 1;
    candidate := base;
    WHILE EXISTS (SELECT 1 FROM products WHERE handle = candidate) LOOP
      n := n + 1;
      candidate := regexp_replace(left(base, 80 - length('-' || n)), '-+$', '') || '-' || n;
    END LOOP;
    UPDATE products SET handle = candidate WHERE id = product.id;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "handle" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_handle_idx" ON "products" USING btree ("handle");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_handle_format" CHECK ("products"."handle" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("products"."handle") <= 80);

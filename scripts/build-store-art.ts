/**
 * Writes the storefront's static pictures (hero, sale tiles, brand logos and
 * page banners) into public/images/store, drawn by the same functions as the
 * demo products so the store has one look.
 *
 *   npx tsx scripts/build-store-art.ts
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { bannerSvg, brandLogoSvg, brandNames, heroSvg, saleTileSvg, type ArtKind } from "../app/db/demo/art";
import { SHARE_IMAGE } from "../app/lib/seo";

const out = path.resolve("public/images/store");

/** One picture per page; the slugs are those of the category pages (app/lib/catalog.ts). */
const banners: Record<string, [ArtKind, string]> = {
  women: ["dress", "#c8553d"],
  men: ["shirt", "#3b5b8c"],
  kids: ["frock", "#e8b04b"],
  party: ["maxi", "#7a1f3d"],
  jewellery: ["necklace", "#b08a4a"],
  watches: ["watch", "#2f6f8f"],
  shoes: ["shoe", "#b0413e"],
  handbags: ["handbag", "#8a4b2f"],
  about: ["tote", "#6f9468"],
  contact: ["bracelet", "#2c5d8a"],
  cart: ["handbag", "#2f6f8f"],
};

const saleTiles: Record<string, [ArtKind, string]> = {
  women: ["dress", "#c8553d"],
  shoes: ["shoe", "#b0413e"],
  watches: ["watch", "#2f6f8f"],
  jewellery: ["necklace", "#b08a4a"],
  handbags: ["handbag", "#8a4b2f"],
};

async function main() {
  await mkdir(out, { recursive: true });
  const files: [string, string][] = [["hero.svg", heroSvg(process.env.STORE_NAME || "Yasmine")]];
  for (const [slug, [kind, colour]] of Object.entries(banners)) files.push([`banner-${slug}.svg`, bannerSvg(kind, colour)]);
  for (const [slug, [kind, colour]] of Object.entries(saleTiles)) files.push([`sale-${slug}.svg`, saleTileSvg(kind, colour)]);
  brandNames.forEach((_, index) => files.push([`brand-${index}.svg`, brandLogoSvg(index)]));
  await Promise.all(files.map(([name, svg]) => writeFile(path.join(out, name), svg)));
  // Link previews (Open Graph) take no SVG: the hero, as a 1200 × 630 JPEG, for pages without a picture of their own.
  const hero = files[0][1];
  await sharp(Buffer.from(hero))
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: "cover", position: "right" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(path.join(out, SHARE_IMAGE.file));
  console.log(`wrote ${files.length + 1} pictures to ${path.relative(process.cwd(), out)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

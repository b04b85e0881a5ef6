/**
 * Rasterises the demo artwork so it can be eyeballed.
 *
 *   npx tsx scripts/render-art-preview.ts OUTDIR
 *
 * Writes one PNG per product kind, the hero, sale tiles, brand logos,
 * a few blog covers, banners and avatars, plus `sheet.png`: every product
 * kind side by side on one contact sheet.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import {
  artKinds,
  avatarSvg,
  bannerSvg,
  brandLogoSvg,
  brandNames,
  heroSvg,
  postCoverSvg,
  productSvg,
  saleTileSvg,
  type ArtKind,
} from "../app/db/demo/art";

const SAMPLE_COLOURS: Record<ArtKind, string> = {
  dress: "#2e8b57",
  skirt: "#c8553d",
  jeans: "#3b5b8c",
  shirt: "#e9e4d8",
  slacks: "#4a4e57",
  frock: "#f2b5c4",
  maxi: "#7a1f3d",
  necklace: "#b22234",
  ring: "#2f6fb0",
  chain: "#d4af37",
  bracelet: "#e8d9c5",
  watch: "#6b4a33",
  shoe: "#b0413e",
  sneaker: "#f4f1ea",
  handbag: "#8a4b2f",
  wallet: "#5b3a29",
  tote: "#efe4cf",
};

async function png(svg: string, file: string, width?: number): Promise<Buffer> {
  let img = sharp(Buffer.from(svg));
  if (width) img = img.resize({ width });
  const buf = await img.png().toBuffer();
  await writeFile(file, buf);
  return buf;
}

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) {
    console.error("usage: tsx scripts/render-art-preview.ts OUTDIR [variant]");
    process.exit(1);
  }
  const variant = Number(process.argv[3] ?? 0);
  await mkdir(out, { recursive: true });

  const tile = 260;
  const tiles: Buffer[] = [];
  for (const kind of artKinds) {
    await png(productSvg(kind, SAMPLE_COLOURS[kind], variant), path.join(out, `product-${kind}.png`));
    tiles.push(
      await sharp(Buffer.from(productSvg(kind, SAMPLE_COLOURS[kind], variant)))
        .resize(tile, tile)
        .png()
        .toBuffer(),
    );
  }

  // contact sheet: every kind side by side, wrapped into rows of six
  const perRow = 6;
  const rows = Math.ceil(tiles.length / perRow);
  const gap = 10;
  await sharp({
    create: {
      width: perRow * (tile + gap) + gap,
      height: rows * (tile + gap) + gap,
      channels: 4,
      background: "#ffffff",
    },
  })
    .composite(
      tiles.map((input, i) => ({
        input,
        left: gap + (i % perRow) * (tile + gap),
        top: gap + Math.floor(i / perRow) * (tile + gap),
      })),
    )
    .png()
    .toFile(path.join(out, "sheet.png"));

  await png(heroSvg("Yasmine"), path.join(out, "hero.png"));
  const saleKinds: ArtKind[] = ["dress", "watch", "handbag", "sneaker"];
  for (const kind of saleKinds) {
    await png(saleTileSvg(kind, SAMPLE_COLOURS[kind]), path.join(out, `sale-${kind}.png`));
  }
  for (let i = 0; i < brandNames.length; i++) {
    await png(brandLogoSvg(i), path.join(out, `logo-${i}.png`), 600);
  }
  const covers = process.argv[4] === "all" ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] : [0, 3, 7];
  for (const i of covers) {
    await png(postCoverSvg(i), path.join(out, `cover-${i}.png`));
  }
  await png(bannerSvg("dress", "#c8553d"), path.join(out, "banner-dress.png"));
  await png(bannerSvg("watch", "#2f6f8f"), path.join(out, "banner-watch.png"));
  await png(avatarSvg("YB", "#2f6f8f"), path.join(out, "avatar.png"));
  console.log(`wrote previews to ${out}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/**
 * Demo artwork for the Yasmine store.
 *
 * Every function here is pure: it takes a few parameters and returns an SVG
 * document as a string. Nothing is read from disk or the network, so the seed
 * script can rasterise the pictures (with sharp) or store them as-is.
 *
 * Products are drawn in a flat illustration style on an 800x800 canvas. The
 * painters below share one coordinate space (item centred around x=400) so
 * the same drawing can be reused, scaled, inside the hero, the sale tiles,
 * the category banners and the blog covers.
 */
import { brandNames } from "~/lib/brands";

export type ArtKind =
  | "dress"
  | "skirt"
  | "jeans"
  | "shirt"
  | "slacks"
  | "frock"
  | "maxi"
  | "necklace"
  | "ring"
  | "chain"
  | "bracelet"
  | "watch"
  | "shoe"
  | "sneaker"
  | "handbag"
  | "wallet"
  | "tote";

/** Every kind, in a stable order (handy for previews and tests). */
export const artKinds: readonly ArtKind[] = [
  "dress",
  "skirt",
  "jeans",
  "shirt",
  "slacks",
  "frock",
  "maxi",
  "necklace",
  "ring",
  "chain",
  "bracelet",
  "watch",
  "shoe",
  "sneaker",
  "handbag",
  "wallet",
  "tote",
];

/* ------------------------------------------------------------------ */
/* Colour helpers                                                      */
/* ------------------------------------------------------------------ */

type Rgb = [number, number, number];

const FALLBACK: Rgb = [138, 128, 120];

function parseHex(colour: string): Rgb {
  let h = String(colour).trim().replace(/^#/, "");
  if (/^[0-9a-f]{3}$/i.test(h)) {
    h = h
      .split("")
      .map((x) => x + x)
      .join("");
  }
  if (!/^[0-9a-f]{6}$/i.test(h)) return FALLBACK;
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Normalises any input to a safe `#rrggbb` string (never echoes raw input). */
function safe(colour: string): string {
  return toHex(parseHex(colour));
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const light = (c: string, t: number) => mix(c, "#ffffff", t);
/** Darken towards a warm near-black, which reads softer than pure black. */
const dark = (c: string, t: number) => mix(c, "#1c1512", t);

function luminance(c: string): number {
  const [r, g, b] = parseHex(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

function hsl(c: string): { h: number; s: number; l: number } {
  const [r, g, b] = parseHex(c).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: h * 60, s, l };
}

/** Grey-ish light colours are treated as steel, warm yellows as gold. */
function metalTone(c: string): "steel" | "gold" | null {
  const { h, s, l } = hsl(c);
  if (s < 0.16 && l >= 0.42) return "steel";
  if (h >= 38 && h <= 56 && s >= 0.35 && l >= 0.45 && l <= 0.8) return "gold";
  return null;
}

const GOLD = "#d6ae57";
const STEEL = "#c3c9d1";

/** Very pale items would vanish on a tint of themselves; warm the tint up. */
function tintBase(c: string): string {
  return luminance(c) > 0.8 ? mix(c, "#d9b99b", 0.55) : c;
}

/** Readable ink on top of a colour (used for prints and stitching). */
function inkOn(c: string): string {
  return luminance(c) > 0.6 ? dark(c, 0.45) : light(c, 0.7);
}

function esc(s: string): string {
  return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** Rounds coordinates so generated markup stays compact. */
function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

function vIndex(variant: number): number {
  const v = Math.floor(Number(variant) || 0);
  return ((v % 4) + 4) % 4;
}

/* ------------------------------------------------------------------ */
/* SVG building blocks                                                 */
/* ------------------------------------------------------------------ */

type Stop = [offset: number, colour: string, opacity?: number];

function stops(list: Stop[]): string {
  return list.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`).join("");
}

function linear(id: string, list: Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

function radial(id: string, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stops(list)}</radialGradient>`;
}

/** Soft cylindrical shading for cloth. */
function fabric(id: string, c: string): string {
  return linear(id, [
    [0, dark(c, 0.2)],
    [0.22, c],
    [0.5, light(c, 0.12)],
    [0.78, c],
    [1, dark(c, 0.24)],
  ]);
}

function metal(id: string, base: string, vertical = false): string {
  return linear(
    id,
    [
      [0, dark(base, 0.25)],
      [0.3, light(base, 0.45)],
      [0.5, base],
      [0.72, light(base, 0.25)],
      [1, dark(base, 0.3)],
    ],
    0,
    0,
    vertical ? 0 : 1,
    vertical ? 1 : 0,
  );
}

function svgDoc(w: number, h: number, inner: string, label?: string): string {
  const title = label ? `<title>${esc(label)}</title>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` + title + inner + `</svg>`;
}

/** What a painter hands back: definitions, shapes, and where it touches the floor. */
interface Drawn {
  defs: string;
  body: string;
  /** y coordinate of the item's base (for the floor shadow). */
  ground: number;
  /** half width of the floor shadow. */
  spread: number;
  /** optional enlargement around (400, ground), for small items. */
  zoom?: number;
  /** optional upward shift, so low items sit nearer the middle. */
  lift?: number;
}

type IdFn = (name: string) => string;
type Painter = (c: string, v: number, id: IdFn) => Drawn;

/**
 * Optional print on garments: 0 plain, 1 pin stripes, 2 polka dots, 3 plain.
 * The print is plain geometry clipped to the garment (librsvg renders that
 * much faster than a <pattern> fill).
 */
function printOverlay(c: string, v: number, id: IdFn, d: string): { defs: string; body: string } {
  if (v !== 1 && v !== 2) return { defs: "", body: "" };
  const ink = inkOn(c);
  let geometry = "";
  if (v === 1) {
    // slightly slanted stripes, 26px apart
    for (let x = 120; x <= 700; x += 26) geometry += `M${x} 140 L${x + 98} 800 `;
    geometry = `<path d="${geometry}" stroke="${ink}" stroke-width="7" fill="none" opacity=".28"/>`;
  } else {
    for (let y = 150; y <= 790; y += 34) {
      const shift = ((y - 150) / 34) % 2 === 0 ? 0 : 17;
      for (let x = 180 + shift; x <= 620; x += 34) geometry += `M${x - 4.2} ${y}a4.2 4.2 0 1 0 8.4 0a4.2 4.2 0 1 0 -8.4 0Z`;
    }
    geometry = `<path d="${geometry}" fill="${ink}" opacity=".38"/>`;
  }
  return {
    defs: `<clipPath id="${id("printclip")}"><path d="${d}"/></clipPath>`,
    body: `<g clip-path="url(#${id("printclip")})">${geometry}</g>`,
  };
}

/** A wooden hanger with a steel hook; `y` is the bar's centre line. */
function hanger(id: IdFn, y: number, half = 140): { defs: string; body: string } {
  const wood = "#b98a5e";
  const defs = linear(
    id("wood"),
    [
      [0, light(wood, 0.25)],
      [0.5, wood],
      [1, dark(wood, 0.25)],
    ],
    0,
    0,
    0,
    1,
  );
  const top = y - 34;
  const body =
    `<path d="M400 ${n(top)} C400 ${n(top - 26)} 428 ${n(top - 30)} 428 ${n(top - 52)} C428 ${n(top - 70)} 414 ${n(top - 78)} 400 ${n(top - 78)} C386 ${n(top - 78)} 375 ${n(top - 68)} 377 ${n(top - 56)}" fill="none" stroke="#9aa0a8" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M400 ${n(top - 2)} Q${n(400 + half * 0.55)} ${n(y - 14)} ${n(400 + half)} ${n(y + 2)} Q${n(400 + half + 8)} ${n(y + 10)} ${n(400 + half - 4)} ${n(y + 13)} Q400 ${n(y - 2)} ${n(400 - half + 4)} ${n(y + 13)} Q${n(400 - half - 8)} ${n(y + 10)} ${n(400 - half)} ${n(y + 2)} Q${n(400 - half * 0.55)} ${n(y - 14)} 400 ${n(top - 2)} Z" fill="url(#${id("wood")})" stroke="${dark(wood, 0.3)}" stroke-width="1.5"/>` +
    `<circle cx="400" cy="${n(top)}" r="7" fill="#9aa0a8"/>`;
  return { defs, body };
}

/* ------------------------------------------------------------------ */
/* Clothing                                                            */
/* ------------------------------------------------------------------ */

const paintDress: Painter = (c, v, id) => {
  const d =
    "M355 190 L369 190 Q400 262 431 190 L445 190 C450 238 465 262 478 276 C470 320 458 350 458 386 " +
    "C505 480 560 600 602 700 Q560 726 500 708 Q450 729 400 711 Q350 729 300 708 Q240 726 198 700 " +
    "C240 600 295 480 342 386 C342 350 330 320 322 276 C335 262 350 238 355 190 Z";
  const h = hanger(id, 206, 150);
  const print = printOverlay(c, v, id, d);
  const fold = dark(c, 0.35);
  const shine = light(c, 0.45);
  const body =
    h.body +
    `<path d="${d}" fill="url(#${id("cloth")})"/>` +
    print.body +
    // inner back of the dress visible through the neckline
    `<path d="M369 190 Q400 262 431 190 Q400 214 369 190 Z" fill="${dark(c, 0.35)}"/>` +
    // bodice darts
    `<path d="M372 300 Q378 340 376 384 M428 300 Q422 340 424 384" fill="none" stroke="${fold}" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>` +
    // skirt folds
    `<g fill="none" stroke-linecap="round">` +
    `<path d="M360 405 Q320 560 292 704" stroke="${fold}" stroke-opacity=".3" stroke-width="5"/>` +
    `<path d="M392 410 Q388 560 392 708" stroke="${fold}" stroke-opacity=".22" stroke-width="5"/>` +
    `<path d="M428 406 Q468 560 500 704" stroke="${fold}" stroke-opacity=".3" stroke-width="5"/>` +
    `<path d="M378 410 Q356 560 340 712" stroke="${shine}" stroke-opacity=".35" stroke-width="7"/>` +
    `<path d="M414 410 Q430 560 452 716" stroke="${shine}" stroke-opacity=".28" stroke-width="7"/>` +
    `</g>` +
    // waist sash with a small bow
    `<path d="M342 380 Q400 394 458 380 L460 404 Q400 418 340 404 Z" fill="${dark(c, 0.28)}"/>` +
    `<path d="M400 398 L372 384 L374 414 Z M400 398 L428 384 L426 414 Z" fill="${dark(c, 0.38)}"/>` +
    `<circle cx="400" cy="398" r="7" fill="${dark(c, 0.45)}"/>`;
  return { defs: fabric(id("cloth"), c) + h.defs + print.defs, body, ground: 735, spread: 230 };
};

const paintSkirt: Painter = (c, v, id) => {
  const waistY = 238;
  const hemY = 640;
  const d = `M300 ${waistY} L500 ${waistY} L592 ${hemY} Q400 ${hemY + 28} 208 ${hemY} Z`;
  const print = printOverlay(c, v, id, d);
  // pleats: alternate light and dark panels fanning out from the waist
  const count = 10;
  let pleats = "";
  for (let i = 0; i < count; i++) {
    const t0 = i / count;
    const t1 = (i + 1) / count;
    const wx0 = 300 + 200 * t0;
    const wx1 = 300 + 200 * t1;
    const hx0 = 208 + 384 * t0;
    const hx1 = 208 + 384 * t1;
    const sag0 = Math.sin(Math.PI * t0) * 26;
    const sag1 = Math.sin(Math.PI * t1) * 26;
    const shade = i % 2 === 0 ? dark(c, 0.14) : light(c, 0.1);
    pleats += `<path d="M${n(wx0)} ${waistY} L${n(wx1)} ${waistY} L${n(hx1)} ${n(hemY + sag1 - 1)} L${n(hx0)} ${n(hemY + sag0 - 1)} Z" fill="${shade}" opacity=".55"/>`;
  }
  const body =
    // skirt hanger: bar + two clips
    `<path d="M400 178 C400 152 428 148 428 126 C428 108 414 100 400 100 C386 100 375 110 377 122" fill="none" stroke="#9aa0a8" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="250" y="176" width="300" height="14" rx="7" fill="#9aa0a8"/>` +
    `<rect x="250" y="176" width="300" height="5" rx="2.5" fill="#d7dbe0"/>` +
    `<path d="${d}" fill="url(#${id("cloth")})"/>` +
    pleats +
    print.body +
    `<path d="M296 208 L504 208 L506 ${waistY + 4} L294 ${waistY + 4} Z" fill="${dark(c, 0.18)}"/>` +
    `<path d="M298 216 L502 216" stroke="${light(c, 0.35)}" stroke-opacity=".5" stroke-width="2" stroke-dasharray="6 5"/>` +
    `<circle cx="470" cy="224" r="6" fill="${light(c, 0.55)}" stroke="${dark(c, 0.4)}" stroke-width="1.5"/>` +
    // clips
    `<g fill="#8a9099"><rect x="296" y="180" width="22" height="40" rx="4"/><rect x="482" y="180" width="22" height="40" rx="4"/></g>` +
    `<g fill="#c9ced6"><rect x="300" y="184" width="14" height="12" rx="2"/><rect x="486" y="184" width="14" height="12" rx="2"/></g>`;
  return { defs: fabric(id("cloth"), c) + print.defs, body, ground: 690, spread: 220 };
};

/** Diagonal twill lines across the trousers area. */
function twill(): string {
  let d = "";
  for (let x = 120; x <= 560; x += 9) d += `M${x} 160 L${x + 300} 720 `;
  return d;
}

/** A loose canvas weave across the tote. */
function weave(): string {
  let d = "";
  for (let y = 334; y <= 676; y += 7) d += `M190 ${y} H610 `;
  for (let x = 194; x <= 606; x += 7) d += `M${x} 330 V680 `;
  return d;
}

function paintPants(c: string, v: number, id: IdFn, jeans: boolean): Drawn {
  const d = jeans
    ? "M283 170 L517 170 L521 216 C530 320 536 480 540 700 L432 706 L404 345 L396 345 L368 706 L260 700 C264 480 270 320 279 216 Z"
    : "M288 170 L512 170 L515 216 C520 330 524 480 528 705 L424 709 L403 352 L397 352 L376 709 L272 705 C276 480 280 330 285 216 Z";
  const stitch = jeans ? "#dc9b43" : dark(c, 0.32);
  let defs = fabric(id("cloth"), c);
  let body = `<path d="${d}" fill="url(#${id("cloth")})"/>`;
  if (jeans) {
    defs +=
      radial(id("fade"), [
        [0, "#ffffff", 0.45],
        [1, "#ffffff", 0],
      ]) + `<clipPath id="${id("clip")}"><path d="${d}"/></clipPath>`;
    body +=
      `<g clip-path="url(#${id("clip")})">` +
      `<path d="${twill()}" stroke="#ffffff" stroke-width="2" opacity=".09"/>` +
      `<ellipse cx="336" cy="390" rx="48" ry="120" fill="url(#${id("fade")})"/>` +
      `<ellipse cx="464" cy="390" rx="48" ry="120" fill="url(#${id("fade")})"/>` +
      `<ellipse cx="318" cy="560" rx="36" ry="60" fill="url(#${id("fade")})" opacity=".7"/>` +
      `<ellipse cx="482" cy="560" rx="36" ry="60" fill="url(#${id("fade")})" opacity=".7"/>` +
      `</g>` +
      // whiskers
      `<path d="M370 330 Q350 338 330 334 M372 346 Q352 356 334 352 M430 330 Q450 338 470 334 M428 346 Q448 356 466 352" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>`;
  } else {
    // pressed creases
    body +=
      `<path d="M334 224 L322 704 M466 224 L478 704" stroke="${light(c, 0.35)}" stroke-opacity=".5" stroke-width="3"/>` +
      `<path d="M337 224 L325 704 M469 224 L481 704" stroke="${dark(c, 0.3)}" stroke-opacity=".35" stroke-width="2"/>`;
  }
  // waistband
  const wb = jeans ? "M283 170 L517 170 L521 216 L279 216 Z" : "M288 170 L512 170 L515 216 L285 216 Z";
  body += `<path d="${wb}" fill="${dark(c, 0.12)}"/>`;
  body += `<path d="M${jeans ? 283 : 288} 178 L${jeans ? 517 : 512} 178 M${jeans ? 281 : 286} 208 L${jeans ? 519 : 514} 208" stroke="${stitch}" stroke-width="2" stroke-dasharray="6 4" fill="none"/>`;
  if (jeans) {
    body +=
      // belt loops
      `<g fill="${dark(c, 0.05)}" stroke="${stitch}" stroke-width="1.5"><rect x="300" y="164" width="13" height="58" rx="3"/><rect x="356" y="164" width="13" height="58" rx="3"/><rect x="431" y="164" width="13" height="58" rx="3"/><rect x="487" y="164" width="13" height="58" rx="3"/></g>` +
      // pockets, coin pocket and fly
      `<g fill="none" stroke="${stitch}" stroke-width="2.2" stroke-dasharray="7 4">` +
      `<path d="M296 218 Q318 268 281 286"/><path d="M504 218 Q482 268 519 286"/>` +
      `<path d="M462 222 L498 222 L500 254 Q482 262 464 254 Z"/>` +
      `<path d="M416 216 L416 300 Q416 328 398 338"/><path d="M424 216 L424 302 Q424 336 400 346"/>` +
      `<path d="M287 684 L372 690 M428 690 L513 684" />` +
      `</g>` +
      `<g fill="#c58a4a" stroke="#7a4f22" stroke-width="1.5"><circle cx="288" cy="288" r="4"/><circle cx="512" cy="288" r="4"/></g>` +
      `<circle cx="400" cy="193" r="11" fill="#c8893f" stroke="#7a4f22" stroke-width="2"/><circle cx="397" cy="190" r="3.5" fill="#f1c98f"/>`;
  } else {
    body +=
      // slanted side pockets and fly line
      `<g fill="none" stroke="${dark(c, 0.35)}" stroke-width="2.5" stroke-linecap="round"><path d="M308 216 L286 296"/><path d="M492 216 L514 296"/><path d="M410 216 L410 318 Q410 336 398 344"/></g>` +
      // leather belt
      `<path d="M286 180 L514 180 L514 204 L286 204 Z" fill="#3a2a22"/>` +
      `<path d="M286 184 L514 184 M286 200 L514 200" stroke="#6b5040" stroke-width="1.2" stroke-dasharray="5 4"/>` +
      `<rect x="382" y="174" width="40" height="36" rx="5" fill="none" stroke="${GOLD}" stroke-width="5"/>` +
      `<rect x="400" y="188" width="22" height="8" fill="#3a2a22"/>` +
      `<rect x="398" y="188" width="8" height="4" rx="2" fill="${light(GOLD, 0.3)}"/>` +
      `<g fill="${dark(c, 0.08)}"><rect x="310" y="172" width="12" height="40" rx="3"/><rect x="478" y="172" width="12" height="40" rx="3"/></g>` +
      `<path d="M286 686 L374 690 M426 690 L514 686" stroke="${dark(c, 0.3)}" stroke-width="1.5" stroke-opacity=".6"/>`;
  }
  void v;
  return { defs, body, ground: 712, spread: 210 };
}

const paintJeans: Painter = (c, v, id) => paintPants(c, v, id, true);
const paintSlacks: Painter = (c, v, id) => paintPants(c, v, id, false);

const paintShirt: Painter = (c, v, id) => {
  const d =
    "M368 182 L432 182 L512 208 C545 260 575 380 588 470 L540 478 C528 400 510 340 498 305 L502 640 " +
    "Q470 676 400 662 Q330 676 298 640 L302 305 C290 340 272 400 260 478 L212 470 C225 380 255 260 288 208 Z";
  const h = hanger(id, 196, 128);
  const print = printOverlay(c, v, id, d);
  const line = dark(c, 0.32);
  const btn = luminance(c) > 0.55 ? "#f6f2ea" : light(c, 0.6);
  let buttons = "";
  for (const y of [262, 330, 398, 466, 534, 602]) {
    buttons += `<circle cx="400" cy="${y}" r="6" fill="${btn}" stroke="${dark(c, 0.4)}" stroke-width="1.2"/>`;
  }
  const body =
    h.body +
    `<path d="${d}" fill="url(#${id("cloth")})"/>` +
    print.body +
    // sleeve creases and side shading
    `<path d="M300 312 C286 360 272 420 262 470 M500 312 C514 360 528 420 538 470" stroke="${line}" stroke-opacity=".3" stroke-width="3" fill="none"/>` +
    `<path d="M288 212 Q296 260 302 305 M512 212 Q504 260 498 305" stroke="${line}" stroke-opacity=".35" stroke-width="2.5" fill="none"/>` +
    // cuffs
    `<path d="M540 478 L588 470 L595 522 L547 530 Z M260 478 L212 470 L205 522 L253 530 Z" fill="${dark(c, 0.1)}" stroke="${line}" stroke-opacity=".5" stroke-width="1.5"/>` +
    `<circle cx="572" cy="500" r="4.5" fill="${btn}"/><circle cx="228" cy="500" r="4.5" fill="${btn}"/>` +
    // inner neck + placket
    `<path d="M368 182 Q400 170 432 182 Q400 204 368 182 Z" fill="${dark(c, 0.38)}"/>` +
    `<path d="M390 214 L410 214 L410 664 L390 665 Z" fill="${light(c, 0.06)}" stroke="${line}" stroke-opacity=".45" stroke-width="1.5"/>` +
    buttons +
    // collar
    `<path d="M364 176 L404 216 L380 250 L344 206 Z" fill="${light(c, 0.08)}" stroke="${line}" stroke-opacity=".55" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M436 176 L396 216 L420 250 L456 206 Z" fill="${light(c, 0.12)}" stroke="${line}" stroke-opacity=".55" stroke-width="2" stroke-linejoin="round"/>` +
    // chest pocket
    `<path d="M318 292 L372 292 L372 346 L345 356 L318 346 Z" fill="none" stroke="${line}" stroke-opacity=".5" stroke-width="2"/>` +
    `<path d="M318 304 L372 304" stroke="${line}" stroke-opacity=".35" stroke-width="1.5"/>`;
  return { defs: fabric(id("cloth"), c) + h.defs + print.defs, body, ground: 690, spread: 230 };
};

const paintFrock: Painter = (c, v, id) => {
  let hem = "";
  let x = 592;
  const scallops = 8;
  const w = (592 - 208) / scallops;
  for (let i = 0; i < scallops; i++) {
    hem += ` Q${n(x - w / 2)} 630 ${n(x - w)} 604`;
    x -= w;
  }
  const d =
    "M372 204 Q400 232 428 204 L455 210 C462 228 468 248 470 264 C462 292 456 316 456 344 " +
    `C510 420 560 520 592 604${hem} ` +
    "C240 520 290 420 344 344 C344 316 338 292 330 264 C332 248 338 228 345 210 Z";
  const h = hanger(id, 214, 110);
  const print = printOverlay(c, v, id, d);
  const trim = luminance(c) > 0.75 ? "#e9a3a8" : "#fffaf2";
  const sash = luminance(c) > 0.75 ? "#d88c95" : light(c, 0.65);
  const line = dark(c, 0.3);
  const body =
    h.body +
    `<path d="${d}" fill="url(#${id("cloth")})"/>` +
    print.body +
    // tulle petticoat peeking out
    `<path d="M232 604 Q400 640 568 604" fill="none" stroke="${trim}" stroke-width="5" stroke-dasharray="2 7" stroke-linecap="round"/>` +
    // skirt gathers
    `<g fill="none" stroke-linecap="round" stroke-width="4"><path d="M370 356 Q330 480 290 604" stroke="${line}" stroke-opacity=".25"/><path d="M400 358 L400 620" stroke="${line}" stroke-opacity=".18"/><path d="M430 356 Q470 480 510 604" stroke="${line}" stroke-opacity=".25"/>` +
    `<path d="M386 360 Q366 480 348 616" stroke="${light(c, 0.5)}" stroke-opacity=".35" stroke-width="7"/><path d="M416 360 Q436 480 456 616" stroke="${light(c, 0.5)}" stroke-opacity=".3" stroke-width="7"/></g>` +
    // puff sleeves
    `<path d="M345 210 C312 206 290 228 296 256 C300 272 318 276 330 264 C338 248 340 228 345 210 Z" fill="url(#${id("cloth")})" stroke="${line}" stroke-opacity=".35" stroke-width="2"/>` +
    `<path d="M455 210 C488 206 510 228 504 256 C500 272 482 276 470 264 C462 248 460 228 455 210 Z" fill="url(#${id("cloth")})" stroke="${line}" stroke-opacity=".35" stroke-width="2"/>` +
    `<path d="M300 262 Q314 276 330 264 M500 262 Q486 276 470 264" stroke="${trim}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    // peter pan collar
    `<path d="M372 204 Q384 222 400 230 C384 250 352 246 350 218 Q358 208 372 204 Z" fill="${trim}" stroke="${dark(trim, 0.2)}" stroke-width="1.5"/>` +
    `<path d="M428 204 Q416 222 400 230 C416 250 448 246 450 218 Q442 208 428 204 Z" fill="${trim}" stroke="${dark(trim, 0.2)}" stroke-width="1.5"/>` +
    // sash and bow
    `<path d="M344 338 Q400 352 456 338 L458 362 Q400 376 342 362 Z" fill="${sash}"/>` +
    `<path d="M430 352 L470 330 Q482 348 472 372 Z M430 352 L464 394 L450 400 Z M430 352 L478 380 L470 392 Z" fill="${dark(sash, 0.12)}"/>` +
    `<circle cx="430" cy="352" r="9" fill="${dark(sash, 0.2)}"/>`;
  return { defs: fabric(id("cloth"), c) + h.defs + print.defs, body, ground: 650, spread: 210 };
};

const paintMaxi: Painter = (c, v, id) => {
  const d =
    "M358 182 L370 182 Q400 296 430 182 L442 182 C448 232 462 260 474 278 C466 300 458 320 456 342 " +
    "C480 470 528 600 596 752 Q540 770 486 758 Q440 772 396 758 Q340 772 290 758 Q240 766 200 748 " +
    "C278 600 322 470 344 342 C342 320 334 300 326 278 C338 260 352 232 358 182 Z";
  const h = hanger(id, 170, 140);
  const print = printOverlay(c, v, id, d);
  const fold = dark(c, 0.38);
  const shine = light(c, 0.5);
  const gem = luminance(c) > 0.6 ? "#6d7fb0" : "#f1e4c6";
  const body =
    // straps go up to the hanger
    `<path d="M360 186 L356 158 M440 186 L444 158" stroke="${dark(c, 0.2)}" stroke-width="6" stroke-linecap="round"/>` +
    h.body +
    `<path d="${d}" fill="url(#${id("cloth")})"/>` +
    print.body +
    `<path d="M370 182 Q400 296 430 182 Q400 212 370 182 Z" fill="${dark(c, 0.4)}"/>` +
    // ruching on the bodice
    `<g fill="none" stroke="${fold}" stroke-opacity=".3" stroke-width="2.5" stroke-linecap="round"><path d="M336 290 Q360 300 382 288"/><path d="M340 310 Q366 320 390 306"/><path d="M464 290 Q440 300 418 288"/><path d="M460 310 Q434 320 410 306"/></g>` +
    // long flowing folds
    `<g fill="none" stroke-linecap="round">` +
    `<path d="M366 360 C350 480 300 620 262 756" stroke="${fold}" stroke-opacity=".3" stroke-width="6"/>` +
    `<path d="M392 362 C392 500 380 640 360 760" stroke="${fold}" stroke-opacity=".22" stroke-width="5"/>` +
    `<path d="M418 362 C440 500 470 640 520 758" stroke="${fold}" stroke-opacity=".3" stroke-width="6"/>` +
    `<path d="M378 362 C372 500 340 640 316 762" stroke="${shine}" stroke-opacity=".3" stroke-width="9"/>` +
    `<path d="M408 362 C420 500 436 640 450 764" stroke="${shine}" stroke-opacity=".3" stroke-width="9"/>` +
    `</g>` +
    // empire waist band with a brooch
    `<path d="M344 334 Q400 348 456 334 L457 352 Q400 366 343 352 Z" fill="${dark(c, 0.22)}"/>` +
    `<circle cx="400" cy="348" r="13" fill="${GOLD}" stroke="${dark(GOLD, 0.35)}" stroke-width="2"/>` +
    `<circle cx="400" cy="348" r="7" fill="${gem}"/><circle cx="397" cy="345" r="2.5" fill="#ffffff" opacity=".8"/>`;
  return { defs: fabric(id("cloth"), c) + h.defs + print.defs, body, ground: 764, spread: 230 };
};

/* ------------------------------------------------------------------ */
/* Jewellery and watches                                               */
/* ------------------------------------------------------------------ */

function sparkle(x: number, y: number, r: number, opacity = 0.9): string {
  const k = r * 0.18;
  return `<path d="M${n(x)} ${n(y - r)} Q${n(x + k)} ${n(y - k)} ${n(x + r)} ${n(y)} Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + r)} Q${n(x - k)} ${n(y + k)} ${n(x - r)} ${n(y)} Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - r)} Z" fill="#ffffff" opacity="${opacity}"/>`;
}

function bez(p0: number[], p1: number[], p2: number[], p3: number[], t: number): [number, number] {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const cc = 3 * u * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * p1[0] + cc * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + cc * p2[1] + d * p3[1]];
}

/** Points spread evenly (by arc length) along a cubic Bezier curve. */
function evenlyAlong(p0: number[], p1: number[], p2: number[], p3: number[], count: number): [number, number][] {
  const samples: [number, number][] = [];
  const lengths: number[] = [0];
  const steps = 240;
  for (let i = 0; i <= steps; i++) {
    samples.push(bez(p0, p1, p2, p3, i / steps));
    if (i > 0) {
      const [ax, ay] = samples[i - 1];
      const [bx, by] = samples[i];
      lengths.push(lengths[i - 1] + Math.hypot(bx - ax, by - ay));
    }
  }
  const total = lengths[steps];
  const out: [number, number][] = [];
  let j = 0;
  for (let k = 0; k < count; k++) {
    const target = (total * k) / (count - 1);
    while (j < steps && lengths[j + 1] < target) j++;
    const seg = lengths[j + 1] - lengths[j] || 1;
    const f = Math.min(1, Math.max(0, (target - lengths[j]) / seg));
    const a = samples[j];
    const b = samples[Math.min(steps, j + 1)];
    out.push([a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f]);
  }
  return out;
}

const paintNecklace: Painter = (c, v, id) => {
  // a jewellery display bust with a beaded necklace and a drop pendant
  const velvet = luminance(c) > 0.55 ? (v % 2 === 0 ? "#3b3640" : "#34404a") : v % 2 === 0 ? "#efe5d8" : "#e8e1ea";
  const bust =
    "M344 186 L456 186 L456 286 C468 320 520 334 572 346 C616 358 640 392 642 440 C644 530 620 612 604 680 " +
    "Q400 702 196 680 C180 612 156 530 158 440 C160 392 184 358 228 346 C280 334 332 320 344 286 Z";
  const metalC = metalTone(c) ?? GOLD;
  const defs =
    radial(
      id("bust"),
      [
        [0, light(velvet, 0.2)],
        [0.65, velvet],
        [1, dark(velvet, 0.25)],
      ],
      0.42,
      0.3,
      0.75,
    ) +
    linear(id("neck"), [
      [0, dark(velvet, 0.25)],
      [0.45, light(velvet, 0.1)],
      [1, dark(velvet, 0.3)],
    ]) +
    radial(
      id("gem"),
      [
        [0, light(c, 0.65)],
        [0.45, c],
        [1, dark(c, 0.4)],
      ],
      0.38,
      0.32,
      0.7,
    ) +
    metal(id("gold"), metalC) +
    linear(
      id("base"),
      [
        [0, "#9a7656"],
        [1, "#5d4331"],
      ],
      0,
      0,
      0,
      1,
    );
  const p0 = [350, 292];
  const p1 = [262, 540];
  const p2 = [538, 540];
  const p3 = [450, 292];
  const pts = evenlyAlong(p0, p1, p2, p3, 37);
  let beads = "";
  pts.forEach(([x, y], i) => {
    if (i % 3 === 0 && i > 0 && i < pts.length - 1) {
      beads += `<circle cx="${n(x)}" cy="${n(y)}" r="12" fill="url(#${id("gem")})" stroke="${dark(c, 0.4)}" stroke-width="1"/><circle cx="${n(x - 3.5)}" cy="${n(y - 4)}" r="3" fill="#ffffff" opacity=".75"/>`;
    } else {
      beads += `<circle cx="${n(x)}" cy="${n(y)}" r="6" fill="url(#${id("gold")})" stroke="${dark(metalC, 0.35)}" stroke-width="1"/>`;
    }
  });
  const [px, py] = bez(p0, p1, p2, p3, 0.5);
  const top = py + 5;
  const pendant =
    `<rect x="${n(px - 7)}" y="${n(top)}" width="14" height="18" rx="4" fill="url(#${id("gold")})"/>` +
    `<path d="M${n(px)} ${n(top + 16)} C${n(px + 40)} ${n(top + 36)} ${n(px + 38)} ${n(top + 86)} ${n(px)} ${n(top + 104)} C${n(px - 38)} ${n(top + 86)} ${n(px - 40)} ${n(top + 36)} ${n(px)} ${n(top + 16)} Z" fill="url(#${id("gold")})" stroke="${dark(metalC, 0.4)}" stroke-width="1"/>` +
    `<path d="M${n(px)} ${n(top + 25)} C${n(px + 30)} ${n(top + 42)} ${n(px + 28)} ${n(top + 82)} ${n(px)} ${n(top + 95)} C${n(px - 28)} ${n(top + 82)} ${n(px - 30)} ${n(top + 42)} ${n(px)} ${n(top + 25)} Z" fill="url(#${id("gem")})"/>` +
    `<path d="M${n(px)} ${n(top + 25)} L${n(px - 12)} ${n(top + 58)} L${n(px)} ${n(top + 95)} L${n(px + 12)} ${n(top + 58)} Z" fill="#ffffff" opacity=".16"/>` +
    `<ellipse cx="${n(px - 10)}" cy="${n(top + 48)}" rx="5" ry="11" fill="#ffffff" opacity=".55"/>` +
    sparkle(px + 24, top + 34, 13);
  const body =
    `<rect x="196" y="674" width="408" height="34" rx="8" fill="url(#${id("base")})"/>` +
    `<rect x="196" y="674" width="408" height="6" rx="3" fill="#ffffff" opacity=".18"/>` +
    `<path d="${bust}" fill="url(#${id("bust")})"/>` +
    `<path d="M344 186 L456 186 L456 286 C448 314 424 326 400 328 C376 326 352 314 344 286 Z" fill="url(#${id("neck")})"/>` +
    `<ellipse cx="400" cy="186" rx="56" ry="12" fill="${light(velvet, 0.15)}" stroke="${dark(velvet, 0.2)}" stroke-width="1.5"/>` +
    `<path d="M280 520 C330 580 470 580 520 520" fill="none" stroke="${dark(velvet, 0.2)}" stroke-width="12" stroke-linecap="round" opacity=".15"/>` +
    `<path d="M352 298 C356 336 382 352 400 354 C418 352 444 336 448 298" fill="none" stroke="${metalC}" stroke-width="2.5" opacity=".85"/>` +
    `<g transform="translate(${n(px)} ${n(top)}) scale(1.3) translate(${n(-px)} ${n(-top)})">${pendant}</g>` +
    beads;
  return { defs, body, ground: 708, spread: 240 };
};

function gemShape(cx: number, cy: number, w: number, c: string, id: IdFn): string {
  // side view of a brilliant cut: table, crown facets and pointed pavilion
  const hw = w / 2;
  const tableHw = hw * 0.55;
  const crownY = cy - w * 0.22;
  const girdleY = cy;
  const tipY = cy + w * 0.55;
  return (
    `<path d="M${n(cx - tableHw)} ${n(crownY)} L${n(cx + tableHw)} ${n(crownY)} L${n(cx + hw)} ${n(girdleY)} L${n(cx)} ${n(tipY)} L${n(cx - hw)} ${n(girdleY)} Z" fill="url(#${id("stone")})" stroke="${dark(c, 0.45)}" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="M${n(cx - tableHw)} ${n(crownY)} L${n(cx - hw * 0.3)} ${n(girdleY)} L${n(cx)} ${n(crownY)} L${n(cx + hw * 0.3)} ${n(girdleY)} L${n(cx + tableHw)} ${n(crownY)}" fill="none" stroke="${light(c, 0.55)}" stroke-width="1.5" opacity=".8"/>` +
    `<path d="M${n(cx - hw)} ${n(girdleY)} L${n(cx + hw)} ${n(girdleY)}" stroke="${light(c, 0.5)}" stroke-width="2" opacity=".8"/>` +
    `<path d="M${n(cx - hw * 0.3)} ${n(girdleY)} L${n(cx)} ${n(tipY)} L${n(cx + hw * 0.3)} ${n(girdleY)}" fill="none" stroke="${dark(c, 0.3)}" stroke-width="1.5" opacity=".7"/>` +
    `<path d="M${n(cx - hw)} ${n(girdleY)} L${n(cx - hw * 0.3)} ${n(girdleY)} L${n(cx)} ${n(tipY)} Z" fill="${dark(c, 0.25)}" opacity=".45"/>` +
    `<path d="M${n(cx + hw * 0.3)} ${n(girdleY)} L${n(cx + hw)} ${n(girdleY)} L${n(cx)} ${n(tipY)} Z" fill="${light(c, 0.4)}" opacity=".35"/>`
  );
}

const paintRing: Painter = (c, v, id) => {
  const band = v % 2 === 0 ? GOLD : "#d9dde3";
  const cx = 400;
  const cy = 500;
  const defs =
    linear(
      id("band"),
      [
        [0, light(band, 0.55)],
        [0.35, band],
        [0.65, dark(band, 0.25)],
        [1, light(band, 0.3)],
      ],
      0,
      0,
      1,
      1,
    ) +
    linear(
      id("inner"),
      [
        [0, dark(band, 0.45)],
        [1, dark(band, 0.1)],
      ],
      0,
      0,
      0,
      1,
    ) +
    linear(
      id("stone"),
      [
        [0, light(c, 0.6)],
        [0.45, c],
        [1, dark(c, 0.35)],
      ],
      0,
      0,
      1,
      1,
    );
  // band: outer ellipse minus inner ellipse; the inner surface shows as a darker crescent
  const R = 160;
  const r = 128;
  const bandPath = `M${cx - R} ${cy} A${R} ${R + 4} 0 1 0 ${cx + R} ${cy} A${R} ${R + 4} 0 1 0 ${cx - R} ${cy} Z M${cx - r} ${cy + 8} A${r} ${r} 0 1 1 ${cx + r} ${cy + 8} A${r} ${r} 0 1 1 ${cx - r} ${cy + 8} Z`;
  const gemY = cy - R - 14;
  const prong = (dx: number) =>
    `<path d="M${cx + dx} ${cy - R + 10} L${cx + dx * 1.9} ${gemY - 2}" stroke="${dark(band, 0.1)}" stroke-width="7" stroke-linecap="round"/>`;
  const body =
    `<path d="${bandPath}" fill="url(#${id("band")})" fill-rule="evenodd" stroke="${dark(band, 0.35)}" stroke-width="1.5"/>` +
    `<path d="M${cx - r} ${cy + 8} A${r} ${r} 0 0 1 ${cx + r} ${cy + 8} A${r} ${r - 10} 0 0 0 ${cx - r} ${cy + 8} Z" fill="url(#${id("inner")})" opacity=".85"/>` +
    `<path d="M${cx - R + 22} ${cy + 40} A${R - 18} ${R - 14} 0 0 0 ${cx - 40} ${cy + R - 14}" fill="none" stroke="#ffffff" stroke-opacity=".55" stroke-width="5" stroke-linecap="round"/>` +
    // setting (basket) and prongs
    `<path d="M${cx - 34} ${cy - R + 6} L${cx + 34} ${cy - R + 6} L${cx + 46} ${gemY + 6} L${cx - 46} ${gemY + 6} Z" fill="url(#${id("band")})" stroke="${dark(band, 0.35)}" stroke-width="1.5"/>` +
    prong(-26) +
    prong(26) +
    gemShape(cx, gemY - 8, 150, c, id) +
    `<g stroke="${dark(band, 0.05)}" stroke-width="6" stroke-linecap="round"><path d="M${cx - 64} ${gemY - 20} L${cx - 74} ${gemY - 4}"/><path d="M${cx + 64} ${gemY - 20} L${cx + 74} ${gemY - 4}"/></g>` +
    sparkle(cx + 34, gemY - 48, 22) +
    sparkle(cx - 118, cy + 30, 12, 0.8) +
    sparkle(cx - 28, gemY - 20, 9, 0.7);
  return { defs, body, ground: cy + R + 6, spread: 180, zoom: 1.15, lift: 40 };
};

const paintChain: Painter = (c, v) => {
  const base = metalTone(c) === null ? (v % 2 === 0 ? GOLD : STEEL) : c;
  const hi = light(base, 0.6);
  const lo = dark(base, 0.45);
  const cx = 400;
  const cy = 440;
  const count = 46;
  let links = "";
  // teardrop-ish loop: the clasp sits at the top, the loop sags at the bottom
  const point = (a: number): [number, number] => {
    const x = cx + 225 * Math.cos(a) * (1 - 0.12 * Math.sin(a));
    const y = cy + 215 * Math.sin(a) + 30 * Math.sin(a) * Math.sin(a);
    return [x, y];
  };
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + ((i + 0.9) / (count + 0.8)) * Math.PI * 2;
    const [x, y] = point(a);
    const [x2, y2] = point(a + 0.01);
    const ang = (Math.atan2(y2 - y, x2 - x) * 180) / Math.PI;
    const t = `translate(${n(x)} ${n(y)}) rotate(${n(ang)})`;
    if (i % 2 === 0) {
      links +=
        `<g transform="${t}"><ellipse rx="19" ry="12" fill="none" stroke="${lo}" stroke-width="9"/>` +
        `<ellipse rx="19" ry="12" fill="none" stroke="${base}" stroke-width="6"/>` +
        `<path d="M-14 -8 A17 10 0 0 1 12 -9" fill="none" stroke="${hi}" stroke-width="2.5" stroke-linecap="round"/></g>`;
    } else {
      links +=
        `<g transform="${t}"><rect x="-19" y="-5" width="38" height="10" rx="5" fill="${base}" stroke="${lo}" stroke-width="2"/>` +
        `<path d="M-13 -2 L13 -2" stroke="${hi}" stroke-width="2.5" stroke-linecap="round"/></g>`;
    }
  }
  const [ax, ay] = point(-Math.PI / 2);
  const clasp =
    `<g transform="translate(${n(ax)} ${n(ay)})">` +
    `<ellipse cx="-20" cy="0" rx="26" ry="15" fill="${base}" stroke="${lo}" stroke-width="2"/>` +
    `<path d="M-38 -4 Q-20 -12 -4 -4" stroke="${hi}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<rect x="-8" y="-4" width="14" height="8" rx="3" fill="${lo}"/>` +
    `<circle cx="22" cy="0" r="11" fill="none" stroke="${base}" stroke-width="6"/>` +
    `</g>`;
  const tag =
    `<rect x="386" y="${n(cy + 245)}" width="28" height="40" rx="6" fill="${base}" stroke="${lo}" stroke-width="2"/>` +
    `<rect x="392" y="${n(cy + 252)}" width="6" height="26" rx="3" fill="${hi}" opacity=".8"/>`;
  const body = links + clasp + tag + sparkle(560, 300, 16) + sparkle(240, 560, 11, 0.8);
  return { defs: "", body, ground: cy + 290, spread: 240 };
};

const paintBracelet: Painter = (c, v, id) => {
  const cx = 400;
  const cy = 470;
  const rx = 218;
  const ry = v % 2 === 0 ? 92 : 110;
  const count = 20;
  const spacer = metalTone(c) === "gold" ? STEEL : GOLD;
  const defs = radial(
    id("bead"),
    [
      [0, light(c, 0.7)],
      [0.35, light(c, 0.15)],
      [0.75, c],
      [1, dark(c, 0.35)],
    ],
    0.35,
    0.32,
    0.7,
  );
  const items: { depth: number; svg: string }[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + (v * Math.PI) / 40;
    const x = cx + rx * Math.cos(a);
    const y = cy + ry * Math.sin(a);
    const depth = Math.sin(a);
    const r = 30 + 8 * depth;
    const fade = depth < 0 ? ` opacity="${n(0.75 + 0.25 * (1 + depth))}"` : "";
    items.push({
      depth,
      svg:
        `<g${fade}><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#${id("bead")})" stroke="${dark(c, 0.35)}" stroke-width="1"/>` +
        `<ellipse cx="${n(x - r * 0.32)}" cy="${n(y - r * 0.38)}" rx="${n(r * 0.24)}" ry="${n(r * 0.15)}" fill="#ffffff" opacity=".7"/></g>`,
    });
    const a2 = a + Math.PI / count;
    const sx = cx + rx * Math.cos(a2);
    const sy = cy + ry * Math.sin(a2);
    const d2 = Math.sin(a2);
    items.push({
      depth: d2 + 0.001,
      svg: `<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="${n(8 + 2 * d2)}" ry="${n(14 + 3 * d2)}" fill="${spacer}" stroke="${dark(spacer, 0.4)}" stroke-width="1" transform="rotate(${n((Math.atan2(ry * Math.cos(a2), -rx * Math.sin(a2)) * 180) / Math.PI + 90)} ${n(sx)} ${n(sy)})"/>`,
    });
  }
  items.sort((a, b) => a.depth - b.depth);
  // a round charm dangling at the front
  const charm =
    `<path d="M${cx} ${cy + ry + 20} L${cx} ${cy + ry + 46}" stroke="${spacer}" stroke-width="4"/>` +
    `<circle cx="${cx}" cy="${cy + ry + 70}" r="26" fill="${spacer}" stroke="${dark(spacer, 0.4)}" stroke-width="2"/>` +
    `<path d="M${cx} ${cy + ry + 54} l5 11 12 1 -9 8 3 12 -11 -6 -11 6 3 -12 -9 -8 12 -1 Z" fill="${light(spacer, 0.45)}" opacity=".9"/>`;
  const body =
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${dark(c, 0.5)}" stroke-width="3" opacity=".5"/>` +
    items.map((i) => i.svg).join("") +
    charm +
    sparkle(cx + 150, cy - ry - 10, 16);
  return { defs, body, ground: cy + ry + 100, spread: 240, zoom: 1.08, lift: 30 };
};

const paintWatch: Painter = (c, v, id) => {
  const tone = metalTone(c);
  const bracelet = tone !== null;
  const caseC = tone === "gold" ? GOLD : tone === "steel" ? c : v % 2 === 0 ? STEEL : GOLD;
  const dials = ["#f6f1e6", "#1f2b47", "#fbfbf9", "#25262a"];
  const dial = dials[v];
  const darkDial = luminance(dial) < 0.4;
  const mark = darkDial ? light(caseC, 0.4) : "#2b2a2e";
  const cx = 400;
  const cy = 400;
  const defs =
    radial(
      id("case"),
      [
        [0, light(caseC, 0.5)],
        [0.8, caseC],
        [1, dark(caseC, 0.35)],
      ],
      0.4,
      0.35,
      0.75,
    ) +
    linear(
      id("bezel"),
      [
        [0, light(caseC, 0.6)],
        [0.5, dark(caseC, 0.15)],
        [1, light(caseC, 0.3)],
      ],
      0,
      0,
      1,
      1,
    ) +
    radial(
      id("dial"),
      [
        [0, light(dial, 0.12)],
        [1, dark(dial, 0.12)],
      ],
      0.45,
      0.4,
      0.7,
    ) +
    linear(id("strap"), [
      [0, dark(c, 0.3)],
      [0.5, light(c, 0.08)],
      [1, dark(c, 0.3)],
    ]) +
    metal(id("link"), bracelet ? c : caseC);
  let strap = "";
  if (bracelet) {
    for (let y = 80; y < 286; y += 34) strap += linkRow(y, id);
    for (let y = 516; y < 730; y += 34) strap += linkRow(y, id);
  } else {
    const sc = dark(c, 0.4);
    const stitch = light(c, 0.45);
    strap =
      `<path d="M336 300 L340 90 Q340 70 360 70 L440 70 Q460 70 460 90 L464 300 Z" fill="url(#${id("strap")})" stroke="${sc}" stroke-width="1.5"/>` +
      `<path d="M336 500 L340 712 Q340 738 366 738 L434 738 Q460 738 460 712 L464 500 Z" fill="url(#${id("strap")})" stroke="${sc}" stroke-width="1.5"/>` +
      `<g fill="none" stroke="${stitch}" stroke-width="2" stroke-dasharray="7 5" opacity=".8"><path d="M348 296 L351 92 Q351 82 361 82 L439 82 Q449 82 449 92 L452 296"/><path d="M348 504 L351 710 Q351 726 367 726 L433 726 Q449 726 449 710 L452 504"/></g>` +
      `<g fill="${dark(c, 0.55)}"><ellipse cx="400" cy="600" rx="6" ry="8"/><ellipse cx="400" cy="636" rx="6" ry="8"/><ellipse cx="400" cy="672" rx="6" ry="8"/></g>` +
      // keeper loop + buckle on the short strap
      `<rect x="330" y="176" width="140" height="20" rx="4" fill="${dark(c, 0.15)}" stroke="${sc}" stroke-width="1.5"/>` +
      `<rect x="324" y="96" width="152" height="52" rx="14" fill="none" stroke="url(#${id("link")})" stroke-width="9"/>` +
      `<path d="M400 100 L400 150" stroke="url(#${id("link")})" stroke-width="7" stroke-linecap="round"/>`;
  }
  let ticks = "";
  for (let i = 0; i < 60; i++) {
    const a = (i * 6 * Math.PI) / 180;
    const major = i % 5 === 0;
    if (major) {
      const big = i % 15 === 0;
      const r1 = 100;
      const r2 = big ? 74 : 82;
      const w = big ? 9 : 6;
      ticks += `<line x1="${n(cx + r1 * Math.sin(a))}" y1="${n(cy - r1 * Math.cos(a))}" x2="${n(cx + r2 * Math.sin(a))}" y2="${n(cy - r2 * Math.cos(a))}" stroke="${mark}" stroke-width="${w}" stroke-linecap="round"/>`;
    } else {
      ticks += `<line x1="${n(cx + 104 * Math.sin(a))}" y1="${n(cy - 104 * Math.cos(a))}" x2="${n(cx + 98 * Math.sin(a))}" y2="${n(cy - 98 * Math.cos(a))}" stroke="${mark}" stroke-width="1.5" opacity=".7"/>`;
    }
  }
  const hand = (deg: number, len: number, w: number, colour: string) =>
    `<path d="M${cx - w / 2} ${cy + 14} L${cx - w * 0.35} ${cy - len} L${cx} ${cy - len - 10} L${cx + w * 0.35} ${cy - len} L${cx + w / 2} ${cy + 14} Z" fill="${colour}" transform="rotate(${deg} ${cx} ${cy})"/>`;
  const handC = darkDial ? light(caseC, 0.55) : "#23242a";
  const body =
    strap +
    // lugs
    `<g fill="url(#${id("case")})" stroke="${dark(caseC, 0.4)}" stroke-width="1.5"><path d="M332 282 L352 268 L364 318 L340 324 Z"/><path d="M468 282 L448 268 L436 318 L460 324 Z"/><path d="M332 518 L352 532 L364 482 L340 476 Z"/><path d="M468 518 L448 532 L436 482 L460 476 Z"/></g>` +
    // crown
    `<rect x="532" y="384" width="26" height="32" rx="6" fill="url(#${id("bezel")})" stroke="${dark(caseC, 0.4)}" stroke-width="1.5"/>` +
    `<path d="M540 386 V414 M546 386 V414 M552 386 V414" stroke="${dark(caseC, 0.35)}" stroke-width="1.5"/>` +
    `<circle cx="${cx}" cy="${cy}" r="140" fill="url(#${id("case")})" stroke="${dark(caseC, 0.45)}" stroke-width="2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="128" fill="url(#${id("bezel")})"/>` +
    `<circle cx="${cx}" cy="${cy}" r="114" fill="url(#${id("dial")})" stroke="${dark(caseC, 0.3)}" stroke-width="2"/>` +
    ticks +
    // date window at 3 o'clock
    `<rect x="448" y="391" width="26" height="18" rx="2" fill="#ffffff" stroke="${mark}" stroke-width="1.5"/>` +
    `<path d="M456 396 h8 v4 h-8 v4 h8" fill="none" stroke="#2b2a2e" stroke-width="1.6"/>` +
    hand(305, 52, 12, handC) +
    hand(60, 82, 9, handC) +
    `<g transform="rotate(200 ${cx} ${cy})"><line x1="${cx}" y1="${cy + 24}" x2="${cx}" y2="${cy - 96}" stroke="#c8433a" stroke-width="2.5"/><circle cx="${cx}" cy="${cy + 22}" r="5" fill="#c8433a"/></g>` +
    `<circle cx="${cx}" cy="${cy}" r="8" fill="${handC}"/><circle cx="${cx}" cy="${cy}" r="3" fill="#c8433a"/>` +
    // crystal reflection
    `<path d="M${cx - 100} ${cy - 30} A106 106 0 0 1 ${cx + 30} ${cy - 102} A120 120 0 0 0 ${cx - 100} ${cy - 30} Z" fill="#ffffff" opacity=".35"/>` +
    `<path d="M${cx - 110} ${cy - 10} A112 112 0 0 1 ${cx + 50} ${cy - 102} L${cx + 40} ${cy - 86} A96 96 0 0 0 ${cx - 94} ${cy - 6} Z" fill="#ffffff" opacity=".12"/>`;
  return { defs, body, ground: 748, spread: 150 };
};

function linkRow(y: number, id: IdFn): string {
  const h = 30;
  return (
    `<rect x="338" y="${y}" width="36" height="${h}" rx="5" fill="url(#${id("link")})" stroke="#6f747c" stroke-width="1"/>` +
    `<rect x="377" y="${y + 1}" width="46" height="${h - 2}" rx="6" fill="url(#${id("link")})" stroke="#6f747c" stroke-width="1"/>` +
    `<rect x="426" y="${y}" width="36" height="${h}" rx="5" fill="url(#${id("link")})" stroke="#6f747c" stroke-width="1"/>` +
    `<rect x="381" y="${y + 4}" width="38" height="5" rx="2.5" fill="#ffffff" opacity=".45"/>`
  );
}

/* ------------------------------------------------------------------ */
/* Shoes and bags                                                      */
/* ------------------------------------------------------------------ */

/** Even variants draw a court shoe (heel), odd variants a lace-up derby. */
const paintShoe: Painter = (c, v, id) => (v % 2 === 0 ? paintPump(c, v, id) : paintDerby(c, v, id));

const paintPump: Painter = (c, _v, id) => {
  // court shoe, toe pointing right; ground at y=604
  const upper =
    "M200 398 C190 430 192 462 208 478 C300 494 392 562 472 592 C544 616 628 612 680 598 " +
    "C698 592 702 580 688 574 C644 552 570 524 508 508 C470 498 444 496 420 496 C344 490 266 456 200 398 Z";
  const lining = "M200 398 C266 456 344 490 420 496 C450 497 480 502 508 508 C470 488 430 478 396 472 C330 462 262 430 206 392 Z";
  const defs =
    linear(
      id("upper"),
      [
        [0, light(c, 0.25)],
        [0.5, c],
        [1, dark(c, 0.32)],
      ],
      0,
      0,
      0,
      1,
    ) +
    linear(id("heel"), [
      [0, dark(c, 0.25)],
      [0.45, light(c, 0.1)],
      [1, dark(c, 0.35)],
    ]) +
    linear(
      id("lining"),
      [
        [0, "#d9c2ab"],
        [1, "#f3e6d8"],
      ],
      0,
      0,
      1,
      0,
    );
  const body =
    // stiletto heel
    `<path d="M208 476 L266 490 C252 522 246 560 250 598 L236 598 C232 560 224 520 208 476 Z" fill="url(#${id("heel")})"/>` +
    `<rect x="233" y="596" width="20" height="9" rx="2" fill="#2a2322"/>` +
    // inside of the far wall and the insole at the heel
    `<path d="${lining}" fill="url(#${id("lining")})"/>` +
    `<path d="M214 404 C270 446 330 468 392 474" fill="none" stroke="#c9ab8f" stroke-width="3" opacity=".8"/>` +
    `<path d="${upper}" fill="url(#${id("upper")})" stroke="${dark(c, 0.35)}" stroke-width="1.5"/>` +
    // piping along the top line
    `<path d="M200 398 C266 456 344 490 420 496 C444 496 470 498 508 508" fill="none" stroke="${dark(c, 0.3)}" stroke-width="3" stroke-linecap="round"/>` +
    // sole edge
    `<path d="M208 478 C300 494 392 562 472 592 C544 616 628 612 680 598" fill="none" stroke="#2e2624" stroke-width="5" stroke-linecap="round"/>` +
    // gloss
    `<path d="M540 540 C590 556 630 568 664 580" fill="none" stroke="#ffffff" stroke-opacity=".6" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M236 450 C280 482 330 504 380 516" fill="none" stroke="#ffffff" stroke-opacity=".28" stroke-width="6" stroke-linecap="round"/>`;
  return { defs, body, ground: 604, spread: 250, zoom: 1.12, lift: 70 };
};

const paintDerby: Painter = (c, v, id) => {
  // lace-up derby, toe pointing right; ground at y=612
  const upper =
    "M180 568 L183 472 C184 452 198 444 216 446 C252 452 282 470 312 468 C332 466 346 454 358 440 " +
    "L404 414 C456 430 524 468 584 498 C640 524 688 536 700 550 C702 560 692 568 672 568 Z";
  const defs =
    linear(
      id("upper"),
      [
        [0, light(c, 0.22)],
        [0.55, c],
        [1, dark(c, 0.3)],
      ],
      0,
      0,
      0,
      1,
    ) +
    linear(
      id("sole"),
      [
        [0, "#4a3b33"],
        [1, "#241c19"],
      ],
      0,
      0,
      0,
      1,
    );
  const seam = dark(c, 0.35);
  const stitch = light(c, 0.45);
  const laceC = luminance(c) > 0.6 ? "#4a3b33" : "#f1e9db";
  // eyelets run from the collar (back, high) down to the throat (front, low)
  let laces = "";
  for (let i = 0; i < 4; i++) {
    const x = 370 + i * 24;
    const y = 446 + i * 13;
    laces += `<path d="M${x} ${y} L${x + 20} ${y - 20}" stroke="${laceC}" stroke-width="5" stroke-linecap="round"/>`;
    laces += `<circle cx="${x}" cy="${y}" r="4.2" fill="${dark(c, 0.5)}" stroke="${light(c, 0.5)}" stroke-width="1.5"/>`;
  }
  const brogue =
    v === 3
      ? Array.from({ length: 10 }, (_, i) => {
          const t = i / 9;
          const x = 576 + 20 * Math.sin(t * Math.PI) - 4;
          const y = 500 + t * 60;
          return `<circle cx="${n(x)}" cy="${n(y)}" r="2.6" fill="${dark(c, 0.5)}"/>`;
        }).join("")
      : "";
  const body =
    // tongue behind the facing
    `<path d="M350 446 C352 412 378 394 410 398 C424 402 424 414 412 420 Z" fill="${dark(c, 0.12)}" stroke="${seam}" stroke-width="1.5"/>` +
    `<path d="${upper}" fill="url(#${id("upper")})" stroke="${dark(c, 0.4)}" stroke-width="1.5"/>` +
    // padded collar lining
    `<path d="M186 462 C190 450 204 446 218 448 C252 454 282 472 312 470 C332 468 346 456 358 442" fill="none" stroke="${dark(c, 0.45)}" stroke-width="6" stroke-linecap="round"/>` +
    // heel counter seam
    `<path d="M196 456 C232 486 250 530 252 568" fill="none" stroke="${seam}" stroke-width="2.5"/>` +
    `<path d="M206 460 C238 490 256 530 260 566" fill="none" stroke="${stitch}" stroke-width="1.6" stroke-dasharray="5 4" opacity=".7"/>` +
    // quarter overlay (derby facing) down to the sole
    `<path d="M358 440 C380 470 420 490 452 490 C440 520 420 548 400 568" fill="none" stroke="${seam}" stroke-width="2.5"/>` +
    `<path d="M366 452 C388 476 418 488 440 490" fill="none" stroke="${stitch}" stroke-width="1.6" stroke-dasharray="5 4" opacity=".7"/>` +
    // toe cap seam
    `<path d="M584 498 C600 520 606 544 604 568" fill="none" stroke="${seam}" stroke-width="2.5"/>` +
    laces +
    brogue +
    `<path d="M600 512 C640 528 668 538 686 548" fill="none" stroke="#ffffff" stroke-opacity=".45" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M230 500 C240 520 244 540 244 556" fill="none" stroke="#ffffff" stroke-opacity=".2" stroke-width="6" stroke-linecap="round"/>` +
    // welt, sole and stacked heel
    `<path d="M176 566 L672 566 C688 566 700 558 704 548 C708 566 696 584 668 586 L176 586 Z" fill="url(#${id("sole")})"/>` +
    `<path d="M186 574 L676 574" stroke="#8c7a6d" stroke-width="1.6" stroke-dasharray="5 4"/>` +
    `<path d="M178 586 L272 586 L270 612 L184 612 Z" fill="#1f1917"/>` +
    `<path d="M180 598 L271 598" stroke="#3a302b" stroke-width="2"/>`;
  return { defs, body, ground: 612, spread: 260, zoom: 1.1, lift: 70 };
};

/** Small perforation dots over the sneaker's toe box. */
function meshDots(): string {
  let d = "";
  for (let y = 445; y <= 555; y += 10) {
    for (let x = 445 + ((y / 10) % 2) * 5; x <= 700; x += 10) d += `M${x - 1.8} ${y}a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0 -3.6 0Z`;
  }
  return d;
}

const paintSneaker: Painter = (c, v, id) => {
  // running shoe, toe pointing right; ground at y=614
  const bright = luminance(c) > 0.7;
  const accent = bright ? (v % 2 === 0 ? "#e07a5f" : "#3d5a80") : "#ffffff";
  const laceC = bright ? "#5b5f66" : "#f7f4ee";
  const sole =
    "M182 524 C300 532 480 548 600 556 C640 558 674 552 692 538 C704 560 694 592 662 602 " +
    "C600 612 300 610 204 608 C178 606 166 590 166 564 C166 542 170 528 182 524 Z";
  const upper =
    "M184 530 C176 482 178 442 192 414 C204 398 222 400 232 414 C252 442 292 452 324 440 " +
    "C338 432 346 418 354 404 L384 400 C414 420 442 446 472 462 C540 496 622 508 666 520 " +
    "C690 528 694 536 692 540 C560 560 300 540 184 530 Z";
  const defs =
    linear(
      id("upper"),
      [
        [0, light(c, 0.28)],
        [0.6, c],
        [1, dark(c, 0.22)],
      ],
      0,
      0,
      0,
      1,
    ) +
    linear(
      id("sole"),
      [
        [0, "#ffffff"],
        [1, "#dcd6cd"],
      ],
      0,
      0,
      0,
      1,
    ) +
    `<clipPath id="${id("clip")}"><path d="${upper}"/></clipPath>`;
  // eyelets follow the throat line; each lace crosses it as a short bar
  let laces = "";
  for (let i = 0; i < 5; i++) {
    const x = 372 + i * 22;
    const y = 406 + i * 13;
    laces += `<circle cx="${n(x + 8)}" cy="${n(y + 14)}" r="3.6" fill="${dark(c, 0.45)}"/>`;
    laces += `<path d="M${n(x - 8)} ${n(y - 8)} L${n(x + 12)} ${n(y + 12)}" stroke="${laceC}" stroke-width="5.5" stroke-linecap="round"/>`;
    laces += `<path d="M${n(x + 2)} ${n(y - 12)} L${n(x - 6)} ${n(y + 6)}" stroke="${laceC}" stroke-width="4.5" stroke-linecap="round" opacity=".8"/>`;
  }
  const body =
    // tongue behind the upper
    `<path d="M342 420 C336 386 350 362 374 360 C396 360 404 378 398 396 L388 420 Z" fill="${light(c, 0.12)}" stroke="${dark(c, 0.3)}" stroke-width="1.5"/>` +
    `<path d="${upper}" fill="url(#${id("upper")})" stroke="${dark(c, 0.35)}" stroke-width="1.5"/>` +
    `<g clip-path="url(#${id("clip")})"><path d="${meshDots()}" fill="${dark(c, 0.45)}" opacity=".18"/></g>` +
    // heel counter and padded collar
    `<path d="M184 530 C178 494 180 464 190 440 C214 452 236 486 252 534 Z" fill="${dark(c, 0.16)}"/>` +
    `<path d="M196 410 C212 398 226 404 234 418 C254 446 292 456 326 442" fill="none" stroke="${dark(c, 0.4)}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M190 418 L184 388 Q194 380 204 388 L210 406" fill="${accent}" stroke="${dark(c, 0.3)}" stroke-width="1.5"/>` +
    // sweeping side stripe (an invented mark)
    `<path d="M258 522 C320 480 420 456 540 476 C450 488 380 506 318 536 C290 548 262 544 258 522 Z" fill="${accent}" opacity=".95"/>` +
    // toe overlay
    `<path d="M588 506 C628 512 668 522 690 540" fill="none" stroke="${dark(c, 0.28)}" stroke-width="3"/>` +
    laces +
    `<path d="M480 478 C540 500 600 510 640 516" fill="none" stroke="#ffffff" stroke-opacity=".4" stroke-width="6" stroke-linecap="round"/>` +
    // outsole (offset copy) and midsole
    `<path d="${sole}" transform="translate(0 10)" fill="${bright ? dark(accent, 0.1) : "#3a3a3e"}"/>` +
    `<path d="${sole}" fill="url(#${id("sole")})" stroke="#bdb6ad" stroke-width="1.5"/>` +
    `<path d="M200 566 C300 578 470 584 640 570" fill="none" stroke="#cfc8bf" stroke-width="3"/>` +
    `<path d="M220 590 C320 598 480 600 620 592" fill="none" stroke="#e8e3dc" stroke-width="2"/>`;
  return { defs, body, ground: 618, spread: 260, zoom: 1.1, lift: 70 };
};

const paintHandbag: Painter = (c, v, id) => {
  const defs =
    linear(
      id("bag"),
      [
        [0, light(c, 0.18)],
        [0.5, c],
        [1, dark(c, 0.28)],
      ],
      0,
      0,
      0.4,
      1,
    ) +
    linear(
      id("flap"),
      [
        [0, light(c, 0.25)],
        [1, dark(c, 0.08)],
      ],
      0,
      0,
      0,
      1,
    ) +
    metal(id("gold"), GOLD);
  const stitch = luminance(c) > 0.6 ? dark(c, 0.35) : light(c, 0.5);
  const body =
    // handle (behind the body)
    `<path d="M300 392 C300 250 500 250 500 392" fill="none" stroke="${dark(c, 0.3)}" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M300 392 C300 250 500 250 500 392" fill="none" stroke="${c}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M316 330 C330 286 370 270 400 270" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="5" stroke-linecap="round"/>` +
    `<g fill="url(#${id("gold")})"><rect x="286" y="372" width="28" height="30" rx="6"/><rect x="486" y="372" width="28" height="30" rx="6"/></g>` +
    // body
    `<path d="M232 384 L568 384 Q592 384 596 408 L626 636 Q630 664 600 664 L200 664 Q170 664 174 636 L204 408 Q208 384 232 384 Z" fill="url(#${id("bag")})" stroke="${dark(c, 0.4)}" stroke-width="1.5"/>` +
    `<path d="M196 646 L604 646" stroke="${dark(c, 0.3)}" stroke-width="2" opacity=".6"/>` +
    // flap
    `<path d="M218 384 L582 384 L572 500 Q400 548 228 500 Z" fill="url(#${id("flap")})" stroke="${dark(c, 0.35)}" stroke-width="1.5"/>` +
    `<path d="M232 398 L568 398 L560 490 Q400 534 240 490 Z" fill="none" stroke="${stitch}" stroke-width="2" stroke-dasharray="7 5" opacity=".8"/>` +
    // turn-lock clasp
    `<rect x="372" y="496" width="56" height="44" rx="10" fill="url(#${id("gold")})" stroke="${dark(GOLD, 0.4)}" stroke-width="1.5"/>` +
    `<rect x="392" y="506" width="16" height="24" rx="5" fill="${light(GOLD, 0.35)}" stroke="${dark(GOLD, 0.4)}" stroke-width="1.5" transform="rotate(${v % 2 === 0 ? 0 : 90} 400 518)"/>` +
    `<path d="M230 420 C240 470 250 560 244 640" fill="none" stroke="#ffffff" stroke-opacity=".18" stroke-width="14" stroke-linecap="round"/>`;
  return { defs, body, ground: 664, spread: 250, zoom: 1.08, lift: 20 };
};

const paintWallet: Painter = (c, v, id) => {
  const defs =
    linear(
      id("leather"),
      [
        [0, light(c, 0.2)],
        [0.6, c],
        [1, dark(c, 0.3)],
      ],
      0,
      0,
      0.3,
      1,
    ) + metal(id("snap"), GOLD);
  const stitch = luminance(c) > 0.6 ? dark(c, 0.35) : light(c, 0.5);
  const cards = ["#2f6f8f", "#e3c36b", "#c4534a"];
  const cardSvg = cards
    .map((col, i) => {
      const x = 262 + i * 70;
      const rot = (i - 1) * 4 + (v - 1.5) * 1.5;
      return (
        `<g transform="rotate(${n(rot)} ${x + 80} 380)"><rect x="${x}" y="${300 - i * 8}" width="170" height="110" rx="10" fill="${col}" stroke="${dark(col, 0.3)}" stroke-width="1.5"/>` +
        `<rect x="${x + 18}" y="${322 - i * 8}" width="30" height="22" rx="4" fill="${light(GOLD, 0.2)}"/>` +
        `<rect x="${x + 18}" y="${360 - i * 8}" width="110" height="7" rx="3.5" fill="#ffffff" opacity=".45"/></g>`
      );
    })
    .join("");
  const body =
    cardSvg +
    // back panel, then the front pocket
    `<rect x="206" y="360" width="388" height="250" rx="22" fill="${dark(c, 0.2)}"/>` +
    `<path d="M206 380 Q206 360 228 360 L572 360 Q594 360 594 380 L594 588 Q594 610 572 610 L228 610 Q206 610 206 588 Z" fill="url(#${id("leather")})" stroke="${dark(c, 0.4)}" stroke-width="1.5"/>` +
    `<path d="M206 410 L594 410" stroke="${dark(c, 0.3)}" stroke-width="3"/>` +
    `<rect x="220" y="374" width="360" height="222" rx="14" fill="none" stroke="${stitch}" stroke-width="2" stroke-dasharray="7 5" opacity=".8"/>` +
    // snap tab
    `<path d="M594 440 L520 440 Q496 440 496 464 L496 492 Q496 516 520 516 L594 516 Z" fill="${dark(c, 0.12)}" stroke="${dark(c, 0.4)}" stroke-width="1.5"/>` +
    `<circle cx="530" cy="478" r="14" fill="url(#${id("snap")})" stroke="${dark(GOLD, 0.4)}" stroke-width="1.5"/>` +
    `<circle cx="526" cy="474" r="4" fill="#ffffff" opacity=".6"/>` +
    `<path d="M230 430 C236 480 236 540 230 590" fill="none" stroke="#ffffff" stroke-opacity=".2" stroke-width="12" stroke-linecap="round"/>`;
  return { defs, body, ground: 612, spread: 230, zoom: 1.2, lift: 50 };
};

const paintTote: Painter = (c, v, id) => {
  const d = "M222 330 L578 330 L606 676 L194 676 Z";
  const band = luminance(c) > 0.6 ? ["#b5523b", "#23395b", "#e2b04a"] : ["#f3e9d7", "#e2b04a", "#b5523b"];
  const defs = fabric(id("canvas"), c) + `<clipPath id="${id("clip")}"><path d="${d}"/></clipPath>` + "";
  // kilim band: a row of diamonds between two stripes
  const y0 = 470 + (v % 2) * 24;
  let diamonds = "";
  for (let x = 170; x < 640; x += 52) {
    diamonds += `<path d="M${x} ${y0 + 40} L${x + 26} ${y0 + 14} L${x + 52} ${y0 + 40} L${x + 26} ${y0 + 66} Z" fill="${band[1]}"/>`;
    diamonds += `<path d="M${x + 26} ${y0 + 30} L${x + 36} ${y0 + 40} L${x + 26} ${y0 + 50} L${x + 16} ${y0 + 40} Z" fill="${band[2]}"/>`;
  }
  const handle = (offset: number, colour: string) =>
    `<path d="M${300 + offset} 340 C${300 + offset} 150 ${500 + offset} 150 ${500 + offset} 340" fill="none" stroke="${colour}" stroke-width="24" stroke-linecap="round"/>`;
  const body =
    handle(18, dark(c, 0.3)) +
    `<path d="${d}" fill="url(#${id("canvas")})" stroke="${dark(c, 0.35)}" stroke-width="1.5"/>` +
    `<g clip-path="url(#${id("clip")})">` +
    `<path d="${weave()}" stroke="#000000" stroke-width="1.2" opacity=".05"/>` +
    `<rect x="150" y="${y0}" width="500" height="80" fill="${band[0]}"/>` +
    diamonds +
    `<rect x="150" y="${y0 + 4}" width="500" height="5" fill="${band[2]}"/>` +
    `<rect x="150" y="${y0 + 71}" width="500" height="5" fill="${band[2]}"/>` +
    `</g>` +
    `<path d="M222 352 L578 352" stroke="${dark(c, 0.3)}" stroke-width="2" stroke-dasharray="6 5" opacity=".6"/>` +
    handle(0, light(c, 0.08)) +
    `<path d="M300 340 C300 150 500 150 500 340" fill="none" stroke="${dark(c, 0.35)}" stroke-width="2" stroke-dasharray="6 5" opacity=".6"/>` +
    `<g fill="${light(c, 0.08)}" stroke="${dark(c, 0.35)}" stroke-width="1.5"><rect x="284" y="328" width="32" height="48" rx="4"/><rect x="484" y="328" width="32" height="48" rx="4"/></g>` +
    `<g stroke="${dark(c, 0.45)}" stroke-width="2"><path d="M290 340 L310 364 M310 340 L290 364 M490 340 L510 364 M510 340 L490 364"/></g>`;
  return { defs, body, ground: 676, spread: 250 };
};

const painters: Record<ArtKind, Painter> = {
  dress: paintDress,
  skirt: paintSkirt,
  jeans: paintJeans,
  shirt: paintShirt,
  slacks: paintSlacks,
  frock: paintFrock,
  maxi: paintMaxi,
  necklace: paintNecklace,
  ring: paintRing,
  chain: paintChain,
  bracelet: paintBracelet,
  watch: paintWatch,
  shoe: paintShoe,
  sneaker: paintSneaker,
  handbag: paintHandbag,
  wallet: paintWallet,
  tote: paintTote,
};

function painterFor(kind: ArtKind): Painter {
  return painters[kind] ?? paintTote;
}

/**
 * Draws an item in the shared 800x800 space and returns markup for a `<g>`
 * plus its definitions. `prefix` keeps ids unique when several items share
 * one document.
 */
function item(kind: ArtKind, colour: string, variant: number, prefix: string, opts: { shadow?: boolean; tilt?: boolean } = {}) {
  const v = vIndex(variant);
  const c = safe(colour);
  const id: IdFn = (name) => `${prefix}-${name}`;
  const drawn = painterFor(kind)(c, v, id);
  const tilt = opts.tilt === false ? 0 : [0, -2.5, 2.5, -1.2][v];
  const mirror = (kind === "shoe" && v === 2) || (kind === "sneaker" && v >= 2) || (kind === "handbag" && v === 3);
  const shadowDef = radial(id("shadow"), [
    [0, "#3b2a20", 0.3],
    [0.6, "#3b2a20", 0.12],
    [1, "#3b2a20", 0],
  ]);
  const zoom = drawn.zoom ?? 1;
  const lift = drawn.lift ?? 0;
  const ground = drawn.ground - lift;
  const shadow =
    opts.shadow === false
      ? ""
      : `<ellipse cx="400" cy="${n(ground + 4)}" rx="${n(drawn.spread * zoom)}" ry="${n(Math.max(16, drawn.spread * zoom * 0.1))}" fill="url(#${id("shadow")})"/>`;
  const transform = [
    lift ? `translate(0 ${n(-lift)})` : "",
    zoom !== 1 ? `translate(400 ${n(drawn.ground)}) scale(${zoom}) translate(-400 ${n(-drawn.ground)})` : "",
    tilt ? `rotate(${tilt} 400 ${n(drawn.ground)})` : "",
    mirror ? "translate(800 0) scale(-1 1)" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const g = transform ? `<g transform="${transform}">${drawn.body}</g>` : `<g>${drawn.body}</g>`;
  return { defs: drawn.defs + shadowDef, body: shadow + g, ground };
}

/* ------------------------------------------------------------------ */
/* Public documents                                                    */
/* ------------------------------------------------------------------ */

const STUDIO = ["#f5ece4", "#e7f0ec", "#ede8f3", "#f6eedb"];

export function productSvg(kind: ArtKind, colour: string, variant: number): string {
  const v = vIndex(variant);
  const bg = STUDIO[v];
  const it = item(kind, colour, v, "p");
  const defs =
    linear(
      "p-wall",
      [
        [0, light(bg, 0.55)],
        [0.62, bg],
        [0.78, dark(bg, 0.04)],
        [1, dark(bg, 0.08)],
      ],
      0,
      0,
      0,
      1,
    ) +
    radial("p-glow", [
      [0, "#ffffff", 0.75],
      [1, "#ffffff", 0],
    ]);
  // a soft backdrop shape behind the item: Tunisian arch, disc, or nothing but light
  const tone = dark(bg, 0.045);
  const deco = [
    `<path d="${archPath(400, 70, 470, 800)}" fill="${light(bg, 0.35)}" opacity=".8"/>`,
    `<circle cx="400" cy="400" r="300" fill="${light(bg, 0.4)}" opacity=".75"/>`,
    `<path d="${archPath(400, 90, 500, 800)}" fill="none" stroke="${tone}" stroke-width="18" opacity=".7"/>`,
    `<path d="M0 0 L340 0 L120 800 L0 800 Z" fill="#ffffff" opacity=".28"/><path d="M420 0 L520 0 L300 800 L200 800 Z" fill="#ffffff" opacity=".18"/>`,
  ][v];
  const horizon = Math.min(it.ground - 40, 640);
  const floor = `<path d="M0 ${n(horizon + 10)} Q400 ${n(horizon - 12)} 800 ${n(horizon + 10)} L800 800 L0 800 Z" fill="${dark(bg, 0.035)}" opacity=".7"/>`;
  return svgDoc(
    800,
    800,
    `<defs>${defs}${it.defs}</defs>` +
      `<rect width="800" height="800" fill="url(#p-wall)"/>` +
      deco +
      floor +
      `<ellipse cx="400" cy="420" rx="330" ry="330" fill="url(#p-glow)"/>` +
      it.body,
  );
}

/** Places an item (drawn in 800x800 space) at (x, y) = top-left, scaled by s. */
function place(
  kind: ArtKind,
  colour: string,
  variant: number,
  prefix: string,
  x: number,
  y: number,
  s: number,
  shadow = true,
): { defs: string; body: string } {
  const it = item(kind, colour, variant, prefix, { shadow });
  return { defs: it.defs, body: `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">${it.body}</g>` };
}

/** Approximate visible extent of each drawing in the 800x800 space: [top, bottom, width]. */
const EXTENT: Record<ArtKind, [number, number, number]> = {
  dress: [92, 745, 420],
  skirt: [96, 700, 400],
  jeans: [160, 718, 290],
  shirt: [84, 700, 400],
  slacks: [160, 718, 270],
  frock: [100, 662, 400],
  maxi: [58, 772, 410],
  necklace: [172, 715, 490],
  ring: [196, 650, 380],
  chain: [210, 740, 470],
  bracelet: [316, 650, 500],
  watch: [66, 752, 300],
  shoe: [320, 548, 670],
  sneaker: [316, 560, 670],
  handbag: [222, 652, 490],
  wallet: [200, 576, 470],
  tote: [150, 686, 440],
};

/** Places an item so its visible part fills a box centred on (cx, cy). */
function fit(
  kind: ArtKind,
  colour: string,
  variant: number,
  prefix: string,
  cx: number,
  cy: number,
  maxH: number,
  maxW: number,
  shadow = true,
) {
  const [top, bottom, width] = EXTENT[kind] ?? [100, 700, 440];
  const s = Math.min(maxH / (bottom - top), maxW / width);
  const x = cx - 400 * s;
  const y = cy - ((top + bottom) / 2) * s;
  return place(kind, colour, variant, prefix, x, y, Math.round(s * 1000) / 1000, shadow);
}

function jasmine(x: number, y: number, r: number, rot = 0): string {
  let petals = "";
  for (let i = 0; i < 5; i++) {
    petals += `<ellipse cx="0" cy="${n(-r * 0.62)}" rx="${n(r * 0.36)}" ry="${n(r * 0.62)}" transform="rotate(${i * 72})"/>`;
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot})"><g fill="#fffdf7" stroke="#eadfca" stroke-width="1">${petals}</g><circle r="${n(r * 0.2)}" fill="#f1c75b"/></g>`;
}

function palmLeaf(x: number, y: number, len: number, rot: number, colour: string): string {
  // a date-palm frond: curved midrib with tapered leaflets on both sides
  const bend = -len * 0.14;
  const at = (t: number): [number, number] => [len * t, 2 * (1 - t) * t * bend];
  const count = 16;
  let leaflets = "";
  for (let i = 1; i <= count; i++) {
    const t = i / (count + 1);
    const [px, py] = at(t);
    const [qx, qy] = at(t + 0.01);
    const base = (Math.atan2(qy - py, qx - px) * 180) / Math.PI;
    const l = len * 0.34 * Math.sin(Math.PI * (0.12 + 0.8 * t)) + len * 0.04;
    const w = l * 0.11;
    const shape = `M0 0 Q${n(l * 0.45)} ${n(-w)} ${n(l)} 0 Q${n(l * 0.45)} ${n(w * 0.6)} 0 0 Z`;
    const tone = i % 2 === 0 ? colour : light(colour, 0.12);
    leaflets += `<path d="${shape}" fill="${tone}" transform="translate(${n(px)} ${n(py)}) rotate(${n(base - 48)})"/>`;
    leaflets += `<path d="${shape}" fill="${dark(colour, 0.08)}" transform="translate(${n(px)} ${n(py)}) rotate(${n(base + 48)})"/>`;
  }
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">` +
    leaflets +
    `<path d="M0 0 Q${n(len / 2)} ${n(bend)} ${n(len)} 0" stroke="${dark(colour, 0.2)}" stroke-width="${n(Math.max(2.5, len * 0.014))}" fill="none" stroke-linecap="round"/>` +
    `</g>`
  );
}

/** Keyhole (horseshoe) arch typical of Tunisian doorways. */
function archPath(cx: number, top: number, w: number, bottom: number): string {
  const r = w / 2;
  const cy = top + r;
  return `M${n(cx - r * 0.86)} ${n(cy + r * 0.5)} A${n(r)} ${n(r)} 0 1 1 ${n(cx + r * 0.86)} ${n(cy + r * 0.5)} L${n(cx + r * 0.86)} ${n(bottom)} L${n(cx - r * 0.86)} ${n(bottom)} Z`;
}

export function heroSvg(storeName: string): string {
  const defs =
    linear(
      "h-sky",
      [
        [0, "#f8ecdf"],
        [0.55, "#f3dcc6"],
        [1, "#e9c2a0"],
      ],
      0,
      0,
      1,
      1,
    ) +
    linear(
      "h-sea",
      [
        [0, "#bfe0e6"],
        [0.55, "#7fb8c6"],
        [1, "#4f8fa6"],
      ],
      0,
      0,
      0,
      1,
    ) +
    linear(
      "h-floor",
      [
        [0, "#e2b894"],
        [1, "#cf9b74"],
      ],
      0,
      0,
      0,
      1,
    ) +
    radial("h-sun", [
      [0, "#fff3d6", 1],
      [1, "#fff3d6", 0],
    ]) +
    linear(
      "h-rail",
      [
        [0, "#a4a9b1"],
        [0.5, "#e7e9ec"],
        [1, "#8b9098"],
      ],
      0,
      0,
      0,
      1,
    );
  // garments on a rail; each is offset so its hook sits on the rail
  const railY = 132;
  const s = 0.42;
  const onRail = (kind: ArtKind, colour: string, prefix: string, centre: number, hookTop: number) =>
    place(kind, colour, 0, prefix, centre - 400 * s, railY - (hookTop + 6) * s, s, false);
  const garments = [
    onRail("shirt", "#f4f1ea", "h1", 1030, 86),
    onRail("dress", "#c8553d", "h2", 1140, 96),
    onRail("maxi", "#2f6f8f", "h3", 1255, 60),
    onRail("frock", "#e8b04b", "h4", 1365, 104),
  ];
  const bag = place("handbag", "#8a4b2f", 0, "h5", 1010 - 400 * 0.28, 356, 0.28, true);
  const shoe = place("shoe", "#b0413e", 0, "h6", 1265 - 400 * 0.26, 408, 0.26, true);
  const cx = 1190;
  const inner = archPath(cx, 40, 480, 600);
  const jamb = 240 * 0.86;
  const body =
    `<rect width="1600" height="600" fill="url(#h-sky)"/>` +
    `<circle cx="300" cy="150" r="300" fill="url(#h-sun)" opacity=".75"/>` +
    // calm left side: soft dunes
    `<path d="M0 470 Q260 430 520 458 T1000 446 L1000 600 L0 600 Z" fill="#efd3b8" opacity=".65"/>` +
    `<path d="M0 530 Q300 496 640 522 T1100 508 L1100 600 L0 600 Z" fill="#e8c4a3" opacity=".65"/>` +
    // whitewashed wall around a horseshoe arch, with a blue frame and the sea beyond
    `<path d="M868 600 L868 120 Q868 -8 996 -8 L1384 -8 Q1512 -8 1512 120 L1512 600 Z" fill="#d9b795" opacity=".35"/>` +
    `<path d="M880 600 L880 120 Q880 0 1000 0 L1380 0 Q1500 0 1500 120 L1500 600 Z" fill="#f9f3ea"/>` +
    `<path d="${inner}" fill="url(#h-sea)"/>` +
    `<circle cx="1300" cy="150" r="34" fill="#fff5dc" opacity=".9"/>` +
    `<path d="M${n(cx - jamb)} 330 Q${cx - 60} 322 ${cx} 330 T${n(cx + jamb)} 326 L${n(cx + jamb)} 600 L${n(cx - jamb)} 600 Z" fill="#5c9bb0" opacity=".55"/>` +
    `<path d="M${n(cx - jamb)} 440 L${n(cx + jamb)} 440 L${n(cx + jamb)} 600 L${n(cx - jamb)} 600 Z" fill="url(#h-floor)"/>` +
    `<path d="${inner}" fill="none" stroke="#2c5d8a" stroke-width="14"/>` +
    `<path d="${archPath(cx, 20, 520, 600)}" fill="none" stroke="#e7dccb" stroke-width="3"/>` +
    // rail on two posts
    `<rect x="${cx - 230}" y="${railY - 6}" width="460" height="12" rx="6" fill="url(#h-rail)"/>` +
    `<rect x="${cx - 222}" y="${railY}" width="9" height="400" fill="#8f959d"/><rect x="${cx + 213}" y="${railY}" width="9" height="400" fill="#8f959d"/>` +
    `<rect x="${cx - 246}" y="${railY + 396}" width="58" height="8" rx="4" fill="#747a82"/><rect x="${cx + 188}" y="${railY + 396}" width="58" height="8" rx="4" fill="#747a82"/>` +
    garments.map((g) => g.body).join("") +
    bag.body +
    shoe.body +
    // palm fronds and jasmine
    palmLeaf(1650, -20, 250, 148, "#5d7f5a") +
    palmLeaf(1650, 150, 220, 176, "#6f9468") +
    palmLeaf(1640, 560, 230, 215, "#5d7f5a") +
    palmLeaf(870, 640, 200, -100, "#6f9468") +
    palmLeaf(860, 650, 190, -135, "#5d7f5a") +
    jasmine(1530, 400, 16, 10) +
    jasmine(1556, 436, 12, 40) +
    jasmine(1512, 448, 10, 70) +
    jasmine(640, 560, 10, 5) +
    jasmine(676, 578, 7, 30);
  return svgDoc(1600, 600, `<defs>${defs}${garments.map((g) => g.defs).join("")}${bag.defs}${shoe.defs}</defs>${body}`, storeName);
}

export function saleTileSvg(kind: ArtKind, colour: string): string {
  const c = safe(colour);
  const t = tintBase(c);
  const bg = light(t, 0.78);
  const defs =
    linear(
      "s-bg",
      [
        [0, light(t, 0.9)],
        [1, bg],
      ],
      0,
      0,
      1,
      1,
    ) +
    radial("s-glow", [
      [0, "#ffffff", 0.85],
      [1, "#ffffff", 0],
    ]);
  const it = fit(kind, c, 0, "s", 455, 200, 320, 270);
  const body =
    `<rect width="600" height="400" fill="url(#s-bg)"/>` +
    `<circle cx="470" cy="200" r="170" fill="${light(t, 0.6)}" opacity=".55"/>` +
    `<circle cx="470" cy="200" r="150" fill="url(#s-glow)"/>` +
    `<path d="M0 330 Q150 300 300 330 T600 320 L600 400 L0 400 Z" fill="${light(t, 0.7)}" opacity=".6"/>` +
    it.body;
  return svgDoc(600, 400, `<defs>${defs}${it.defs}</defs>${body}`);
}

export { brandNames };

export function brandLogoSvg(index: number): string {
  const i = ((Math.floor(Number(index) || 0) % 5) + 5) % 5;
  const ink = "#2b2622";
  let mark = "";
  let text = "";
  switch (i) {
    case 0:
      // monogram in a double ring with a Punic-style column motif
      mark =
        `<circle cx="52" cy="60" r="36" fill="none" stroke="${ink}" stroke-width="3"/>` +
        `<circle cx="52" cy="60" r="30" fill="none" stroke="#b08a4a" stroke-width="1.5"/>` +
        `<path d="M38 78 L38 50 L52 40 L66 50 L66 78 M45 78 L45 54 M59 78 L59 54 M34 80 L70 80" fill="none" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/>`;
      text =
        `<text x="104" y="58" font-family="Georgia, serif" font-size="25" letter-spacing="1" fill="${ink}">Maison</text>` +
        `<text x="104" y="88" font-family="Georgia, serif" font-size="25" letter-spacing="1" fill="${ink}">Carthage</text>`;
      break;
    case 1:
      // blue door arch with studs
      mark =
        `<path d="M24 96 L24 52 A28 28 0 0 1 80 52 L80 96 Z" fill="#2c5d8a"/>` +
        `<path d="M32 96 L32 54 A20 20 0 0 1 72 54 L72 96" fill="none" stroke="#f6f1e7" stroke-width="2.5"/>` +
        `<g fill="#f6f1e7"><circle cx="44" cy="66" r="2.5"/><circle cx="60" cy="66" r="2.5"/><circle cx="44" cy="80" r="2.5"/><circle cx="60" cy="80" r="2.5"/><circle cx="52" cy="52" r="3"/></g>`;
      text =
        `<text x="100" y="62" font-family="Helvetica, Arial, sans-serif" font-size="24" font-weight="700" letter-spacing="4" fill="${ink}">SIDI</text>` +
        `<text x="100" y="88" font-family="Helvetica, Arial, sans-serif" font-size="15" letter-spacing="6" fill="#2c5d8a">ATELIER</text>`;
      break;
    case 2:
      // eight-pointed star made of two squares
      mark =
        `<g transform="translate(52 60)"><rect x="-26" y="-26" width="52" height="52" fill="none" stroke="${ink}" stroke-width="3"/>` +
        `<rect x="-26" y="-26" width="52" height="52" fill="none" stroke="#b5523b" stroke-width="3" transform="rotate(45)"/>` +
        `<circle r="8" fill="#b5523b"/></g>`;
      text =
        `<text x="104" y="70" font-family="Georgia, serif" font-size="26" font-style="italic" fill="${ink}">Medina <tspan fill="#b5523b">&amp;</tspan> Co</text>` +
        `<path d="M106 84 L270 84" stroke="${ink}" stroke-width="1.5"/>`;
      break;
    case 3:
      // five-petal jasmine in reverse on a dark disc
      mark =
        `<circle cx="52" cy="60" r="38" fill="${ink}"/>` +
        `<g transform="translate(52 60)" fill="#f7f2e8">${[0, 72, 144, 216, 288]
          .map((a) => `<ellipse cx="0" cy="-14" rx="8" ry="14" transform="rotate(${a})"/>`)
          .join("")}</g><circle cx="52" cy="60" r="5" fill="#d9b45a"/>`;
      text =
        `<text x="104" y="58" font-family="Georgia, serif" font-size="26" letter-spacing="2" fill="${ink}">JASMIN</text>` +
        `<text x="104" y="88" font-family="Helvetica, Arial, sans-serif" font-size="16" letter-spacing="9" fill="${ink}">NOIR</text>`;
      break;
    default:
      // sun over waves, for the coast
      mark =
        `<circle cx="52" cy="54" r="18" fill="#e2a43b"/>` +
        `<path d="M18 74 Q30 64 42 74 T66 74 T90 74" fill="none" stroke="${ink}" stroke-width="3.5" stroke-linecap="round"/>` +
        `<path d="M18 88 Q30 78 42 88 T66 88 T90 88" fill="none" stroke="#2c7a8a" stroke-width="3.5" stroke-linecap="round"/>`;
      text =
        `<text x="104" y="62" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="300" letter-spacing="3" fill="${ink}">sahel</text>` +
        `<text x="106" y="86" font-family="Helvetica, Arial, sans-serif" font-size="13" font-weight="700" letter-spacing="7" fill="#2c7a8a">STUDIO</text>`;
  }
  return svgDoc(300, 120, `<rect width="300" height="120" fill="#ffffff" fill-opacity="0"/>${mark}${text}`, brandNames[i]);
}

const COVER_BG: [string, string][] = [
  ["#f4e3d3", "#e7bfa0"],
  ["#e6eef0", "#bcd3da"],
  ["#fbe8c8", "#8fc2cf"],
  ["#efe6dc", "#d2b79c"],
  ["#e4efe2", "#a9c8a2"],
  ["#f3e6da", "#c99b78"],
  ["#e9e7f1", "#b9b3d1"],
  ["#f7e9ea", "#e0b3ba"],
  ["#efe9df", "#cbbd9f"],
  ["#e7eef4", "#aac2d8"],
];

export function postCoverSvg(index: number): string {
  const i = ((Math.floor(Number(index) || 0) % 10) + 10) % 10;
  const [a, b] = COVER_BG[i];
  let defs = linear(
    "c-bg",
    [
      [0, a],
      [1, b],
    ],
    0,
    0,
    1,
    1,
  );
  let body = `<rect width="1200" height="630" fill="url(#c-bg)"/>`;
  const add = (p: { defs: string; body: string }) => {
    defs += p.defs;
    body += p.body;
  };
  switch (i) {
    case 0: {
      // stacked folded fabrics, a tape measure and a spool of thread
      const cloths = ["#c8553d", "#e8b04b", "#2f6f8f", "#f3ede2", "#6f9468", "#a34e6e"];
      body += `<circle cx="860" cy="300" r="250" fill="#ffffff" opacity=".35"/>`;
      cloths.forEach((col, k) => {
        const y = 470 - k * 62;
        const x = 660 + (k % 2) * 18;
        body +=
          `<path d="M${x} ${y} L${x + 380} ${y} Q${x + 410} ${y + 28} ${x + 380} ${y + 56} L${x} ${y + 56} Q${x - 30} ${y + 28} ${x} ${y} Z" fill="${col}"/>` +
          `<path d="M${x} ${y + 8} L${x + 380} ${y + 8}" stroke="${light(col, 0.4)}" stroke-width="4" opacity=".7"/>` +
          `<path d="M${x - 8} ${y + 46} L${x + 388} ${y + 46}" stroke="${dark(col, 0.25)}" stroke-width="3" opacity=".6"/>`;
      });
      body += `<ellipse cx="850" cy="540" rx="250" ry="16" fill="#3b2a20" opacity=".12"/>`;
      // tape measure ribbon with ticks
      const tape = "M80 470 C200 380 330 560 470 470 C540 425 590 440 620 470";
      body +=
        `<path d="${tape}" fill="none" stroke="#f0c75e" stroke-width="34" stroke-linecap="round"/>` +
        `<path d="${tape}" fill="none" stroke="#5a4630" stroke-width="12" stroke-dasharray="2 14" opacity=".6"/>` +
        `<circle cx="80" cy="470" r="18" fill="#e2b04a" stroke="#a57c2e" stroke-width="4"/>`;
      // spool of thread
      body +=
        `<rect x="230" y="200" width="120" height="20" rx="6" fill="#c79b6b"/>` +
        `<rect x="240" y="220" width="100" height="110" fill="#b5523b"/>` +
        `<g stroke="#d8775e" stroke-width="3" opacity=".8">${Array.from({ length: 8 }, (_, k) => `<path d="M240 ${232 + k * 13} L340 ${226 + k * 13}"/>`).join("")}</g>` +
        `<rect x="230" y="330" width="120" height="20" rx="6" fill="#a67e55"/>` +
        `<path d="M340 300 C400 320 420 380 380 420" fill="none" stroke="#b5523b" stroke-width="3"/>` +
        `<path d="M420 190 L520 330" stroke="#9aa0a8" stroke-width="5" stroke-linecap="round"/><ellipse cx="424" cy="196" rx="4" ry="9" fill="none" stroke="#9aa0a8" stroke-width="3" transform="rotate(-35 424 196)"/>` +
        jasmine(150, 140, 34, 12) +
        jasmine(210, 110, 20, 40);
      break;
    }
    case 1: {
      // garments on hangers along a rail
      const railY = 70;
      const s = 0.7;
      body +=
        `<path d="M0 560 L1200 560 L1200 630 L0 630 Z" fill="#ffffff" opacity=".35"/>` +
        `<rect x="60" y="${railY - 8}" width="1080" height="16" rx="8" fill="#8b9098"/><rect x="60" y="${railY - 8}" width="1080" height="6" rx="3" fill="#d7dbe0"/>`;
      const row: [ArtKind, string, number, number][] = [
        ["shirt", "#2f6f8f", 86, 240],
        ["dress", "#e8b04b", 96, 480],
        ["frock", "#f2b5c4", 104, 720],
        ["maxi", "#6f9468", 60, 950],
      ];
      row.forEach(([kind, col, hookTop, centre], k) => {
        add(place(kind, col, k === 3 ? 1 : 0, `c1${k}`, centre - 400 * s, railY - (hookTop + 6) * s, s, false));
      });
      break;
    }
    case 2: {
      // sunglasses on the beach: sea band, sand and a pair of shades
      body +=
        `<rect y="0" width="1200" height="260" fill="#fbe8c8"/>` +
        `<circle cx="980" cy="130" r="70" fill="#f6c66b"/>` +
        `<path d="M0 240 Q300 220 600 240 T1200 236 L1200 360 L0 360 Z" fill="#5aa1b6"/>` +
        `<path d="M0 330 Q300 300 600 330 T1200 320 L1200 630 L0 630 Z" fill="#ecd2ad"/>` +
        `<path d="M0 340 Q300 312 600 342 T1200 330" fill="none" stroke="#ffffff" stroke-width="8" opacity=".7"/>` +
        `<g transform="translate(600 470) rotate(-6)">` +
        `<path d="M-250 -40 Q-250 -70 -210 -70 L-60 -70 Q-30 -70 -34 -40 L-46 20 Q-56 60 -110 60 L-170 60 Q-230 60 -244 10 Z" fill="#2b2622"/>` +
        `<path d="M250 -40 Q250 -70 210 -70 L60 -70 Q30 -70 34 -40 L46 20 Q56 60 110 60 L170 60 Q230 60 244 10 Z" fill="#2b2622"/>` +
        `<path d="M-34 -44 Q0 -64 34 -44" fill="none" stroke="#2b2622" stroke-width="12"/>` +
        `<path d="M-220 -50 L-120 -50" stroke="#ffffff" stroke-width="8" opacity=".35" stroke-linecap="round"/><path d="M80 -50 L180 -50" stroke="#ffffff" stroke-width="8" opacity=".35" stroke-linecap="round"/>` +
        `<path d="M-250 -56 L-330 -90 M250 -56 L330 -96" stroke="#2b2622" stroke-width="10" stroke-linecap="round"/></g>` +
        `<ellipse cx="610" cy="560" rx="300" ry="22" fill="#3b2a20" opacity=".12"/>`;
      break;
    }
    case 3: {
      // shop window under an arch with a dressed mannequin
      body +=
        `<rect x="0" y="0" width="1200" height="630" fill="#efe6dc"/>` +
        `<path d="${archPath(600, 40, 460, 630)}" fill="#2c5d8a"/>` +
        `<path d="${archPath(600, 64, 412, 630)}" fill="#f8efe4"/>` +
        `<rect x="420" y="520" width="360" height="110" fill="#d2b79c"/>` +
        `<path d="M0 600 L1200 600 L1200 630 L0 630 Z" fill="#c9a27f"/>`;
      body += `<rect x="440" y="${n(72 - 2)}" width="320" height="9" rx="4.5" fill="#8b9098"/>`;
      add(place("maxi", "#c8553d", 0, "c3", 600 - 400 * 0.5, 74 - 66 * 0.5, 0.5, false));
      add(place("handbag", "#2f6f8f", 0, "c3b", 650, 392, 0.2, true));
      body += palmLeaf(60, 640, 300, -70, "#6f9468") + palmLeaf(1150, 640, 280, -110, "#5d7f5a");
      break;
    }
    case 4: {
      // palm leaves
      body += `<circle cx="600" cy="315" r="220" fill="#ffffff" opacity=".4"/>`;
      body +=
        palmLeaf(-20, 80, 520, 20, "#5d7f5a") +
        palmLeaf(1220, 120, 520, 160, "#6f9468") +
        palmLeaf(300, 680, 460, -60, "#4e6e4c") +
        palmLeaf(960, 690, 440, -125, "#5d7f5a") +
        palmLeaf(600, -40, 360, 95, "#7fa378");
      body += jasmine(600, 315, 60, 0) + jasmine(690, 380, 30, 30) + jasmine(520, 390, 24, 50);
      break;
    }
    case 5: {
      // leather care: bag, wallet, a tin of balm and a brush
      body += `<rect x="0" y="470" width="1200" height="160" fill="#b98a5e" opacity=".45"/>`;
      add(place("handbag", "#8a4b2f", 0, "c5", 330, 40, 0.62));
      add(place("wallet", "#5b3a29", 0, "c5b", 720, 200, 0.45));
      body +=
        `<ellipse cx="190" cy="540" rx="90" ry="22" fill="#3b2a20" opacity=".15"/>` +
        `<rect x="110" y="470" width="160" height="62" rx="12" fill="#c9ced6"/>` +
        `<ellipse cx="190" cy="470" rx="80" ry="20" fill="#e3e6ea" stroke="#9aa0a8" stroke-width="3"/>` +
        `<ellipse cx="190" cy="470" rx="56" ry="12" fill="#d8b27a"/>` +
        `<g transform="rotate(-12 1020 520)"><rect x="930" y="500" width="190" height="40" rx="14" fill="#7a5335"/>` +
        `<g stroke="#2b2622" stroke-width="4">${Array.from({ length: 14 }, (_, k) => `<path d="M${940 + k * 12} 540 L${940 + k * 12} 566"/>`).join("")}</g>` +
        `<rect x="930" y="500" width="190" height="10" rx="5" fill="#9a7254"/></g>`;
      break;
    }
    case 6: {
      // watch close-up with a compass-like ring
      body += `<circle cx="820" cy="315" r="270" fill="none" stroke="#ffffff" stroke-width="2" opacity=".6"/><circle cx="820" cy="315" r="230" fill="#ffffff" opacity=".3"/>`;
      add(place("watch", "#6b4a33", 0, "c6", 560, 20, 0.74, false));
      add(place("watch", "#c3c9d1", 1, "c6b", 90, 60, 0.62, false));
      break;
    }
    case 7: {
      // wedding season: gown and a jasmine garland
      body += `<path d="M0 0 L1200 0 L1200 120 Q600 220 0 120 Z" fill="#ffffff" opacity=".35"/>`;
      for (let k = 0; k < 14; k++) {
        const x = 40 + k * 86;
        const y = 120 + Math.sin((k / 13) * Math.PI) * 90;
        body += jasmine(x, y, 20, k * 23);
      }
      add(place("maxi", "#7a1f3d", 0, "c7", 250, 150, 0.6, true));
      add(place("maxi", "#e8c27a", 2, "c7b", 600, 150, 0.6, true));
      break;
    }
    case 8: {
      // jewellery box
      body += `<rect x="100" y="420" width="1000" height="210" fill="#cbbd9f" opacity=".6"/>`;
      add(place("ring", "#2e8b57", 0, "c8", 120, 150, 0.42));
      add(place("necklace", "#b22234", 0, "c8b", 420, 40, 0.6));
      add(place("bracelet", "#e8d9c5", 1, "c8c", 790, 170, 0.45));
      break;
    }
    default: {
      // shoes: sneaker and heel
      body += `<path d="M0 470 L1200 470 L1200 630 L0 630 Z" fill="#ffffff" opacity=".35"/>`;
      add(place("sneaker", "#f4f1ea", 0, "c9", 120, 60, 0.72));
      add(place("shoe", "#b0413e", 0, "c9b", 560, 90, 0.68));
      break;
    }
  }
  return svgDoc(1200, 630, `<defs>${defs}</defs>${body}`);
}

export function bannerSvg(kind: ArtKind, colour: string): string {
  const c = safe(colour);
  const t = tintBase(c);
  const defs =
    linear(
      "b-bg",
      [
        [0, light(t, 0.92)],
        [0.55, light(t, 0.82)],
        [1, light(t, 0.62)],
      ],
      0,
      0,
      1,
      0.3,
    ) +
    radial("b-glow", [
      [0, "#ffffff", 0.8],
      [1, "#ffffff", 0],
    ]);
  const footwear = kind === "shoe" || kind === "sneaker";
  // footwear is shown as a pair (second shoe just behind); other items get a lighter companion
  const two = footwear ? fit(kind, c, 0, "b2", 1300, 170, 260, 330, false) : fit(kind, light(c, 0.4), 2, "b2", 1440, 230, 250, 250);
  const one = fit(kind, c, 0, "b1", footwear ? 1240 : 1230, footwear ? 225 : 205, 330, 330);
  const arch = archPath(1260, 10, 420, 400);
  const body =
    `<rect width="1600" height="400" fill="url(#b-bg)"/>` +
    `<path d="M760 400 C860 260 1020 180 1240 170 C1420 160 1540 80 1600 0 L1600 400 Z" fill="${light(t, 0.7)}" opacity=".6"/>` +
    `<path d="${arch}" fill="${light(t, 0.9)}" opacity=".7"/>` +
    `<path d="${arch}" fill="none" stroke="${light(t, 0.5)}" stroke-width="6" opacity=".6"/>` +
    `<ellipse cx="1260" cy="210" rx="300" ry="200" fill="url(#b-glow)"/>` +
    `<path d="M0 340 Q400 300 800 340 T1600 330" fill="none" stroke="#ffffff" stroke-width="3" opacity=".6"/>` +
    jasmine(960, 90, 14, 10) +
    jasmine(990, 120, 9, 40) +
    two.body +
    one.body;
  return svgDoc(1600, 400, `<defs>${defs}${one.defs}${two.defs}</defs>${body}`);
}

export function avatarSvg(initials: string, colour: string): string {
  const c = safe(colour);
  const text = esc(
    String(initials ?? "")
      .trim()
      .slice(0, 2)
      .toUpperCase() || "?",
  );
  const defs = linear(
    "a-bg",
    [
      [0, light(c, 0.25)],
      [1, dark(c, 0.2)],
    ],
    0,
    0,
    1,
    1,
  );
  const ink = luminance(c) > 0.72 ? dark(c, 0.7) : "#ffffff";
  return svgDoc(
    256,
    256,
    `<defs>${defs}<clipPath id="a-clip"><circle cx="128" cy="128" r="128"/></clipPath></defs>` +
      `<g clip-path="url(#a-clip)"><rect width="256" height="256" fill="url(#a-bg)"/>` +
      `<circle cx="210" cy="40" r="90" fill="#ffffff" opacity=".12"/></g>` +
      `<text x="128" y="128" dy=".35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="100" font-weight="700" fill="${ink}">${text}</text>`,
  );
}

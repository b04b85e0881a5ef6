/**
 * Demo content for the Yasmine store: products, blog posts, orders and
 * contact messages. Pure data, no I/O; the seed script turns it into rows
 * and renders the pictures with the painters in ./art.
 */
import { brandNames } from "~/lib/brands";
import type { ColorFamily } from "~/lib/colors";
import { sizesOf, type SizeStock } from "~/lib/sizes";
import type { ArtKind } from "./art";

export interface DemoProduct {
  name: string;
  price: string;
  /** The price before a sale, above `price`: the product is on sale (struck-through price and percentage off). */
  compareAtPrice?: string;
  quantity: number;
  description: string;
  type: string;
  category: string;
  isNew: boolean;
  images: { kind: ArtKind; colour: string; variant: number }[];
  /** A product in colours: each with its own pictures and stock; `images` and `quantity` are then the first colour's and the sum. */
  colors?: DemoColor[];
}

type Img = DemoProduct["images"][number];

export interface DemoColor {
  name: string;
  fr: string;
  ar: string;
  hex: string;
  family: ColorFamily;
  images: Img[];
  /** Stock in each size of the product's run (demoSizeRun), in order; one number for a product in one size. */
  stock: number[];
}

/** A demo product in colours: its SPEC images are its first colour's, its quantity the sum of every colour's stock. */
function inColors(product: Omit<DemoProduct, "images" | "quantity" | "colors">, colors: DemoColor[]): DemoProduct {
  const quantity = colors.reduce((sum, color) => sum + color.stock.reduce((a, b) => a + b, 0), 0);
  return { ...product, quantity, images: colors[0].images, colors };
}

/** Shorthand: the same drawing in several variants. */
function shots(kind: ArtKind, colour: string, ...variants: number[]): Img[] {
  return variants.map((variant) => ({ kind, colour, variant }));
}

export const demoProducts: DemoProduct[] = [
  /* ---------------------------------------------------------------- */
  /* Women's clothing                                                  */
  /* ---------------------------------------------------------------- */
  {
    name: "Linen Midi Dress",
    price: "59.90",
    compareAtPrice: "69.90",
    quantity: 14,
    description:
      "A sleeveless midi in washed linen with a fitted bodice, a tie sash and a full skirt that moves with you. Breathable enough for August afternoons. Machine wash cold, line dry and iron while slightly damp.",
    type: "women_s_clothing",
    category: "dresses",
    isNew: true,
    images: shots("dress", "#8fae8b", 0, 3, 2),
  },
  {
    name: "Emerald Wrap Dress",
    price: "74.50",
    compareAtPrice: "99.00",
    quantity: 9,
    description:
      "Deep emerald crepe cut on a flattering wrap line, with a self-tie waist and a softly flared hem. Lined bodice, true to size. Dry clean or hand wash in cool water; do not tumble dry.",
    type: "women_s_clothing",
    category: "dresses",
    isNew: false,
    images: shots("dress", "#2e8b57", 0, 1),
  },
  {
    name: "Pleated Rust Skirt",
    price: "44.00",
    quantity: 18,
    description:
      "Knife-pleated midi skirt in a fluid rust satin with a covered elastic back waistband. The pleats are heat-set, so they survive the washing machine on a gentle cycle. Pairs well with a tucked-in tee or a fine knit.",
    type: "women_s_clothing",
    category: "shorts_and_skirts",
    isNew: false,
    images: shots("skirt", "#b7472a", 0, 3),
  },
  {
    name: "Denim Mini Skirt",
    price: "32.90",
    compareAtPrice: "45.00",
    quantity: 0,
    description:
      "A classic five-pocket mini in mid-blue cotton denim with a clean hem and a little stretch for comfort. Sits on the natural waist. Wash inside out with similar colours to keep the shade.",
    type: "women_s_clothing",
    category: "shorts_and_skirts",
    isNew: false,
    images: shots("skirt", "#4a6fa5", 0),
  },
  {
    name: "High-Rise Mom Jeans",
    price: "54.90",
    quantity: 22,
    description:
      "Relaxed through the hip and tapered at the ankle, in rigid 100% cotton denim with a light vintage wash. The high rise holds a tucked shirt neatly. Expect the fabric to soften after a few wears.",
    type: "women_s_clothing",
    category: "jeans",
    isNew: true,
    images: shots("jeans", "#5b7db1", 0, 2, 1),
  },
  {
    name: "Black Skinny Jeans",
    price: "49.90",
    quantity: 27,
    description:
      "Our best-selling skinny fit in jet black stretch denim that keeps its colour wash after wash. Mid rise, full length, with a comfortable recovery that does not bag at the knee. Wash cold, inside out.",
    type: "women_s_clothing",
    category: "jeans",
    isNew: false,
    images: shots("jeans", "#2b2d33", 0, 3),
  },
  {
    name: "Sky Poplin Shirt",
    price: "39.90",
    quantity: 16,
    description:
      "Crisp cotton poplin in a soft sky blue, cut slightly oversized with a dropped shoulder and a curved hem. Wear it buttoned up or open over a swimsuit. Machine washable at 30 degrees.",
    type: "women_s_clothing",
    category: "shirts",
    isNew: false,
    images: shots("shirt", "#a9c7e3", 0, 1, 3),
  },
  {
    name: "Ivory Silk Blouse",
    price: "89.00",
    quantity: 6,
    description:
      "Pure mulberry silk with a subtle sheen, a pointed collar and mother-of-pearl buttons. Elegant at the office and lovely at dinner. Hand wash cold with a mild detergent, roll in a towel and hang to dry.",
    type: "women_s_clothing",
    category: "shirts",
    isNew: true,
    images: shots("shirt", "#f3ead8", 0, 2),
  },
  {
    name: "Jasmine Kaftan",
    price: "69.00",
    quantity: 11,
    description:
      "A floor-length cotton voile kaftan inspired by Hammamet summers, with a gathered empire waist and a small gold brooch detail. Light, airy and easy over swimwear. Hand wash, dry in the shade.",
    type: "women_s_clothing",
    category: "other",
    isNew: false,
    images: shots("maxi", "#e9dcc3", 0, 2),
  },

  /* ---------------------------------------------------------------- */
  /* Men's clothing                                                    */
  /* ---------------------------------------------------------------- */
  {
    name: "Sand Chino Slacks",
    price: "49.90",
    compareAtPrice: "62.00",
    quantity: 24,
    description:
      "Garment-dyed cotton twill chinos in a warm sand tone, slim through the thigh with a straight leg. Slant pockets, a button-through back pocket and a touch of stretch. Machine wash at 30, warm iron.",
    type: "men_s_clothing",
    category: "slacks",
    isNew: false,
    images: shots("slacks", "#c8b48a", 0, 2),
  },
  {
    name: "Navy Wool Trousers",
    price: "95.00",
    quantity: 8,
    description:
      "Tailored trousers in lightweight tropical wool, pressed with a sharp crease. A flat front and a half-lined seat keep them comfortable from a morning meeting to an evening wedding. Dry clean only.",
    type: "men_s_clothing",
    category: "slacks",
    isNew: true,
    images: shots("slacks", "#2c3e5c", 0, 3),
  },
  {
    name: "Charcoal Slacks",
    price: "64.00",
    quantity: 0,
    description:
      "Everyday smart slacks in a charcoal poly-viscose blend that resists creasing in a suitcase. Regular fit with an adjustable waist tab. Cool machine wash, hang to dry.",
    type: "men_s_clothing",
    category: "slacks",
    isNew: false,
    images: shots("slacks", "#4a4e57", 0),
  },
  {
    name: "Straight Fit Jeans",
    price: "52.00",
    quantity: 30,
    description:
      "A dependable straight leg in indigo stretch denim with classic copper rivets and contrast stitching. Sits at the waist, easy through the thigh. Wash sparingly and inside out to keep the deep blue.",
    type: "men_s_clothing",
    category: "jeans",
    isNew: false,
    images: shots("jeans", "#3b5b8c", 0, 1, 2),
  },
  {
    name: "Raw Selvedge Jeans",
    price: "119.00",
    quantity: 5,
    description:
      "Unwashed 13.5 oz selvedge denim woven on narrow shuttle looms. Starts stiff and dark, then fades to your own pattern. We suggest six months of wear before the first cold soak.",
    type: "men_s_clothing",
    category: "jeans",
    isNew: true,
    images: shots("jeans", "#243b63", 0, 3),
  },
  {
    name: "White Oxford Shirt",
    price: "42.00",
    quantity: 26,
    description:
      "Button-down collar, chest pocket and a soft Oxford weave that gets better with every wash. Regular fit with a long tail that stays tucked in. Machine wash at 40, iron on medium.",
    type: "men_s_clothing",
    category: "shirts",
    isNew: false,
    images: shots("shirt", "#f4f2ec", 0, 3),
  },
  {
    name: "Olive Linen Shirt",
    price: "46.00",
    quantity: 15,
    description:
      "Breezy European linen in olive green, made for the Sfax heat. Relaxed fit, mother-of-pearl buttons and a slightly rumpled finish that needs no ironing. Machine wash cold, hang to dry.",
    type: "men_s_clothing",
    category: "shirts",
    isNew: false,
    images: shots("shirt", "#7d8b5a", 0, 2, 3),
  },
  {
    name: "Blue Striped Shirt",
    price: "44.90",
    quantity: 12,
    description:
      "Fine bengal stripes on cotton poplin with a cutaway collar, ideal under a blazer or on its own with chinos. Slim fit through the body. Machine wash at 30, iron while damp.",
    type: "men_s_clothing",
    category: "shirts",
    isNew: false,
    images: shots("shirt", "#9cb8d8", 1, 0),
  },
  {
    name: "Pique Polo Shirt",
    price: "29.90",
    quantity: 34,
    description:
      "Breathable cotton pique polo in brick red with a two-button placket and ribbed collar. Cut a little longer at the back. Wash at 30 with similar colours; reshape while damp.",
    type: "men_s_clothing",
    category: "other",
    isNew: false,
    images: shots("shirt", "#b5523b", 0, 3),
  },

  /* ---------------------------------------------------------------- */
  /* Kid's wear                                                        */
  /* ---------------------------------------------------------------- */
  {
    name: "Rose Party Frock",
    price: "34.90",
    quantity: 13,
    description:
      "Puff sleeves, a Peter Pan collar and a bow at the waist: a twirl-ready frock in soft rose cotton with a tulle underskirt. Sizes 2 to 8 years. Machine wash cold on a delicate cycle.",
    type: "kid_s_wear",
    category: "frocks",
    isNew: true,
    images: shots("frock", "#f2b5c4", 0, 2, 3),
  },
  {
    name: "Yellow Sun Frock",
    price: "29.90",
    compareAtPrice: "39.90",
    quantity: 17,
    description:
      "A cheerful sunshine-yellow cotton frock with a scalloped hem and a contrast sash. Soft against the skin and easy to pull on for the beach or a family lunch. Machine washable.",
    type: "kid_s_wear",
    category: "frocks",
    isNew: false,
    images: shots("frock", "#f2c14e", 0, 1),
  },
  {
    name: "Gingham Frock",
    price: "27.50",
    quantity: 9,
    description:
      "Sky blue cotton with a tiny dotted print, a round collar and gathered skirt. Buttons at the back so it is easy to dress little ones. Wash at 30 and tumble dry low.",
    type: "kid_s_wear",
    category: "frocks",
    isNew: false,
    images: shots("frock", "#8fbfe0", 2, 0),
  },
  {
    name: "Lilac Tulle Skirt",
    price: "22.00",
    quantity: 20,
    description:
      "Layers of soft lilac tulle over a cotton lining, with a comfy elastic waistband. Perfect for dance class, birthdays and dressing up. Hand wash cold and let it air dry.",
    type: "kid_s_wear",
    category: "skirts",
    isNew: false,
    images: shots("skirt", "#c8a2d6", 0, 3),
  },
  {
    name: "Kids Denim Skirt",
    price: "19.90",
    quantity: 0,
    description:
      "A tough little denim skirt with an adjustable inner waistband that grows with your child. Front pockets for treasures. Machine wash inside out.",
    type: "kid_s_wear",
    category: "skirts",
    isNew: false,
    images: shots("skirt", "#5b7db1", 0),
  },
  {
    name: "Kids Slim Jeans",
    price: "24.90",
    quantity: 25,
    description:
      "Stretch denim jeans with reinforced knees for climbing, running and playground adventures. Adjustable waist, ages 3 to 12. Machine wash at 40.",
    type: "kid_s_wear",
    category: "jeans",
    isNew: false,
    images: shots("jeans", "#4a6fa5", 0, 2),
  },
  {
    name: "Boys Check Shirt",
    price: "21.00",
    quantity: 14,
    description:
      "A brushed cotton shirt in warm red, soft enough for all-day wear, with a chest pocket and easy snap cuffs. Great for school days and family visits. Machine wash at 30.",
    type: "kid_s_wear",
    category: "shirts",
    isNew: true,
    images: shots("shirt", "#c0504d", 0, 1),
  },
  {
    name: "Mini Linen Shirt",
    price: "23.50",
    quantity: 10,
    description:
      "Natural linen-cotton blend shirt in a stone colour, a miniature of our grown-up favourite. Ideal for Eid and summer weddings. Machine wash cold, no ironing needed.",
    type: "kid_s_wear",
    category: "shirts",
    isNew: false,
    images: shots("shirt", "#e9e4d8", 0, 3),
  },
  {
    name: "Kids School Tote",
    price: "14.90",
    quantity: 32,
    description:
      "Sturdy canvas tote in mustard yellow with a woven kilim-style band, sized for a lunch box, a reading book and a sketch pad. Spot clean or hand wash.",
    type: "kid_s_wear",
    category: "other",
    isNew: false,
    images: shots("tote", "#f0c75e", 0, 1),
  },

  /* ---------------------------------------------------------------- */
  /* Party wear                                                        */
  /* ---------------------------------------------------------------- */
  {
    name: "Satin Maxi Skirt",
    price: "68.00",
    quantity: 10,
    description:
      "Champagne satin falling to the ankle in soft pleats, with a concealed side zip. Dress it up with a silk camisole or down with a fine knit. Dry clean recommended.",
    type: "party_wear",
    category: "long_skirts",
    isNew: true,
    images: shots("skirt", "#b08d57", 0, 2),
  },
  {
    name: "Sequin Long Skirt",
    price: "85.00",
    compareAtPrice: "170.00",
    quantity: 7,
    description:
      "Midnight navy sequins on a soft mesh base, fully lined so nothing scratches. An easy showstopper for henna nights and New Year parties. Hand wash cold, dry flat.",
    type: "party_wear",
    category: "long_skirts",
    isNew: false,
    images: shots("skirt", "#2b2d42", 0, 3),
  },
  {
    name: "Velvet Party Frock",
    price: "79.00",
    quantity: 8,
    description:
      "Plush burgundy velvet with short puff sleeves and a full skirt that sits just above the knee. Fully lined. Steam gently from the inside; dry clean only.",
    type: "party_wear",
    category: "frocks",
    isNew: false,
    images: shots("frock", "#7a1f3d", 0, 3),
  },
  {
    name: "Blush Tulle Frock",
    price: "72.00",
    quantity: 11,
    description:
      "Romantic blush tulle over satin with a delicate Peter Pan collar and a ribbon belt. A sweet choice for engagement parties. Hand wash cold or dry clean.",
    type: "party_wear",
    category: "frocks",
    isNew: false,
    images: shots("frock", "#e8b4b8", 0, 2),
  },
  {
    name: "Burgundy Maxi Gown",
    price: "149.00",
    quantity: 6,
    description:
      "A floor-length gown in heavy burgundy crepe with thin straps, a ruched bodice and a jewelled empire waist. The skirt falls into a soft train. Dry clean only.",
    type: "party_wear",
    category: "maxi_dress",
    isNew: true,
    images: shots("maxi", "#7a1f3d", 0, 3, 1),
  },
  {
    name: "Royal Blue Gown",
    price: "135.00",
    quantity: 0,
    description:
      "Royal blue satin-back crepe with a deep V neckline and a flowing A-line skirt. Made for wedding receptions under the stars. Dry clean only.",
    type: "party_wear",
    category: "maxi_dress",
    isNew: false,
    images: shots("maxi", "#2a4d9b", 0),
  },
  {
    name: "Emerald Silk Maxi",
    price: "189.00",
    quantity: 4,
    description:
      "Fluid emerald silk with a bias cut that skims the body, fine straps and a gold brooch at the waist. Wear with low sandals or heels. Dry clean only.",
    type: "party_wear",
    category: "maxi_dress",
    isNew: false,
    images: shots("maxi", "#1f7a5a", 0, 2),
  },
  {
    name: "Embroidered Kaftan",
    price: "159.00",
    quantity: 5,
    description:
      "Golden ochre kaftan with hand-finished embroidery at the neckline in the tradition of Tunisian artisans. Loose and regal, ideal for henna nights and family celebrations. Dry clean only.",
    type: "party_wear",
    category: "other",
    isNew: false,
    images: shots("maxi", "#d9b36c", 0, 3),
  },
  {
    name: "Coral Cocktail Dress",
    price: "92.00",
    quantity: 9,
    description:
      "A knee-length coral dress in structured crepe with a defined waist and a swishy skirt. Bright, joyful and perfect for summer cocktail parties. Dry clean recommended.",
    type: "party_wear",
    category: "other",
    isNew: false,
    images: shots("dress", "#f08070", 0, 2),
  },

  /* ---------------------------------------------------------------- */
  /* Jewellery                                                         */
  /* ---------------------------------------------------------------- */
  {
    name: "Ruby Neck Set",
    price: "289.00",
    quantity: 7,
    description:
      "A gilded sterling silver necklace strung with ruby-red glass beads and a marquise pendant, sold with matching drop earrings. Presented in a gift box. Keep away from perfume and water.",
    type: "jewellery",
    category: "neck_sets",
    isNew: true,
    images: shots("necklace", "#b22234", 0, 1),
  },
  {
    name: "Pearl Bridal Set",
    price: "1249.00",
    quantity: 3,
    description:
      "Freshwater pearls hand-knotted on silk with an 18k gold clasp and a pearl drop pendant, with matching earrings. A timeless choice for the bride. Wipe with a soft cloth after wearing.",
    type: "jewellery",
    category: "neck_sets",
    isNew: false,
    images: shots("necklace", "#f2ece0", 0, 2),
  },
  {
    name: "Sapphire Solitaire",
    price: "1890.00",
    quantity: 2,
    description:
      "A one-carat natural blue sapphire in a four-prong setting on an 18k yellow gold band. Comes with a certificate of authenticity. Free resizing within 30 days of purchase.",
    type: "jewellery",
    category: "rings",
    isNew: false,
    images: shots("ring", "#2f5fa8", 0, 2),
  },
  {
    name: "Emerald Gold Ring",
    price: "420.00",
    quantity: 6,
    description:
      "A vivid lab-grown emerald set in polished 14k gold, slim enough to stack. Sizes 48 to 60. Remove before swimming or using cleaning products.",
    type: "jewellery",
    category: "rings",
    isNew: false,
    images: shots("ring", "#2e8b57", 0, 2),
  },
  {
    name: "Gold Curb Chain",
    price: "349.00",
    compareAtPrice: "499.00",
    quantity: 9,
    description:
      "A 50 cm curb chain in 18k gold-plated sterling silver with a sturdy lobster clasp. Wear it alone or layered with a pendant. Polish with the included cloth.",
    type: "jewellery",
    category: "chains",
    isNew: false,
    images: shots("chain", "#d4af37", 0, 2),
  },
  {
    name: "Silver Rope Chain",
    price: "89.00",
    quantity: 0,
    description:
      "Rhodium-plated sterling silver rope chain, 45 cm, that catches the light from every angle. Tarnish-resistant finish. Store in the pouch provided.",
    type: "jewellery",
    category: "chains",
    isNew: false,
    images: shots("chain", "#c0c4ca", 0),
  },
  {
    name: "Pearl Bead Bracelet",
    price: "65.00",
    quantity: 15,
    description:
      "Creamy glass pearls on a strong elastic cord with gold-tone spacers and a tiny star charm. Slips on easily and fits most wrists. Avoid contact with water.",
    type: "jewellery",
    category: "bracelets",
    isNew: true,
    images: shots("bracelet", "#efe6d6", 0, 1),
  },
  {
    name: "Coral Bead Bracelet",
    price: "39.90",
    quantity: 21,
    description:
      "Sunny coral-tone beads with gold spacers, a little reminder of Tabarka's coral coast. Stretch fit, made by hand in our workshop. Wipe clean with a dry cloth.",
    type: "jewellery",
    category: "bracelets",
    isNew: false,
    images: shots("bracelet", "#e2725b", 0, 3),
  },
  {
    name: "Turquoise Pendant",
    price: "129.00",
    quantity: 8,
    description:
      "A teardrop of turquoise framed in gold-plated silver on a fine bead chain, a nod to the blue doors of Sidi Bou Said. Adjustable 42 to 47 cm.",
    type: "jewellery",
    category: "other",
    isNew: false,
    images: shots("necklace", "#40a8a0", 0, 2),
  },

  /* ---------------------------------------------------------------- */
  /* Watches                                                           */
  /* ---------------------------------------------------------------- */
  {
    name: "Cognac Leather Watch",
    price: "189.00",
    quantity: 12,
    description:
      "A 40 mm steel case with a light dial, date window and a cognac calf leather strap with contrast stitching. Japanese quartz movement, water resistant to 50 m.",
    type: "watches",
    category: "leather_strap",
    isNew: false,
    images: shots("watch", "#9a5b2e", 0, 2),
  },
  {
    name: "Classic Black Strap",
    price: "149.00",
    quantity: 18,
    description:
      "Minimal and versatile: a black leather strap, a crisp white dial and a slim steel case. Quick-release spring bars make strap swaps easy. Water resistant to 30 m.",
    type: "watches",
    category: "leather_strap",
    isNew: false,
    images: shots("watch", "#2b2624", 2, 0),
  },
  {
    name: "Steel Diver Watch",
    price: "420.00",
    quantity: 6,
    description:
      "Automatic movement, 42 mm brushed steel case, a dark sunray dial with luminous markers and a solid link bracelet. Screw-down crown, water resistant to 200 m.",
    type: "watches",
    category: "steel_strap",
    isNew: true,
    images: shots("watch", "#c3c9d1", 1, 3),
  },
  {
    name: "Silver Link Watch",
    price: "265.00",
    compareAtPrice: "299.00",
    quantity: 10,
    description:
      "A polished silver-tone steel bracelet with a fold-over clasp, paired with a clean light dial and date. Comfortable for everyday wear. Water resistant to 50 m.",
    type: "watches",
    category: "steel_strap",
    isNew: false,
    images: shots("watch", "#d5d9de", 2, 0),
  },
  {
    name: "Gold Chain Watch",
    price: "1150.00",
    quantity: 3,
    description:
      "A jewellery-inspired watch with a gold-plated chain bracelet, a dark sunray dial and a 36 mm case. Swiss quartz movement with a two-year warranty.",
    type: "watches",
    category: "chain_type",
    isNew: false,
    images: shots("watch", "#d4af37", 3, 1),
  },
  {
    name: "Slim Chain Watch",
    price: "210.00",
    quantity: 0,
    description:
      "A slim steel chain-link bracelet and a small 32 mm case, light enough to wear with other bracelets. Sapphire-coated glass, water resistant to 30 m.",
    type: "watches",
    category: "chain_type",
    isNew: false,
    images: shots("watch", "#bfc5cc", 0),
  },
  {
    name: "Gunmetal Field Watch",
    price: "235.00",
    quantity: 9,
    description:
      "A rugged gunmetal-finish case with a matching iron-tone bracelet and a dark dial that stays readable in bright sun. Scratch-resistant mineral glass, water resistant to 100 m.",
    type: "watches",
    category: "iron_strap",
    isNew: true,
    images: shots("watch", "#6e7379", 3, 1),
  },
  {
    name: "Iron Mesh Watch",
    price: "179.00",
    quantity: 14,
    description:
      "A brushed iron-grey bracelet with a sliding clasp that adjusts without tools, and a dark dial with date. Lightweight and comfortable in hot weather.",
    type: "watches",
    category: "iron_strap",
    isNew: false,
    images: shots("watch", "#7d8288", 1, 3),
  },
  {
    name: "Kids Canvas Watch",
    price: "59.90",
    quantity: 20,
    description:
      "An easy-to-read analogue watch for young learners, with clear markers, a green canvas strap and a shock-resistant case. Splash proof. Battery included.",
    type: "watches",
    category: "other",
    isNew: false,
    images: shots("watch", "#3d7a6e", 2, 0),
  },

  /* ---------------------------------------------------------------- */
  /* Shoes (shoe art: even variants are heels, odd variants are derbies) */
  /* ---------------------------------------------------------------- */
  {
    name: "Red Suede Pumps",
    price: "89.00",
    quantity: 10,
    description:
      "Pointed-toe pumps in soft red suede with an 8 cm stiletto heel and a cushioned leather insole. Runs true to size. Brush with a suede brush and store in the dust bag.",
    type: "shoes",
    category: "women_shoes",
    isNew: true,
    images: shots("shoe", "#b0413e", 0, 2),
  },
  {
    name: "Nude Kitten Heels",
    price: "79.00",
    quantity: 13,
    description:
      "Patent leather court shoes in a warm nude shade that lengthens the leg. A comfortable heel height for long days at work or at a wedding. Wipe clean with a damp cloth.",
    type: "shoes",
    category: "women_shoes",
    isNew: false,
    images: shots("shoe", "#d9b59a", 0, 2),
  },
  {
    name: "Tan Leather Brogues",
    price: "119.00",
    quantity: 8,
    description:
      "Full-grain tan leather derbies with brogue detailing on the toe cap, a Goodyear-welted leather sole and a stacked heel. Resoleable. Condition with cream polish every few weeks.",
    type: "shoes",
    category: "men_shoes",
    isNew: false,
    images: shots("shoe", "#a0672f", 3, 1),
  },
  {
    name: "Black Derby Shoes",
    price: "109.00",
    quantity: 0,
    description:
      "Polished black calf derbies with an open lacing system for a comfortable fit over a high instep. A leather-lined essential for suits and ceremonies.",
    type: "shoes",
    category: "men_shoes",
    isNew: false,
    images: shots("shoe", "#2b2624", 1),
  },
  {
    name: "White Court Sneaker",
    price: "69.90",
    quantity: 28,
    description:
      "A clean white leather sneaker with a terracotta side stripe and a cushioned rubber cupsole. Goes with jeans, chinos and summer dresses alike. Wipe with a damp cloth.",
    type: "shoes",
    category: "casual_shoes",
    isNew: false,
    images: shots("sneaker", "#f4f1ea", 0, 2),
  },
  {
    name: "Canvas Sneakers",
    price: "39.90",
    compareAtPrice: "49.90",
    quantity: 35,
    description:
      "Navy cotton canvas sneakers with a padded collar and vulcanised rubber sole. Light, breathable and easy to pack for a weekend in Djerba. Hand wash and air dry.",
    type: "shoes",
    category: "casual_shoes",
    isNew: false,
    images: shots("sneaker", "#3d5a80", 0, 3),
  },
  {
    name: "Aero Running Shoe",
    price: "99.00",
    quantity: 16,
    description:
      "A responsive foam midsole, an engineered mesh upper and a grippy rubber outsole for road runs along the corniche. 8 mm heel-to-toe drop. Remove the insole to air dry.",
    type: "shoes",
    category: "running_shoes",
    isNew: true,
    images: shots("sneaker", "#e07a5f", 0, 1, 2),
  },
  {
    name: "Trail Runner Pro",
    price: "124.00",
    quantity: 7,
    description:
      "Built for the dusty trails of Zaghouan: a rock plate, deep lugs and a water-repellent upper in petrol blue. Secure lacing with a heel lock. Rinse off mud and dry away from heat.",
    type: "shoes",
    category: "running_shoes",
    isNew: false,
    images: shots("sneaker", "#2f6f8f", 0, 3),
  },
  {
    name: "Kids Light Sneakers",
    price: "34.90",
    quantity: 22,
    description:
      "Soft pink sneakers with an easy-grip tab at the heel and a flexible sole for growing feet. Machine washable at 30 in a laundry bag. Sizes 24 to 35.",
    type: "shoes",
    category: "other",
    isNew: false,
    images: shots("sneaker", "#f2b5c4", 0, 1),
  },

  /* ---------------------------------------------------------------- */
  /* Handbags                                                          */
  /* ---------------------------------------------------------------- */
  {
    name: "Cognac Top Handle",
    price: "159.00",
    quantity: 9,
    description:
      "Structured top-handle bag in vegetable-tanned cognac leather with a gold turn-lock, a removable shoulder strap and a suede-lined interior with two pockets. Fits a phone, wallet and sunglasses.",
    type: "handbags",
    category: "leather",
    isNew: true,
    images: shots("handbag", "#8a4b2f", 0, 1, 3),
  },
  {
    name: "Black Satchel Bag",
    price: "139.00",
    compareAtPrice: "185.00",
    quantity: 11,
    description:
      "A timeless black pebbled-leather satchel with a front flap, brass hardware and a padded laptop sleeve for up to 13 inches. Treat with leather balm twice a year.",
    type: "handbags",
    category: "leather",
    isNew: false,
    images: shots("handbag", "#2b2624", 0, 2),
  },
  {
    name: "Kairouan Kilim Tote",
    price: "49.00",
    quantity: 16,
    description:
      "Heavy cotton canvas tote with a woven band inspired by Kairouan kilims, long handles for the shoulder and an inner zip pocket. Every band is slightly different. Spot clean only.",
    type: "handbags",
    category: "cotton_bags",
    isNew: false,
    images: shots("tote", "#efe4cf", 0, 1, 2),
  },
  {
    name: "Market Cotton Tote",
    price: "24.90",
    quantity: 0,
    description: "An oatmeal organic cotton tote made to replace plastic bags at the souk. Folds into its own pocket. Machine wash at 30.",
    type: "handbags",
    category: "cotton_bags",
    isNew: false,
    images: shots("tote", "#d9c7a3", 0),
  },
  {
    name: "Brown Bifold Wallet",
    price: "45.00",
    quantity: 19,
    description:
      "Full-grain leather bifold with eight card slots, two note compartments and a snap tab. Develops a rich patina over time. RFID-blocking lining.",
    type: "handbags",
    category: "wallets",
    isNew: false,
    images: shots("wallet", "#5b3a29", 0, 2),
  },
  {
    name: "Slim Card Wallet",
    price: "32.00",
    quantity: 23,
    description:
      "A slim petrol-blue leather card wallet that slips into a front pocket, with four card slots and a central pocket for folded notes. Hand stitched edges.",
    type: "handbags",
    category: "wallets",
    isNew: true,
    images: shots("wallet", "#2f4f6f", 0, 3),
  },
  {
    name: "Denim Shoulder Tote",
    price: "39.00",
    quantity: 14,
    description:
      "Upcycled mid-blue denim tote with sturdy handles and a geometric woven band. Roomy enough for a beach towel and a book. Machine wash cold, inside out.",
    type: "handbags",
    category: "jeans_bags",
    isNew: false,
    images: shots("tote", "#4a6fa5", 0, 2),
  },
  {
    name: "Washed Denim Bag",
    price: "42.00",
    quantity: 10,
    description:
      "A structured handbag in light washed denim with a leather-trimmed flap, gold clasp and a short top handle. Casual but polished. Spot clean with mild soap.",
    type: "handbags",
    category: "jeans_bags",
    isNew: false,
    images: shots("handbag", "#6d8fbf", 0, 3),
  },
  {
    name: "Straw Beach Bag",
    price: "36.00",
    quantity: 18,
    description:
      "Hand-woven palm straw from the oases of the south, with a colourful band and cotton handles. Big enough for a day at the beach in Mahdia. Keep dry and store flat.",
    type: "handbags",
    category: "other",
    isNew: false,
    images: shots("tote", "#d8b56a", 0, 1),
  },
  /* ---------------------------------------------------------------- */
  /* In colours: one product, each colour with its pictures and stock  */
  /* ---------------------------------------------------------------- */
  inColors(
    {
      name: "Wrap Midi Dress",
      price: "84.00",
      description:
        "A wrap midi in soft crepe with a V neckline, a self-tie waist and a skirt that falls in easy folds. Lined bodice, true to size. Hand wash in cool water and hang to dry.",
      type: "women_s_clothing",
      category: "dresses",
      isNew: true,
    },
    [
      {
        name: "Green",
        fr: "Vert",
        ar: "أخضر",
        hex: "#2e7d4f",
        family: "green",
        images: shots("dress", "#2e7d4f", 0, 1),
        stock: [3, 4, 2, 0],
      },
      {
        name: "Black",
        fr: "Noir",
        ar: "أسود",
        hex: "#1f1f1f",
        family: "black",
        images: shots("dress", "#1f1f1f", 0, 2),
        stock: [0, 2, 1, 0],
      },
      {
        name: "Ivory",
        fr: "Ivoire",
        ar: "عاجي",
        hex: "#f3ecdc",
        family: "white",
        images: shots("dress", "#f3ecdc", 1, 3),
        stock: [0, 0, 0, 0],
      },
    ],
  ),
  inColors(
    {
      name: "Duo Dial Watch",
      price: "320.00",
      description:
        "A slim round watch with a sunray dial, a sapphire-coated glass and a fine steel bracelet with a fold-over clasp. Quartz movement, water resistant to 50 metres.",
      type: "watches",
      category: "steel_strap",
      isNew: false,
    },
    [
      { name: "Gold", fr: "Doré", ar: "ذهبي", hex: "#d4af37", family: "gold", images: shots("watch", "#d4af37", 0, 1), stock: [4] },
      { name: "Silver", fr: "Argenté", ar: "فضي", hex: "#c0c4c8", family: "silver", images: shots("watch", "#c0c4c8", 2, 0), stock: [3] },
    ],
  ),
  inColors(
    {
      name: "Soft Bucket Bag",
      price: "119.00",
      description:
        "A slouchy bucket bag in supple grained leather with a drawstring top, an inner zip pocket and an adjustable shoulder strap. Roomy enough for a day out.",
      type: "handbags",
      category: "leather",
      isNew: true,
    },
    [
      { name: "Tan", fr: "Camel", ar: "جملي", hex: "#b5835a", family: "brown", images: shots("handbag", "#b5835a", 0, 1), stock: [5] },
      { name: "Black", fr: "Noir", ar: "أسود", hex: "#222222", family: "black", images: shots("handbag", "#222222", 0, 2), stock: [3] },
      {
        name: "Blush",
        fr: "Rose poudré",
        ar: "وردي فاتح",
        hex: "#e8b4b8",
        family: "pink",
        images: shots("handbag", "#e8b4b8", 1, 3),
        stock: [0],
      },
    ],
  ),
  inColors(
    {
      name: "Leather Ballet Flats",
      price: "65.00",
      description:
        "Soft leather ballet flats with a round toe, a padded insole and a flexible rubber sole. They fold into a bag and go with everything from jeans to dresses.",
      type: "shoes",
      category: "women_shoes",
      isNew: false,
    },
    [
      {
        name: "Black",
        fr: "Noir",
        ar: "أسود",
        hex: "#1c1c1c",
        family: "black",
        images: shots("shoe", "#1c1c1c", 0, 2),
        stock: [1, 3, 4, 2, 0],
      },
      {
        name: "Red",
        fr: "Rouge",
        ar: "أحمر",
        hex: "#b0413e",
        family: "red",
        images: shots("shoe", "#b0413e", 0, 1),
        stock: [0, 2, 0, 1, 1],
      },
    ],
  ),
];

/* ------------------------------------------------------------------ */
/* Blog posts                                                          */
/* ------------------------------------------------------------------ */

export interface DemoPost {
  title: string;
  description: string;
  content: string;
  categories: string;
  tags: string;
  cover: number;
}

export const demoPosts: DemoPost[] = [
  {
    title: "Summer in Sousse",
    description: "Light fabrics, sun-smart accessories and easy outfits for long days by the sea and warm evenings in the medina.",
    cover: 2,
    categories: "Style guides, Summer",
    tags: "sousse, summer, linen, beachwear",
    content:
      "<p>From June to September, Sousse is all about the sea breeze, the boardwalk and late dinners that start after sunset. Dressing well here means dressing for <strong>heat, salt and sun</strong> without looking as if you are heading to the gym.</p>" +
      "<h2>Choose fabrics that breathe</h2>" +
      "<p>Linen, cotton voile and poplin let air circulate and dry quickly. Loose cuts are cooler than tight ones, because the fabric does not cling to damp skin. Leave polyester for the evenings, when the temperature drops.</p>" +
      "<ul><li>A linen midi dress for the morning market</li><li>A poplin shirt worn open over a swimsuit</li><li>Wide chinos or a kaftan for dinner in the medina</li></ul>" +
      "<h2>Protect, then accessorise</h2>" +
      "<p>A wide-brimmed hat and sunglasses with proper UV protection come first. Then add a straw bag and a single piece of jewellery: a coral bracelet or a fine gold chain looks lovely against tanned skin and will not overheat.</p>" +
      "<blockquote>Tip: pack one light cardigan. Boats, cafés and air-conditioned shops can feel surprisingly cool.</blockquote>" +
      '<p>Want more ideas for the coast? Read about the history of the <a href="https://en.wikipedia.org/wiki/Sousse">city of Sousse</a> and plan a walk through the ribat at golden hour.</p>',
  },
  {
    title: "Caring for Leather",
    description: "A simple routine to keep leather bags, wallets and shoes supple for years, even in a hot and dry climate.",
    cover: 5,
    categories: "Care guides",
    tags: "leather, handbags, care, shoes",
    content:
      "<p>Good leather is an investment, and in Tunisia it faces two enemies: strong sun and dry air. A little regular care keeps it soft, prevents cracks and lets it develop a beautiful patina.</p>" +
      "<h2>The monthly routine</h2>" +
      "<ol><li>Empty the bag and brush away dust with a soft horsehair brush.</li><li>Wipe with a barely damp cloth and let it dry naturally, away from the sun.</li><li>Apply a thin layer of leather balm with a cotton cloth, in small circles.</li><li>Buff after twenty minutes for a soft shine.</li></ol>" +
      "<h3>Storing your bags</h3>" +
      "<p>Stuff bags with tissue paper so they keep their shape, and store them in the cotton dust bag we provide. <strong>Never use plastic</strong>: leather needs to breathe, and trapped humidity can cause mould.</p>" +
      "<h3>Rain and stains</h3>" +
      "<p>If your bag gets wet, blot it gently and let it dry at room temperature. Avoid radiators and hair dryers. For oil stains, a sprinkle of cornflour left overnight often lifts the mark.</p>" +
      "<p>Suede is different: skip the balm and use a suede brush and eraser instead. When in doubt, bring your piece to our boutique and we will advise you.</p>",
  },
  {
    title: "Choosing a Watch",
    description: "Leather, steel or chain bracelet? Our guide to finding a watch that suits your wrist, your style and your budget.",
    cover: 6,
    categories: "Style guides, Watches",
    tags: "watches, gifts, accessories",
    content:
      "<p>A watch is often the only accessory worn every single day, so it is worth choosing carefully. Start with three questions: <em>how big is your wrist</em>, <em>where will you wear it</em>, and <em>how much care are you ready to give it</em>?</p>" +
      "<h2>Case size</h2>" +
      "<p>For slim wrists, a case between 32 and 38 mm looks balanced. Larger wrists carry 40 to 42 mm comfortably. The distance between the lugs matters as much as the diameter: they should not overhang the edge of your wrist.</p>" +
      "<h2>Strap or bracelet?</h2>" +
      "<ul><li><strong>Leather</strong> is warm and classic, perfect with a suit, but avoid it at the beach.</li><li><strong>Steel links</strong> are durable and easy to clean, ideal for everyday wear and summer.</li><li><strong>Chain bracelets</strong> are more delicate and double as jewellery.</li></ul>" +
      "<h3>Movement</h3>" +
      "<p>Quartz watches are accurate and low maintenance. Automatic watches are powered by your movement and appreciated by collectors, but need a service every five years or so.</p>" +
      "<blockquote>Buying a gift? A steel bracelet is the safest choice: we can remove links in store in a few minutes.</blockquote>",
  },
  {
    title: "Wedding Season Edit",
    description: "What to wear to a Tunisian wedding, from the henna night to the reception: gowns, kaftans and the right accessories.",
    cover: 7,
    categories: "Party wear, Occasions",
    tags: "wedding, party, gowns, kaftan",
    content:
      "<p>Summer is wedding season, and a Tunisian wedding rarely means a single outfit. Between the engagement party, the henna night and the reception, guests often need two or three looks.</p>" +
      "<h2>The henna night</h2>" +
      "<p>This is the moment for tradition and colour. An embroidered kaftan in gold, ochre or emerald is always right. Keep jewellery generous but comfortable, because you will be dancing.</p>" +
      "<h2>The reception</h2>" +
      "<p>Go for a maxi gown in a rich shade: burgundy, royal blue and emerald photograph beautifully under evening lights. Avoid white and ivory, which belong to the bride.</p>" +
      "<ul><li>Choose a fabric with some weight, such as crepe or satin, so the skirt falls nicely.</li><li>Bring flat sandals in your bag for the end of the night.</li><li>A small clutch leaves your hands free for photos.</li></ul>" +
      "<p>Book alterations at least two weeks before the big day. Our tailors can adjust hems and straps in store.</p>",
  },
  {
    title: "Linen, Simply",
    description: "Why linen is the ideal summer fabric, how to wash it without shrinking it, and why the creases are part of its charm.",
    cover: 0,
    categories: "Fabrics, Care guides",
    tags: "linen, fabrics, summer, care",
    content:
      '<p><a href="https://en.wikipedia.org/wiki/Linen">Linen</a> is woven from flax fibres and has been worn around the Mediterranean for thousands of years. It absorbs moisture, dries fast and feels cool against the skin: exactly what you need in July.</p>' +
      "<h2>Washing linen</h2>" +
      "<p>Wash at 30 or 40 degrees on a gentle cycle with a mild detergent. Skip the fabric softener, which coats the fibres and reduces their ability to breathe. Line dry in the shade to protect the colour.</p>" +
      "<h2>About those creases</h2>" +
      "<p>Linen creases, and that is part of its relaxed elegance. If you prefer a crisper look, iron it while still slightly damp on a hot setting, or hang it in the bathroom while you shower.</p>" +
      "<h3>What to pair it with</h3>" +
      "<p>Natural tones such as sand, olive and stone mix easily with each other. Add leather sandals, a straw bag and a fine gold chain for an effortless summer outfit.</p>",
  },
  {
    title: "Jewellery Layering",
    description: "How to layer necklaces, chains and bracelets without looking overloaded: lengths, metals and a few simple rules.",
    cover: 8,
    categories: "Jewellery, Style guides",
    tags: "jewellery, necklaces, chains, bracelets",
    content:
      "<p>Layering jewellery is an easy way to make a simple outfit personal. The secret is <strong>contrast in length and thickness</strong>, with one common thread that ties everything together.</p>" +
      "<h2>Necklaces</h2>" +
      "<p>Start with a short chain of about 40 cm, add a second of 45 cm with a small pendant, and finish with a longer piece around 50 cm. Leave a few centimetres between each so they do not tangle.</p>" +
      "<h2>Bracelets</h2>" +
      "<p>Mix a bead bracelet with a fine chain and a watch. Wear them on the wrist that you use less, so they stay comfortable through the day.</p>" +
      "<ul><li>Mixing gold and silver is fine if you repeat each metal at least twice.</li><li>Keep earrings simple when you layer necklaces.</li><li>Take your jewellery off before swimming and applying perfume.</li></ul>" +
      "<p>Store each piece separately in a soft pouch to avoid scratches and knots.</p>",
  },
  {
    title: "Sneakers That Last",
    description: "Cleaning, drying and rotating your sneakers and running shoes so they stay comfortable and look fresh for longer.",
    cover: 9,
    categories: "Shoes, Care guides",
    tags: "sneakers, running, shoes, care",
    content:
      "<p>Sneakers take a beating from dust, sand and heat. With a little attention they can easily last twice as long.</p>" +
      "<h2>Clean little and often</h2>" +
      "<p>Wipe the soles and uppers after dusty days with a soft brush and a cloth dipped in soapy water. For white leather, a paste of baking soda and water removes most marks.</p>" +
      "<h2>Dry them properly</h2>" +
      "<p>Never leave shoes in the sun or on a radiator: the glue weakens and the foam hardens. Remove the insoles, stuff the shoes with newspaper and let them dry overnight.</p>" +
      "<h3>Running shoes</h3>" +
      "<p>Cushioning wears out after roughly 600 to 800 km. If your knees start to complain or the midsole shows deep creases, it is time for a new pair. Alternating two pairs lets the foam recover between runs.</p>" +
      "<p><em>Bonus:</em> keep your laces clean by washing them in a small bag with your next load of laundry.</p>",
  },
  {
    title: "Capsule Wardrobe",
    description: "Build a small, versatile wardrobe of pieces that work together, so getting dressed is faster and every item is worn.",
    cover: 1,
    categories: "Style guides",
    tags: "wardrobe, basics, minimalism",
    content:
      "<p>A capsule wardrobe is a short list of well-chosen pieces that combine easily. It saves money, time and space, and it makes packing for a trip to Djerba or Tabarka a ten-minute job.</p>" +
      "<h2>Start with a palette</h2>" +
      "<p>Pick two neutral bases, such as navy and sand, and one or two accent colours you love. Everything you buy should work with at least three other pieces.</p>" +
      "<h2>The essentials</h2>" +
      "<ol><li>Two shirts: one white, one in a soft colour</li><li>A pair of well-fitting jeans and a pair of tailored slacks</li><li>A dress that can go from day to evening</li><li>Clean white sneakers and one pair of smart shoes</li><li>A leather bag in a neutral tone</li></ol>" +
      "<p>Review your wardrobe each season. If you have not worn something for a year, give it a new life by donating it.</p>",
  },
  {
    title: "Finding Your Size",
    description: "How to measure yourself at home and read our size guides, so the pieces you order online fit the first time.",
    cover: 3,
    categories: "Shopping help",
    tags: "sizes, fit, online shopping",
    content:
      "<p>Ordering online is easier when you know your measurements. All you need is a soft tape measure and five minutes.</p>" +
      "<h2>Take three measurements</h2>" +
      "<ul><li><strong>Bust or chest:</strong> around the fullest part, keeping the tape level.</li><li><strong>Waist:</strong> at the narrowest point, usually just above the navel.</li><li><strong>Hips:</strong> around the widest part, with your feet together.</li></ul>" +
      "<p>Compare these numbers with the size guide on each product page. If you fall between two sizes, choose the larger one for fitted pieces and the smaller one for relaxed cuts.</p>" +
      "<h3>Shoes</h3>" +
      "<p>Measure your feet in the late afternoon, when they are slightly larger, and add half a centimetre for comfort.</p>" +
      "<p>Something does not fit? Exchanges are free within 14 days in all our stores and by delivery anywhere in Tunisia.</p>",
  },
  {
    title: "Palm Print Season",
    description: "Tropical prints, earthy greens and the colours of the oasis: how to wear this season's botanical trend with ease.",
    cover: 4,
    categories: "Trends",
    tags: "prints, colour, trends, summer",
    content:
      "<p>This season, designers are looking to the oasis. Palm fronds, olive leaves and jasmine blossoms appear on dresses, shirts and scarves, in shades of sage, olive and deep green.</p>" +
      "<h2>Start small</h2>" +
      "<p>If prints feel intimidating, begin with an accessory: a printed tote, a scarf tied on your bag or a pair of green earrings. Then try a printed shirt with plain trousers.</p>" +
      "<h2>Balance the look</h2>" +
      "<p>Pair a bold print with solid colours pulled from the pattern itself. A leaf print with olive and cream tones works with sand chinos and tan leather sandals.</p>" +
      "<blockquote>One statement print per outfit is plenty. Let it be the star.</blockquote>" +
      "<p>Greens also flatter every skin tone, especially after a few days in the sun. Visit our new arrivals to see the full collection.</p>",
  },
];

/* ------------------------------------------------------------------ */
/* Orders                                                              */
/* ------------------------------------------------------------------ */

export interface DemoOrder {
  fullName: string;
  telephone: string;
  state: string;
  city: string;
  street: string;
  zip: string;
  place: "Home" | "Office";
  lines: { productIndex: number; quantity: number }[];
  done: boolean;
  daysAgo: number;
}

/** Index of a product by name (throws if the demo data is inconsistent). */
function productAt(name: string): number {
  const i = demoProducts.findIndex((p) => p.name === name);
  if (i < 0) throw new Error(`demo product not found: ${name}`);
  return i;
}

export const demoOrders: DemoOrder[] = [
  {
    fullName: "Amira Ben Salah",
    telephone: "22415873",
    state: "Sousse",
    city: "Sousse",
    street: "14 Rue de Palestine",
    zip: "4000",
    place: "Home",
    lines: [
      { productIndex: productAt("Linen Midi Dress"), quantity: 1 },
      { productIndex: productAt("Straw Beach Bag"), quantity: 1 },
    ],
    done: true,
    daysAgo: 12,
  },
  {
    fullName: "Youssef Trabelsi",
    telephone: "98602114",
    state: "Tunis",
    city: "La Marsa",
    street: "7 Avenue Habib Bourguiba",
    zip: "2070",
    place: "Office",
    lines: [
      { productIndex: productAt("Steel Diver Watch"), quantity: 1 },
      { productIndex: productAt("White Oxford Shirt"), quantity: 2 },
    ],
    done: true,
    daysAgo: 9,
  },
  {
    fullName: "Mariem Gharbi",
    telephone: "55318940",
    state: "Sfax",
    city: "Sfax",
    street: "32 Route de Tunis km 3",
    zip: "3000",
    place: "Home",
    lines: [
      { productIndex: productAt("Burgundy Maxi Gown"), quantity: 1 },
      { productIndex: productAt("Ruby Neck Set"), quantity: 1 },
      { productIndex: productAt("Red Suede Pumps"), quantity: 1 },
    ],
    done: false,
    daysAgo: 4,
  },
  {
    fullName: "Hedi Bouazizi",
    telephone: "29871436",
    state: "Nabeul",
    city: "Hammamet",
    street: "5 Rue des Orangers",
    zip: "8050",
    place: "Home",
    lines: [
      { productIndex: productAt("Aero Running Shoe"), quantity: 1 },
      { productIndex: productAt("Sand Chino Slacks"), quantity: 1 },
    ],
    done: false,
    daysAgo: 2,
  },
  {
    fullName: "Salma Jaziri",
    telephone: "50947312",
    state: "Monastir",
    city: "Monastir",
    street: "18 Avenue de la Corniche",
    zip: "5000",
    place: "Office",
    lines: [
      { productIndex: productAt("Rose Party Frock"), quantity: 2 },
      { productIndex: productAt("Kids Light Sneakers"), quantity: 1 },
    ],
    done: true,
    daysAgo: 20,
  },
  {
    fullName: "Karim Haddad",
    telephone: "97256018",
    state: "Ariana",
    city: "Ennasr",
    street: "3 Rue Hedi Nouira",
    zip: "2037",
    place: "Home",
    lines: [
      { productIndex: productAt("Cognac Top Handle"), quantity: 1 },
      { productIndex: productAt("Pearl Bead Bracelet"), quantity: 1 },
    ],
    done: false,
    daysAgo: 0,
  },
];

/* ------------------------------------------------------------------ */
/* Contact messages                                                    */
/* ------------------------------------------------------------------ */

export interface DemoMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  deviceType: string;
  daysAgo: number;
}

export const demoMessages: DemoMessage[] = [
  {
    name: "Nour Mansouri",
    email: "nour.mansouri@example.com",
    subject: "Size exchange",
    message:
      "Hello, I received the Emerald Wrap Dress yesterday and it is a little too large. Can I exchange it for a size S at your Sousse boutique, or should I send it back by post? Thank you!",
    deviceType: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    daysAgo: 1,
  },
  {
    name: "Rania Chebbi",
    email: "rania.chebbi@example.com",
    subject: "Delivery to Tozeur",
    message:
      "Bonjour, do you deliver to Tozeur and how long does it usually take? I would like to order the Kairouan Kilim Tote as a gift for my sister's birthday next week.",
    deviceType:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    daysAgo: 3,
  },
  {
    name: "Mehdi Ayari",
    email: "mehdi.ayari@example.com",
    subject: "Watch bracelet links",
    message:
      "I bought the Silver Link Watch last month. The bracelet is too loose on my wrist. Can you remove two links for me, and is there a fee for this service?",
    deviceType:
      "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.165 Mobile Safari/537.36",
    daysAgo: 6,
  },
  {
    name: "Ines Belhadj",
    email: "ines.belhadj@example.com",
    subject: "Wedding order",
    message:
      "We are preparing a wedding in August and would like to order six kaftans in different sizes for the bridesmaids. Do you offer a group discount and custom hemming?",
    deviceType:
      "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    daysAgo: 8,
  },
  {
    name: "Walid Kefi",
    email: "walid.kefi@example.com",
    subject: "Restock request",
    message:
      "The Black Derby Shoes are out of stock in size 43. Do you know when they will be available again? I would be happy to pre-order a pair.",
    deviceType: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    daysAgo: 13,
  },
];

/** The sizes a demo product is offered in: a run from its type's set, such as a shop really stocks. */
function demoSizeRun(product: DemoProduct): readonly string[] {
  const set = sizesOf(product.type);
  if (set.length === 1) return set;
  if (product.type === "shoes") {
    const from = product.category === "women_shoes" ? "36" : product.category === "men_shoes" ? "40" : "37";
    return set.slice(set.indexOf(from), set.indexOf(from) + 5);
  }
  if (product.type === "kid_s_wear") return set.slice(0, 6);
  return set.slice(1, 5); // S, M, L, XL
}

/**
 * A demo product's stock per size, adding up to its quantity: spread over its sizes, the middle ones fuller,
 * and every third product sold out in its largest size, so that the demo shows low and sold-out sizes.
 */
export function demoSizes(product: DemoProduct, index: number): SizeStock[] {
  const { colors } = product;
  if (colors) return demoSizeRun(product).map((size, i) => ({ size, quantity: colors.reduce((sum, color) => sum + color.stock[i], 0) }));
  const run = demoSizeRun(product);
  const counts = run.map(() => Math.floor(product.quantity / run.length));
  let left = product.quantity - counts.reduce((sum, n) => sum + n, 0);
  for (let i = Math.floor(run.length / 2); left > 0; i = (i + 1) % run.length, left--) counts[i] += 1;
  if (run.length > 2 && index % 3 === 0) {
    counts[1] += counts[run.length - 1];
    counts[run.length - 1] = 0;
  }
  return run.map((size, i) => ({ size, quantity: counts[i] }));
}

/** A demo colour's stock per size, in its product's run. */
export function demoColorSizes(product: DemoProduct, color: DemoColor): SizeStock[] {
  const run = demoSizeRun(product);
  if (color.stock.length !== run.length)
    throw new Error(`${product.name} ${color.name}: ${run.length} sizes, ${color.stock.length} counts`);
  return run.map((size, i) => ({ size, quantity: color.stock[i] }));
}

/**
 * A demo product's maker, the brand the feeds send: every other product carries one of the home page's partner
 * brands, in turn; the others sell under the store's own name (null).
 */
export function demoBrand(index: number): string | null {
  return index % 2 === 0 ? brandNames[(index / 2) % brandNames.length] : null;
}

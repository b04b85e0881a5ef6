/**
 * Order references: what the shopper is given to find her order again, and how what she types is read.
 * A reference is 12 characters of Crockford's base32 (no I, L, O or U, so it reads aloud and types without
 * confusion) in three groups, from Web Crypto's random source: 60 bits, which no one guesses, unlike the
 * database id.
 */
const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const REFERENCE_LENGTH = 12;
const REFERENCE_GROUP = 4;

function grouped(characters: string): string {
  return characters.match(new RegExp(`.{1,${REFERENCE_GROUP}}`, "g"))!.join("-");
}

export function newOrderReference(): string {
  // 32 letters: the low five bits of a random byte pick one without bias.
  const bytes = crypto.getRandomValues(new Uint8Array(REFERENCE_LENGTH));
  return grouped([...bytes].map((byte) => REFERENCE_ALPHABET[byte & 31]).join(""));
}

/**
 * A reference as a shopper may type it: any case, with or without dashes or spaces, O for 0 and I or L for 1
 * (as base32 reads them). Null when it cannot be one.
 */
export function normalizeOrderReference(input: string): string | null {
  const characters = input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (characters.length !== REFERENCE_LENGTH || [...characters].some((c) => !REFERENCE_ALPHABET.includes(c))) return null;
  return grouped(characters);
}

/** The 24 governorates of Tunisia offered in the shipping form. */
export const tunisianStates = [
  "Ariana",
  "Beja",
  "Ben Arous",
  "Bizerte",
  "Gabes",
  "Gafsa",
  "Jendouba",
  "Kairouan",
  "Kasserine",
  "Kebili",
  "Kef",
  "Mahdia",
  "Manouba",
  "Medenine",
  "Monastir",
  "Nabeul",
  "Sfax",
  "Sidi Bouzid",
  "Siliana",
  "Sousse",
  "Tataouine",
  "Tozeur",
  "Tunis",
  "Zaghouan",
] as const;

export type TunisianState = (typeof tunisianStates)[number];

export const places = ["Home", "Office"] as const;
export type Place = (typeof places)[number];

export const PHONE_PREFIX = "+216";

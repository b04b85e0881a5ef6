/**
 * The dictionaries by screen, and what a loader sends of them: one language, only the groups its screen
 * shows. Components read them through `useI18n()` (~/components/i18n), so the browser never downloads a
 * dictionary as code, and never one of another language.
 */
import { adminTexts } from "./admin-messages";
import { apiTexts } from "./api-messages.server";
import { DEFAULT_LOCALE, formatText, type Locale, type Params, type Text, type Texts } from "./i18n";
import type { TextId } from "./text-ids";
import { storeTexts } from "./messages";
import { validationTexts } from "./validation-messages";
import { aboutTexts } from "~/components/store/messages/about";
import { cartTexts } from "~/components/store/messages/cart";
import { contactTexts } from "~/components/store/messages/contact";
import { homeTexts } from "~/components/store/messages/home";
import { listTexts } from "~/components/store/messages/list";
import { productTexts } from "~/components/store/messages/product";
import { newsletterTexts } from "~/components/store/messages/newsletter";
import { alertTexts } from "~/components/store/messages/alert";
import { searchTexts } from "~/components/store/messages/search";
import { slipsTexts } from "./slip-messages";
import { invoicesTexts } from "./invoice-messages";
import { shopperMailTexts } from "./shopper-mail-messages";

type Dictionaries = Record<Locale, Readonly<Record<string, Text>>>;

const groups = {
  /** The layout, cards, notices and error pages: every page. */
  store: storeTexts,
  admin: adminTexts,
  validation: validationTexts,
  api: apiTexts,
  about: aboutTexts,
  cart: cartTexts,
  contact: contactTexts,
  home: homeTexts,
  /** The sort and filter controls of the category and search pages. */
  list: listTexts,
  product: productTexts,
  search: searchTexts,
  newsletter: newsletterTexts,
  /** A back-in-stock alert's page. */
  alert: alertTexts,
  /** The delivery slips and the orders list's slip controls. */
  slips: slipsTexts,
  /** Invoices and credit notes: the printed document, the order modal's paperwork, the shopper's link. */
  invoices: invoicesTexts,
  /** The shopper's messages about her order: written by the server only. */
  shopperMail: shopperMailTexts,
} satisfies Record<string, Dictionaries>;

export type TextGroup = keyof typeof groups;

/**
 * Groups whose English sentences come back from the API (its errors and the form checks it shares with the
 * pages) and are translated on display. Banners are written by the pages' own actions, in the page's language.
 */
const SENTENCE_GROUPS: readonly TextGroup[] = ["validation", "api"];

export function textGroups(): Record<TextGroup, Dictionaries> {
  return groups;
}

/** What a loader returns (spread into its data) for its screen's groups, in one language. */
export function textsFor(locale: Locale, ...names: TextGroup[]): { texts: Texts; sentences?: Record<string, string> } {
  const texts: Texts = {};
  for (const name of names) Object.assign(texts, groups[name][locale]);
  if (locale === DEFAULT_LOCALE) return { texts };
  // Only plain English texts can be recognised in a server's sentence; plural forms are never sent back.
  const sentences: Record<string, string> = {};
  for (const name of names) {
    if (!SENTENCE_GROUPS.includes(name)) continue;
    for (const [key, english] of Object.entries(groups[name].en)) if (typeof english === "string") sentences[key] = english;
  }
  return { texts, sentences };
}

/** One text in one language, for what the server writes itself: banners set by actions, e-mails. */
export function translate(locale: Locale, id: TextId, params?: Params): string {
  for (const dictionaries of Object.values(groups) as Dictionaries[]) {
    const text = dictionaries[locale][id] ?? undefined;
    if (text !== undefined) return formatText(locale, text, params);
  }
  return id;
}

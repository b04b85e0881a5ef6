/**
 * Every text key of the store, as one type, so `useI18n().t` refuses a key no dictionary has.
 * Type-only imports: no dictionary reaches the browser through this module.
 */
import type { adminEn } from "./admin-messages";
import type { MessageId } from "./messages";
import type { validationEn } from "./validation-messages";
import type { aboutEn } from "~/components/store/messages/about";
import type { cartEn } from "~/components/store/messages/cart";
import type { contactEn } from "~/components/store/messages/contact";
import type { homeEn } from "~/components/store/messages/home";
import type { listEn } from "~/components/store/messages/list";
import type { productEn } from "~/components/store/messages/product";
import type { newsletterEn } from "~/components/store/messages/newsletter";
import type { alertEn } from "~/components/store/messages/alert";
import type { searchEn } from "~/components/store/messages/search";
import type { slipsEn } from "./slip-messages";
import type { invoicesEn } from "./invoice-messages";
import type { shopperMailEn } from "./shopper-mail-messages";

export type TextId =
  | MessageId
  | keyof typeof adminEn
  | keyof typeof validationEn
  | keyof typeof aboutEn
  | keyof typeof cartEn
  | keyof typeof contactEn
  | keyof typeof homeEn
  | keyof typeof listEn
  | keyof typeof productEn
  | keyof typeof searchEn
  | keyof typeof newsletterEn
  | keyof typeof alertEn
  | keyof typeof slipsEn
  | keyof typeof invoicesEn
  | keyof typeof shopperMailEn;

/** The options of the list filters: the value is what the API's query takes, "" means all. */
import type { I18n } from "~/components/i18n";
import { orderStages } from "~/lib/order-stages";
import { roles } from "~/lib/roles";

type Say = I18n["t"];

export const stockFilterOptions = (t: Say) => [
  { value: "", label: t("list.all") },
  { value: "1", label: t("product.inStock") },
  { value: "0", label: t("product.outStock") },
];

/** The product lists' "On sale only" checkbox: `onSale=1`, as the API's filter takes it. */
export const onSaleToggle = (t: Say, value: string) => ({
  name: "onSale",
  label: t("list.onSaleOnly"),
  value: "1",
  checked: value === "1",
});

/** The orders list's "Refused a parcel before" checkbox: `refusedBefore=1`, as the API's filter takes it. */
export const refusedBeforeToggle = (t: Say, value: string) => ({
  name: "refusedBefore",
  label: t("orders.refusedBeforeFilter"),
  value: "1",
  checked: value === "1",
});

export const orderStatusOptions = (t: Say) => [
  { value: "", label: t("list.all") },
  { value: "1", label: t("orders.done") },
  { value: "0", label: t("orders.sending") },
];

/** The orders list's stage filter: every stage an order can be in. */
export const orderStageOptions = (t: Say) => [
  { value: "", label: t("list.allStages") },
  ...orderStages.map((stage) => ({ value: stage, label: t(`stage.${stage}`) })),
];

export const roleFilterOptions = (t: Say) => [
  { value: "", label: t("users.allRoles") },
  ...roles.map((role) => ({ value: role, label: t(roleLabelId(role)) })),
];

/** The text key of a role's name; the role's value (SUPER_ADMIN, ADMIN, EDITOR) never changes. */
export function roleLabelId(role: (typeof roles)[number]) {
  return `role.${role}` as const;
}

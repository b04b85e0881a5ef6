/** The options of the list filters: the value is what the API's query takes, "" means all. */
import { t } from "~/lib/admin-messages";
import { roleLabels, roles } from "~/lib/roles";

export const stockFilterOptions = () => [
  { value: "", label: t("list.all") },
  { value: "1", label: t("product.inStock") },
  { value: "0", label: t("product.outStock") },
];

export const orderStatusOptions = () => [
  { value: "", label: t("list.all") },
  { value: "1", label: t("orders.done") },
  { value: "0", label: t("orders.sending") },
];

export const roleFilterOptions = () => [
  { value: "", label: t("users.allRoles") },
  ...roles.map((role) => ({ value: role, label: roleLabels[role] })),
];

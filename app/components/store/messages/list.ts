/** The texts of the controls that sort and narrow a list of products: the category and search pages only. */
import type { Translation } from "~/lib/i18n";

export const listEn = {
  "list.sortBy": "Sort by",
  "list.sortNewest": "Newest",
  "list.sortPriceAsc": "Price: low to high",
  "list.sortPriceDesc": "Price: high to low",
  "list.sortSale": "On sale first",
  "list.sortApply": "Sort",
  "list.price": "Price",
  "list.priceFrom": "From",
  "list.priceTo": "To",
  "list.minPrice": "Lowest price",
  "list.maxPrice": "Highest price",
  "list.inStock": "In stock only",
  "list.color": "Colour",
  "list.anyColor": "Any colour",
  "list.apply": "Apply",
  "list.clearFilters": "Clear filters",
  "list.noMatch": "No product matches these filters. Try a wider price range, or clear the filters.",
} as const;

export const listFr: Translation<typeof listEn> = {
  "list.sortBy": "Trier par",
  "list.sortNewest": "Nouveautés",
  "list.sortPriceAsc": "Prix croissant",
  "list.sortPriceDesc": "Prix décroissant",
  "list.sortSale": "Promotions d'abord",
  "list.sortApply": "Trier",
  "list.price": "Prix",
  "list.priceFrom": "De",
  "list.priceTo": "À",
  "list.minPrice": "Prix minimum",
  "list.maxPrice": "Prix maximum",
  "list.inStock": "En stock uniquement",
  "list.color": "Couleur",
  "list.anyColor": "Toutes les couleurs",
  "list.apply": "Appliquer",
  "list.clearFilters": "Effacer les filtres",
  "list.noMatch": "Aucun produit ne correspond à ces filtres. Élargissez la fourchette de prix ou effacez les filtres.",
};

export const listAr: Translation<typeof listEn> = {
  "list.sortBy": "ترتيب حسب",
  "list.sortNewest": "الأحدث",
  "list.sortPriceAsc": "السعر: من الأقل إلى الأعلى",
  "list.sortPriceDesc": "السعر: من الأعلى إلى الأقل",
  "list.sortSale": "التخفيضات أولًا",
  "list.sortApply": "رتّب",
  "list.price": "السعر",
  "list.priceFrom": "من",
  "list.priceTo": "إلى",
  "list.minPrice": "أدنى سعر",
  "list.maxPrice": "أعلى سعر",
  "list.inStock": "المتوفر فقط",
  "list.color": "اللون",
  "list.anyColor": "كل الألوان",
  "list.apply": "تطبيق",
  "list.clearFilters": "مسح عوامل التصفية",
  "list.noMatch": "لا يوجد منتج يطابق عوامل التصفية هذه. جرّب نطاق أسعار أوسع أو امسح عوامل التصفية.",
};

export const listTexts = { en: listEn, fr: listFr, ar: listAr };

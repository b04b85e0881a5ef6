/** The texts only the search page shows (the header's search box is in ~/lib/messages: every page has it). */
import type { Translation } from "~/lib/i18n";

export const searchEn = {
  "page.search": "Search",
  "seo.search": "Search the store's clothing, jewellery, watches, shoes and handbags, and our blog posts.",
  "search.resultsFor": "Results for “{query}”",
  "search.found": { one: "{count} product found", other: "{count} products found" },
  "search.sortRelevance": "Best match",
  "search.prompt": "Type what you are looking for: a product's name, a colour, a fabric.",
  "search.noMatch": "No product matches “{query}”.",
  "search.tips": "Check the spelling, try fewer or other words, or browse a category:",
  "search.categories": "Browse a category",
  "search.posts": "From the blog",
} as const;

export const searchFr: Translation<typeof searchEn> = {
  "page.search": "Recherche",
  "seo.search": "Cherchez parmi les vêtements, bijoux, montres, chaussures et sacs de la boutique, et dans nos articles.",
  "search.resultsFor": "Résultats pour «\u00a0{query}\u00a0»",
  "search.found": { one: "{count} produit trouvé", other: "{count} produits trouvés" },
  "search.sortRelevance": "Pertinence",
  "search.prompt": "Tapez ce que vous cherchez\u00a0: le nom d'un produit, une couleur, une matière.",
  "search.noMatch": "Aucun produit ne correspond à «\u00a0{query}\u00a0».",
  "search.tips": "Vérifiez l'orthographe, essayez moins de mots ou d'autres mots, ou parcourez une catégorie\u00a0:",
  "search.categories": "Parcourir une catégorie",
  "search.posts": "Sur le blog",
};

export const searchAr: Translation<typeof searchEn> = {
  "page.search": "البحث",
  "seo.search": "ابحث في ملابس المتجر ومجوهراته وساعاته وأحذيته وحقائبه، وفي مقالاتنا.",
  "search.resultsFor": "نتائج البحث عن «{query}»",
  "search.found": {
    zero: "لم يُعثر على أي منتج",
    one: "عُثر على منتج واحد",
    two: "عُثر على منتجين",
    few: "عُثر على {count} منتجات",
    many: "عُثر على {count} منتجًا",
    other: "عُثر على {count} منتج",
  },
  "search.sortRelevance": "الأكثر صلة",
  "search.prompt": "اكتب ما تبحث عنه: اسم منتج أو لون أو قماش.",
  "search.noMatch": "لا يوجد منتج يطابق «{query}».",
  "search.tips": "تحقّق من الإملاء، أو جرّب كلمات أقل أو مختلفة، أو تصفّح فئة:",
  "search.categories": "تصفّح فئة",
  "search.posts": "من المدونة",
};

export const searchTexts = { en: searchEn, fr: searchFr, ar: searchAr };

/** The texts only a product's page shows, so that no other page downloads them (see ~/lib/messages). */
import type { Translation } from "~/lib/i18n";

export const productEn = {
  "wishlist.saved": "Success: Your product was saved!",
  "wishlist.duplicate": "Error: Product already saved!",
  "product.processingTime": "Processing Time: Item will be call you within 1-2 working days.",
  "product.quantity": "Quantity",
  "product.addToCart": "Add to cart",
  "product.addToWishlist": "Add to Wishlist",
  "product.moreProducts": "More Products",
  "product.description": "Description",
  "product.images": "Product images",
  "product.showImage": "Show image {number}",
  "product.enlarge": "Enlarge image",
  "product.closeImage": "Close the enlarged image",
  "size.choose": "Choose a size",
  "size.required": "Choose a size before adding this product to your cart",
  "size.unavailable": "Size {size} is sold out. Choose another size",
  "size.fewLeft": "Only {count} left",
  "size.soldOut": "sold out",
  "product.priceLabel": "Price:",
} as const;

export const productFr: Translation<typeof productEn> = {
  "wishlist.saved": "C'est fait\u00a0: votre produit a été enregistré\u00a0!",
  "wishlist.duplicate": "Erreur\u00a0: ce produit est déjà enregistré\u00a0!",
  "product.processingTime": "Délai de traitement\u00a0: nous vous appelons sous 1 à 2 jours ouvrés.",
  "product.quantity": "Quantité",
  "product.addToCart": "Ajouter au panier",
  "product.addToWishlist": "Ajouter à ma liste d'envies",
  "product.moreProducts": "Autres produits",
  "product.description": "Description",
  "product.images": "Images du produit",
  "product.showImage": "Afficher l'image {number}",
  "product.enlarge": "Agrandir l'image",
  "product.closeImage": "Fermer l'image agrandie",
  "size.choose": "Choisissez une taille",
  "size.required": "Choisissez une taille avant d'ajouter ce produit au panier",
  "size.unavailable": "La taille {size} est épuisée. Choisissez-en une autre",
  "size.fewLeft": "Plus que {count}",
  "size.soldOut": "épuisé",
  "product.priceLabel": "Prix\u00a0:",
};

export const productAr: Translation<typeof productEn> = {
  "wishlist.saved": "تم بنجاح: حُفظ المنتج!",
  "wishlist.duplicate": "خطأ: هذا المنتج محفوظ من قبل!",
  "product.processingTime": "مدة التجهيز: سنتصل بك خلال يوم إلى يومي عمل.",
  "product.quantity": "الكمية",
  "product.addToCart": "أضف إلى السلة",
  "product.addToWishlist": "أضف إلى قائمة الأمنيات",
  "product.moreProducts": "منتجات أخرى",
  "product.description": "الوصف",
  "product.images": "صور المنتج",
  "product.showImage": "اعرض الصورة {number}",
  "product.enlarge": "تكبير الصورة",
  "product.closeImage": "إغلاق الصورة المكبّرة",
  "size.choose": "اختر المقاس",
  "size.required": "اختر مقاسًا قبل إضافة هذا المنتج إلى السلة",
  "size.unavailable": "نفد المقاس {size}. اختر مقاسًا آخر",
  "size.fewLeft": {
    zero: "لم يبق شيء",
    one: "بقيت قطعة واحدة",
    two: "بقيت قطعتان",
    few: "بقيت {count} قطع",
    many: "بقيت {count} قطعة",
    other: "بقيت {count} قطعة",
  },
  "size.soldOut": "نفد",
  "product.priceLabel": "السعر:",
};

export const productTexts = { en: productEn, fr: productFr, ar: productAr };

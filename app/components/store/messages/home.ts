/** The texts only the home page shows, so that no other page downloads them (see ~/lib/messages). */
import type { Translation } from "~/lib/i18n";

export const homeEn = {
  "page.home": "Home",
  "home.heroEyebrow": "New season collection",
  "home.heroTitle": "Dressed for the Mediterranean sun",
  "home.heroText": "Light fabrics, handmade jewellery and timeless watches, chosen in Tunisia and delivered to your door.",
  "home.readMore": "Read More",
  "home.heroSale": "up to 75%",
  "home.heroSaleText": "on women's clothing",
  "home.shopNow": "Shop now",
  "home.saleOff": "off",
  "home.saleHeading": "On sale now",
  "home.newLaunches": "New Launches",
  "home.newLaunchesText": "The newest pieces in the store.",
  "home.topBrands": "Top Brands",
  "home.postsText": "Style notes and stories from our team.",
  "home.noProducts": "New products are on their way. Come back soon!",
  "home.noPosts": "No posts yet.",
  "home.perkDelivery": "Delivery across Tunisia",
  "home.perkPayment": "Pay on delivery",
  "home.perkSupport": "Help 6 days a week",
  "seo.home":
    "Clothing, jewellery, watches, shoes and handbags chosen in Tunisia and delivered to all 24 governorates. You pay on delivery.",
  "home.readMoreAbout": "about our story",
} as const;

export const homeFr: Translation<typeof homeEn> = {
  "page.home": "Accueil",
  "home.heroEyebrow": "Collection de la nouvelle saison",
  "home.heroTitle": "Habillés pour le soleil de la Méditerranée",
  "home.heroText": "Tissus légers, bijoux faits main et montres intemporelles, choisis en Tunisie et livrés chez vous.",
  "home.readMore": "En savoir plus",
  "home.heroSale": "jusqu'à -75\u00a0%",
  "home.heroSaleText": "sur les vêtements femme",
  "home.shopNow": "Acheter",
  "home.saleOff": "de\u00a0remise",
  "home.saleHeading": "Soldes en cours",
  "home.newLaunches": "Nouveautés",
  "home.newLaunchesText": "Les dernières pièces arrivées en boutique.",
  "home.topBrands": "Nos grandes marques",
  "home.postsText": "Conseils de style et histoires de notre équipe.",
  "home.noProducts": "De nouveaux produits arrivent bientôt. Revenez vite\u00a0!",
  "home.noPosts": "Aucun article pour le moment.",
  "home.perkDelivery": "Livraison partout en Tunisie",
  "home.perkPayment": "Paiement à la livraison",
  "home.perkSupport": "À votre écoute 6 jours sur 7",
  "seo.home":
    "Vêtements, bijoux, montres, chaussures et sacs à main choisis en Tunisie et livrés dans les 24 gouvernorats. Vous payez à la livraison.",
  "home.readMoreAbout": "sur notre histoire",
};

export const homeAr: Translation<typeof homeEn> = {
  "page.home": "الرئيسية",
  "home.heroEyebrow": "مجموعة الموسم الجديد",
  "home.heroTitle": "أناقة تليق بشمس المتوسط",
  "home.heroText": "أقمشة خفيفة ومجوهرات يدوية الصنع وساعات لا يبليها الزمن، نختارها في تونس ونوصلها إلى باب بيتك.",
  "home.readMore": "اقرأ المزيد",
  "home.heroSale": "حتى 75%",
  "home.heroSaleText": "على الملابس النسائية",
  "home.shopNow": "تسوّق الآن",
  "home.saleOff": "خصم",
  "home.saleHeading": "التخفيضات الحالية",
  "home.newLaunches": "وصل حديثًا",
  "home.newLaunchesText": "أحدث القطع في المتجر.",
  "home.topBrands": "أشهر العلامات",
  "home.postsText": "نصائح في الأناقة وحكايات من فريقنا.",
  "home.noProducts": "منتجات جديدة في الطريق. عد إلينا قريبًا!",
  "home.noPosts": "لا توجد مقالات بعد.",
  "home.perkDelivery": "توصيل إلى كل أنحاء تونس",
  "home.perkPayment": "الدفع عند الاستلام",
  "home.perkSupport": "في خدمتك 6 أيام في الأسبوع",
  "seo.home": "ملابس ومجوهرات وساعات وأحذية وحقائب يد نختارها في تونس ونوصلها إلى الولايات الأربع والعشرين. تدفع عند الاستلام.",
  "home.readMoreAbout": "عن قصتنا",
};

export const homeTexts = { en: homeEn, fr: homeFr, ar: homeAr };

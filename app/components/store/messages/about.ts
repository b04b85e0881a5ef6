/** The texts only the About page shows, so that no other page downloads them (see ~/lib/messages). */
import type { Translation } from "~/lib/i18n";

export const aboutEn = {
  "page.about": "About Us",
  "about.heading": "Our story",
  "about.story1":
    "Yasmine began in 2016 as a small boutique in the medina of Tunis, where two sisters sold dresses they sewed themselves and jewellery made by artisans from Nabeul and Djerba.",
  "about.story2":
    "Today we bring clothing, jewellery, watches, shoes and handbags to every one of the 24 governorates, with the same care: pieces we would wear ourselves, honest prices, and a real person on the phone when you need help.",
  "about.advantages": "Why shop with us",
  "about.professionality": "Professionality",
  "about.professionalityText": "Every piece is checked by hand before it leaves our workshop, and our team knows fabrics, sizes and fits.",
  "about.security": "Security",
  "about.securityText": "You pay on delivery, and your details are used only to bring your order to your door.",
  "about.rapidity": "Rapidity",
  "about.rapidityText": "Orders are prepared the same day and reach most cities within two to three working days.",
  "about.cta": "Discover the collection",
  "seo.about":
    "How two sisters from the medina of Tunis built a fashion house that brings clothing, jewellery and watches to every governorate.",
} as const;

export const aboutFr: Translation<typeof aboutEn> = {
  "page.about": "À propos",
  "about.heading": "Notre histoire",
  "about.story1":
    "Yasmine est née en 2016 dans une petite boutique de la médina de Tunis, où deux sœurs vendaient les robes qu'elles cousaient elles-mêmes et des bijoux faits par des artisans de Nabeul et de Djerba.",
  "about.story2":
    "Aujourd'hui, nous livrons vêtements, bijoux, montres, chaussures et sacs à main dans chacun des 24 gouvernorats, avec le même soin\u00a0: des pièces que nous porterions nous-mêmes, des prix honnêtes et une vraie personne au téléphone quand vous avez besoin d'aide.",
  "about.advantages": "Pourquoi acheter chez nous",
  "about.professionality": "Professionnalisme",
  "about.professionalityText":
    "Chaque pièce est vérifiée à la main avant de quitter notre atelier, et notre équipe connaît les tissus, les tailles et les coupes.",
  "about.security": "Sécurité",
  "about.securityText": "Vous payez à la livraison, et vos coordonnées ne servent qu'à vous apporter votre commande.",
  "about.rapidity": "Rapidité",
  "about.rapidityText": "Les commandes sont préparées le jour même et arrivent dans la plupart des villes en deux à trois jours ouvrés.",
  "about.cta": "Découvrir la collection",
  "seo.about":
    "Comment deux sœurs de la médina de Tunis ont bâti une maison de mode qui livre vêtements, bijoux et montres dans tous les gouvernorats.",
};

export const aboutAr: Translation<typeof aboutEn> = {
  "page.about": "من نحن",
  "about.heading": "قصتنا",
  "about.story1":
    "بدأت ياسمين سنة 2016 متجرًا صغيرًا في مدينة تونس العتيقة، حيث كانت أختان تبيعان فساتين تخيطانها بنفسيهما ومجوهرات من صنع حرفيين من نابل وجربة.",
  "about.story2":
    "واليوم نوصل الملابس والمجوهرات والساعات والأحذية وحقائب اليد إلى كل ولاية من الولايات الأربع والعشرين، بالعناية نفسها: قطع نرتديها نحن أيضًا، وأسعار عادلة، وشخص حقيقي يردّ على الهاتف حين تحتاج إلى المساعدة.",
  "about.advantages": "لماذا تتسوّق معنا",
  "about.professionality": "الاحترافية",
  "about.professionalityText": "نفحص كل قطعة يدويًا قبل أن تغادر ورشتنا، وفريقنا يعرف الأقمشة والمقاسات والقصّات.",
  "about.security": "الأمان",
  "about.securityText": "تدفع عند الاستلام، ولا نستعمل بياناتك إلا لإيصال طلبك إلى باب بيتك.",
  "about.rapidity": "السرعة",
  "about.rapidityText": "نجهّز الطلبات في اليوم نفسه، وتصل إلى أغلب المدن خلال يومين إلى ثلاثة أيام عمل.",
  "about.cta": "اكتشف المجموعة",
  "seo.about": "كيف أسّست أختان من مدينة تونس العتيقة دار أزياء توصل الملابس والمجوهرات والساعات إلى كل الولايات.",
};

export const aboutTexts = { en: aboutEn, fr: aboutFr, ar: aboutAr };

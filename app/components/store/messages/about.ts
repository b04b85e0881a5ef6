/** The texts only the About page shows, so that no other page downloads them (see ~/lib/messages). */
export const aboutEn = {
  "page.about": "About Us",
  "about.heading": "Our story",
  "about.story1": "Yasmine began in 2016 as a small boutique in the medina of Tunis, where two sisters sold dresses they sewed themselves and jewellery made by artisans from Nabeul and Djerba.",
  "about.story2": "Today we bring clothing, jewellery, watches, shoes and handbags to every one of the 24 governorates, with the same care: pieces we would wear ourselves, honest prices, and a real person on the phone when you need help.",
  "about.advantages": "Why shop with us",
  "about.professionality": "Professionality",
  "about.professionalityText": "Every piece is checked by hand before it leaves our workshop, and our team knows fabrics, sizes and fits.",
  "about.security": "Security",
  "about.securityText": "You pay on delivery, and your details are used only to bring your order to your door.",
  "about.rapidity": "Rapidity",
  "about.rapidityText": "Orders are prepared the same day and reach most cities within two to three working days.",
  "about.cta": "Discover the collection",
  "seo.about": "How two sisters from the medina of Tunis built a fashion house that brings clothing, jewellery and watches to every governorate.",
} as const;
export const aboutTexts = { en: aboutEn, fr: aboutEn, ar: aboutEn };

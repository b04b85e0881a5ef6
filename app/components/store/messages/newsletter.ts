/** The texts of the newsletter's own pages (the footer's form is in ~/lib/messages: every page has it). */
import type { Translation } from "~/lib/i18n";

export const newsletterEn = {
  "page.newsletter": "Newsletter",
  "newsletter.check": "Please check the form: your address was not saved.",
  "newsletter.failed": "Your address could not be saved just now. Please try again in a moment.",
  "page.unsubscribe": "Unsubscribe",
  "newsletter.unsubscribeText": "Press the button to stop receiving our newsletter at this address.",
  "newsletter.unsubscribeButton": "Unsubscribe",
  "newsletter.unsubscribed": "You are unsubscribed: you will not receive our newsletter any more.",
  "newsletter.badLink": "This unsubscribe link is not complete. Please open the whole link from our e-mail.",
} as const;

export const newsletterFr: Translation<typeof newsletterEn> = {
  "page.newsletter": "Lettre d'information",
  "newsletter.check": "Vérifiez le formulaire\u00a0: votre adresse n'a pas été enregistrée.",
  "newsletter.failed": "Votre adresse n'a pas pu être enregistrée pour le moment. Réessayez dans un instant.",
  "page.unsubscribe": "Se désinscrire",
  "newsletter.unsubscribeText": "Appuyez sur le bouton pour ne plus recevoir notre lettre à cette adresse.",
  "newsletter.unsubscribeButton": "Me désinscrire",
  "newsletter.unsubscribed": "Vous êtes désinscrit\u00a0: vous ne recevrez plus notre lettre d'information.",
  "newsletter.badLink": "Ce lien de désinscription est incomplet. Ouvrez le lien entier de notre e-mail.",
};

export const newsletterAr: Translation<typeof newsletterEn> = {
  "page.newsletter": "النشرة البريدية",
  "newsletter.check": "يرجى مراجعة النموذج: لم يُحفظ عنوانك.",
  "newsletter.failed": "تعذّر حفظ عنوانك الآن. يرجى المحاولة بعد قليل.",
  "page.unsubscribe": "إلغاء الاشتراك",
  "newsletter.unsubscribeText": "اضغط على الزر لتتوقف عن تلقي نشرتنا على هذا العنوان.",
  "newsletter.unsubscribeButton": "إلغاء الاشتراك",
  "newsletter.unsubscribed": "تم إلغاء اشتراكك: لن تصلك نشرتنا بعد الآن.",
  "newsletter.badLink": "رابط إلغاء الاشتراك هذا غير مكتمل. يرجى فتح الرابط كاملًا من رسالتنا.",
};

export const newsletterTexts = { en: newsletterEn, fr: newsletterFr, ar: newsletterAr };

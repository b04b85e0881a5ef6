/** The texts only the Contact page shows, so that no other page downloads them (see ~/lib/messages). */
import type { Translation } from "~/lib/i18n";

export const contactEn = {
  "contact.success": "Sending message Success !",
  "page.contact": "Contact Us",
  "contact.heading": "Get in touch",
  "contact.intro": "A question about an order, a size or a gift? Write to us and we answer within one working day.",
  "contact.addressLabel": "Address",
  "contact.phoneLabel": "Phone",
  "contact.emailLabel": "Email",
  "contact.email": "hello@yasmine.tn",
  "contact.hoursLabel": "Opening hours",
  "contact.hours": "Monday to Saturday, 9:00 to 18:00",
  "contact.formTitle": "Send us a message",
  "contact.name": "Name",
  "contact.emailField": "Email",
  "contact.subject": "Subject",
  "contact.message": "Message",
  "contact.send": "Send message",
  "seo.contact": "Call +216 71 234 567 or write to us: questions about an order, a size or a gift get an answer within one working day.",
} as const;

export const contactFr: Translation<typeof contactEn> = {
  "contact.success": "Votre message a bien été envoyé\u00a0!",
  "page.contact": "Contact",
  "contact.heading": "Écrivez-nous",
  "contact.intro": "Une question sur une commande, une taille ou un cadeau\u00a0? Écrivez-nous\u00a0: nous répondons sous un jour ouvré.",
  "contact.addressLabel": "Adresse",
  "contact.phoneLabel": "Téléphone",
  "contact.emailLabel": "E-mail",
  "contact.email": "hello@yasmine.tn",
  "contact.hoursLabel": "Horaires d'ouverture",
  "contact.hours": "Du lundi au samedi, de 9 h à 18 h",
  "contact.formTitle": "Envoyez-nous un message",
  "contact.name": "Nom",
  "contact.emailField": "E-mail",
  "contact.subject": "Objet",
  "contact.message": "Message",
  "contact.send": "Envoyer le message",
  "seo.contact":
    "Appelez le +216 71 234 567 ou écrivez-nous\u00a0: une question sur une commande, une taille ou un cadeau reçoit une réponse sous un jour ouvré.",
};

export const contactAr: Translation<typeof contactEn> = {
  "contact.success": "تم إرسال رسالتك بنجاح!",
  "page.contact": "اتصل بنا",
  "contact.heading": "تواصل معنا",
  "contact.intro": "سؤال عن طلب أو مقاس أو هدية؟ اكتب لنا وسنجيبك خلال يوم عمل واحد.",
  "contact.addressLabel": "العنوان",
  "contact.phoneLabel": "الهاتف",
  "contact.emailLabel": "البريد الإلكتروني",
  "contact.email": "hello@yasmine.tn",
  "contact.hoursLabel": "أوقات العمل",
  "contact.hours": "من الاثنين إلى السبت، من 9:00 إلى 18:00",
  "contact.formTitle": "أرسل لنا رسالة",
  "contact.name": "الاسم",
  "contact.emailField": "البريد الإلكتروني",
  "contact.subject": "الموضوع",
  "contact.message": "الرسالة",
  "contact.send": "إرسال الرسالة",
  "seo.contact": "اتصل بنا على الرقم \u2066+216 71 234 567\u2069 أو اكتب لنا: كل سؤال عن طلب أو مقاس أو هدية يلقى جوابًا خلال يوم عمل واحد.",
};

export const contactTexts = { en: contactEn, fr: contactFr, ar: contactAr };

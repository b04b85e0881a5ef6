/** The texts only the Contact page shows, so that no other page downloads them (see ~/lib/messages). */
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
export const contactTexts = { en: contactEn, fr: contactEn, ar: contactEn };

/** The texts of a back-in-stock alert's own page, where the links of its e-mails lead (docs/decisions/060). */
import type { Translation } from "~/lib/i18n";

export const alertEn = {
  "page.stockAlert": "Back-in-stock alert",
  "alertPage.color": "Colour: {color}",
  "alertPage.size": "Size: {size}",
  "alertPage.toConfirm": "Confirm the alert, and we write to you once when this is back in stock.",
  "alertPage.waiting": "Your alert is confirmed: we write to you once when this is back in stock.",
  "alertPage.confirm": "Confirm the alert",
  "alertPage.cancelText": "Cancelling deletes the alert and your address.",
  "alertPage.cancel": "Cancel the alert",
  "alertPage.confirmed": "Thank you: your alert is confirmed.",
  "alertPage.cancelled": "Your alert is cancelled and your address is deleted.",
  "alertPage.gone":
    "This alert is no longer waiting: it was sent, cancelled, or it expired, and its address is deleted. You will get no more messages about it.",
  "alertPage.failed": "This did not work just now. Please try again in a moment.",
  "alertPage.see": "See the product",
} as const;

export const alertFr: Translation<typeof alertEn> = {
  "page.stockAlert": "Alerte de retour en stock",
  "alertPage.color": "Couleur\u00a0: {color}",
  "alertPage.size": "Taille\u00a0: {size}",
  "alertPage.toConfirm": "Confirmez l'alerte, et nous vous écrirons une fois quand il sera de retour en stock.",
  "alertPage.waiting": "Votre alerte est confirmée\u00a0: nous vous écrirons une fois quand il sera de retour en stock.",
  "alertPage.confirm": "Confirmer l'alerte",
  "alertPage.cancelText": "Annuler supprime l'alerte et votre adresse.",
  "alertPage.cancel": "Annuler l'alerte",
  "alertPage.confirmed": "Merci\u00a0: votre alerte est confirmée.",
  "alertPage.cancelled": "Votre alerte est annulée et votre adresse est supprimée.",
  "alertPage.gone":
    "Cette alerte n'est plus en attente\u00a0: elle a été envoyée, annulée ou elle a expiré, et son adresse est supprimée. Vous ne recevrez plus de message à son sujet.",
  "alertPage.failed": "Cela n'a pas fonctionné. Réessayez dans un instant.",
  "alertPage.see": "Voir le produit",
};

export const alertAr: Translation<typeof alertEn> = {
  "page.stockAlert": "تنبيه العودة إلى المخزون",
  "alertPage.color": "اللون: {color}",
  "alertPage.size": "المقاس: {size}",
  "alertPage.toConfirm": "أكّد التنبيه، وسنراسلك مرة واحدة عند عودته إلى المخزون.",
  "alertPage.waiting": "تنبيهك مؤكَّد: سنراسلك مرة واحدة عند عودته إلى المخزون.",
  "alertPage.confirm": "تأكيد التنبيه",
  "alertPage.cancelText": "الإلغاء يحذف التنبيه وعنوانك.",
  "alertPage.cancel": "إلغاء التنبيه",
  "alertPage.confirmed": "شكرًا: تم تأكيد تنبيهك.",
  "alertPage.cancelled": "تم إلغاء تنبيهك وحذف عنوانك.",
  "alertPage.gone": "لم يعد هذا التنبيه قائمًا: أُرسل أو أُلغي أو انتهت مدته، وحُذف عنوانه. لن تصلك رسائل أخرى بشأنه.",
  "alertPage.failed": "لم تنجح العملية. يُرجى المحاولة بعد قليل.",
  "alertPage.see": "عرض المنتج",
};

export const alertTexts = { en: alertEn, fr: alertFr, ar: alertAr };

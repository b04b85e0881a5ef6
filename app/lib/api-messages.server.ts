/**
 * The API's own error sentences (one per problem, as the error body's message list carries them). The API
 * always answers in English; the French and Arabic here let the back office show those sentences to staff in
 * their own language (`useI18n().localize`, which matches the English templates below). Only the server
 * sends them, so this module never reaches a browser bundle.
 */
import { fill, type Translation } from "./i18n";

export const apiEn = {
  "api.unauthorized": "You must be signed in with a valid token",
  "api.forbidden": "Your role does not allow this action",
  "api.notFound": "The requested resource was not found",
  "api.routeNotFound": "No such API route",
  "api.badJson": "The request body must be valid JSON",
  "api.nulCharacter": "Text must not contain NUL characters",
  "api.unsupportedMediaType": "The request body must be JSON",
  "api.invalidId": "id must be a positive whole number",
  "api.loginInvalid": "email or password is incorrect",
  "api.loginRateLimited": "Too many failed sign-in attempts for this e-mail from your connection. Please wait 15 minutes and try again",
  "api.loginAccountRateLimited":
    "This account has had too many failed sign-in attempts in the last hour. Please try again later, from a device that has signed in to it before",
  "api.emailTaken": "email is already used by another account",
  "api.superAdminProtected": "A super admin's role cannot be changed",
  "api.onlyOwnAccount": "You can only update your own account",
  "api.roleChangeForbidden": "Only a super admin can change roles",
  "api.avatarUrl": "imgUrl must be an image url returned by the media upload",
  "api.unavailable": "The store database is temporarily unavailable. Please try again in a moment",
  "api.internal": "Something went wrong on our side. Please try again",
  "api.noFiles": "Choose at least one image to upload",
  "api.filePolyglot": "This image carries other data after its end (such as a script) and was refused",
  "api.productMissing": "A product in your cart is no longer available",
  "api.sizeRequired": "Choose a size of {name}",
  "api.sizeNotOffered": "{name} does not come in size {size}",
  "api.sizesNeeded": "This product is stocked in several sizes: send the stock of each size in sizes",
  "api.productGone": "Product {id} is no longer available",
  "api.orderStageRefused": "This order is {current} and cannot become {stage}",
  "api.tooManyNewOrders":
    "This order cannot be taken now: orders for one telephone number are limited. Please try again later, or contact us",
  "api.staleOrdersOff": "Stale orders are not cancelled: set STALE_ORDER_DAYS to the number of days after which a new order is stale",
  "api.staleOrderNote": "Not confirmed within {days} days",
  "api.bodyTooLarge": "The request body is larger than {size} MB",
  "api.rateLimited": "Too many requests from your connection. Please try again in {minutes} min",
  "api.trackNotFound": "No order matches this order number and telephone. Check both and try again",
  "api.dayFormat": "{field} must be a real day written YYYY-MM-DD, such as 2024-05-31",
  "api.dayRangeReversed": "from must be the same day as to or an earlier one",
} as const;

export const apiFr: Translation<typeof apiEn> = {
  "api.unauthorized": "Vous devez être connecté avec un jeton valide",
  "api.forbidden": "Votre rôle ne permet pas cette action",
  "api.notFound": "La ressource demandée est introuvable",
  "api.routeNotFound": "Cette route de l'API n'existe pas",
  "api.badJson": "Le corps de la requête doit être un JSON valide",
  "api.nulCharacter": "Le texte ne doit pas contenir de caractères NUL",
  "api.unsupportedMediaType": "Le corps de la requête doit être en JSON",
  "api.invalidId": "l'identifiant doit être un nombre entier positif",
  "api.loginInvalid": "e-mail ou mot de passe incorrect",
  "api.loginRateLimited":
    "Trop de tentatives de connexion échouées pour cet e-mail depuis votre connexion. Veuillez patienter 15 minutes avant de réessayer",
  "api.loginAccountRateLimited":
    "Ce compte a subi trop de tentatives de connexion échouées dans la dernière heure. Veuillez réessayer plus tard, depuis un appareil qui s'y est déjà connecté",
  "api.emailTaken": "cet e-mail est déjà utilisé par un autre compte",
  "api.superAdminProtected": "Le rôle d'un super administrateur ne peut pas être modifié",
  "api.onlyOwnAccount": "Vous ne pouvez modifier que votre propre compte",
  "api.roleChangeForbidden": "Seul un super administrateur peut changer les rôles",
  "api.avatarUrl": "l'avatar doit être une image envoyée par le téléversement de médias",
  "api.unavailable": "La base de données de la boutique est momentanément indisponible. Veuillez réessayer dans un instant",
  "api.internal": "Un problème est survenu de notre côté. Veuillez réessayer",
  "api.noFiles": "Choisissez au moins une image à envoyer",
  "api.filePolyglot": "Cette image contient d'autres données après sa fin (un script, par exemple) et a été refusée",
  "api.productMissing": "Un produit de votre panier n'est plus disponible",
  "api.sizeRequired": "Choisissez une taille de {name}",
  "api.sizeNotOffered": "{name} n'existe pas en taille {size}",
  "api.sizesNeeded": "Ce produit est stocké en plusieurs tailles\u00a0: indiquez le stock de chaque taille",
  "api.productGone": "Le produit {id} n'est plus disponible",
  "api.orderStageRefused": "Cette commande est à l'étape {current} et ne peut pas passer à l'étape {stage}",
  "api.tooManyNewOrders":
    "Cette commande ne peut pas être prise pour l'instant\u00a0: les commandes pour un même numéro de téléphone sont limitées. Veuillez réessayer plus tard, ou nous contacter",
  "api.staleOrdersOff":
    "Les commandes en souffrance ne sont pas annulées\u00a0: réglez STALE_ORDER_DAYS sur le nombre de jours après lequel une nouvelle commande est en souffrance",
  "api.staleOrderNote": "Non confirmée en {days} jours",
  "api.bodyTooLarge": "Le corps de la requête dépasse {size} Mo",
  "api.rateLimited": "Trop de demandes depuis votre connexion. Veuillez réessayer dans {minutes} min",
  "api.trackNotFound": "Aucune commande ne correspond à ce numéro de commande et à ce téléphone. Vérifiez les deux et réessayez",
  "api.dayFormat": "{field} doit être un jour réel écrit AAAA-MM-JJ, par exemple 2024-05-31",
  "api.dayRangeReversed": "from doit être le même jour que to ou un jour antérieur",
};

export const apiAr: Translation<typeof apiEn> = {
  "api.unauthorized": "يجب تسجيل الدخول برمز صالح",
  "api.forbidden": "دورك لا يسمح بهذا الإجراء",
  "api.notFound": "المورد المطلوب غير موجود",
  "api.routeNotFound": "هذا المسار غير موجود في واجهة البرمجة",
  "api.badJson": "يجب أن يكون محتوى الطلب بصيغة JSON صالحة",
  "api.nulCharacter": "يجب ألّا يحتوي النص على محارف NUL",
  "api.unsupportedMediaType": "يجب أن يكون محتوى الطلب بصيغة JSON",
  "api.invalidId": "يجب أن يكون المعرّف عددًا صحيحًا موجبًا",
  "api.loginInvalid": "البريد الإلكتروني أو كلمة المرور غير صحيحة",
  "api.loginRateLimited": "محاولات دخول فاشلة كثيرة بهذا البريد الإلكتروني من اتصالك. يُرجى الانتظار 15 دقيقة ثم المحاولة من جديد",
  "api.loginAccountRateLimited":
    "تعرّض هذا الحساب لمحاولات دخول فاشلة كثيرة في الساعة الأخيرة. يُرجى المحاولة لاحقًا من جهاز سبق له الدخول إليه",
  "api.emailTaken": "هذا البريد الإلكتروني مستخدم في حساب آخر",
  "api.superAdminProtected": "لا يمكن تغيير دور المدير العام",
  "api.onlyOwnAccount": "لا يمكنك تعديل سوى حسابك الخاص",
  "api.roleChangeForbidden": "وحده المدير العام يمكنه تغيير الأدوار",
  "api.avatarUrl": "يجب أن تكون الصورة الرمزية صورةً مرفوعة عبر رفع الوسائط",
  "api.unavailable": "قاعدة بيانات المتجر غير متاحة مؤقتًا. يُرجى المحاولة بعد قليل",
  "api.internal": "حدث خلل من جهتنا. يُرجى المحاولة مرة أخرى",
  "api.noFiles": "اختر صورة واحدة على الأقل لرفعها",
  "api.filePolyglot": "تحمل هذه الصورة بيانات أخرى بعد نهايتها (مثل برنامج نصي) لذلك رُفضت",
  "api.productMissing": "أحد المنتجات في سلتك لم يعد متوفرًا",
  "api.sizeRequired": "اختر مقاسًا من {name}",
  "api.sizeNotOffered": "{name} غير متوفّر بالمقاس {size}",
  "api.sizesNeeded": "مخزون هذا المنتج موزّع على عدة مقاسات: أدخل مخزون كل مقاس",
  "api.productGone": "المنتج {id} لم يعد متوفرًا",
  "api.orderStageRefused": "هذا الطلب في مرحلة {current} ولا يمكن نقله إلى مرحلة {stage}",
  "api.tooManyNewOrders": "لا يمكن قبول هذا الطلب الآن: الطلبات لرقم الهاتف الواحد محدودة. يُرجى المحاولة لاحقًا أو التواصل معنا",
  "api.staleOrdersOff": "لا تُلغى الطلبات المتروكة: اضبط STALE_ORDER_DAYS على عدد الأيام التي يصبح بعدها الطلب الجديد متروكًا",
  "api.staleOrderNote": "لم يُؤكَّد خلال {days} يومًا",
  "api.bodyTooLarge": "حجم محتوى الطلب يتجاوز {size} ميغابايت",
  "api.rateLimited": "طلبات كثيرة جدًا من اتصالك. يُرجى المحاولة مجددًا بعد {minutes} دقيقة",
  "api.trackNotFound": "لا يوجد طلب بهذا الرقم وهذا الهاتف. تحقّق من الاثنين وأعد المحاولة",
  "api.dayFormat": "يجب أن يكون {field} يومًا موجودًا مكتوبًا بالصيغة YYYY-MM-DD، مثل 2024-05-31",
  "api.dayRangeReversed": "يجب أن يكون from هو يوم to نفسه أو يومًا قبله",
};

export const apiTexts = { en: apiEn, fr: apiFr, ar: apiAr };

export function bodyTooLargeMessage(maxBytes: number): string {
  return fill(apiEn["api.bodyTooLarge"], { size: Math.round(maxBytes / 1024 / 1024) });
}

/** Parameterised sentences of the API, in English (the API's language). */
export const sayApi = {
  productGone: (id: number) => fill(apiEn["api.productGone"], { id }),
  sizeRequired: (name: string) => fill(apiEn["api.sizeRequired"], { name }),
  sizeNotOffered: (name: string, size: string) => fill(apiEn["api.sizeNotOffered"], { name, size }),
  sizesNeeded: () => apiEn["api.sizesNeeded"],
  orderStageRefused: (current: string, stage: string) => fill(apiEn["api.orderStageRefused"], { current, stage }),
  staleOrderNote: (days: number) => fill(apiEn["api.staleOrderNote"], { days }),
  rateLimited: (minutes: number) => fill(apiEn["api.rateLimited"], { minutes }),
  dayFormat: (field: string) => fill(apiEn["api.dayFormat"], { field }),
};

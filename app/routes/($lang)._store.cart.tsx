import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Suspense, useEffect } from "react";
import {
  apiClient,
  cartCookie,
  cartDiscountView,
  checkCode,
  cartLineView,
  checkoutReview,
  checkShippingForm,
  colorIdFrom,
  discountCodeOf,
  discountCookie,
  keepTypedValues,
  linesTotal,
  multiplyAmount,
  normalizeCode,
  noticeId,
  orderLimitProblems,
  orderLimitsOf,
  orderReasonsIn,
  pageLocale,
  phoneUseRefusal,
  productIdFrom,
  readStoreNotice,
  removeFromCart,
  removeFromWishlist,
  setFlash,
  shippingQuotes,
  shopperLists,
  sizeFrom,
  storeCurrencyOf,
  textsFor,
  translate,
  typedValuesOf,
  wishlistCookie,
  withCookies,
} from "~/components/store/pages.server";
import { metaI18n, Money, useI18n } from "~/components/i18n";
import { PageBanner } from "~/components/store/banner";
import { categoryText, imageSizes, ProductCard, ProductImage } from "~/components/store/cards";
import { lazyComponent } from "~/components/lazy";
import { CHECKOUT_FORM_ID, SHOWN_FEE_FIELD, SHOWN_TOTAL_FIELD, type OrderFailure } from "~/components/store/checkout";
import type { AppliedCode } from "~/components/store/checkout.server";
import type { CartDiscountView } from "~/components/store/discount.server";
import { Icon } from "~/components/store/icons";
import { localizedPath, type Currency, type Locale } from "~/lib/i18n";
import type { ImagePreloadHandle } from "~/lib/images";
import { routes } from "~/lib/routes";
import { seoMeta } from "~/lib/seo";
import type { Order } from "~/lib/types";
import type { ApiClient } from "~/api-client.server";

export const meta: MetaFunction = ({ matches, location }) => {
  const { t } = metaI18n(matches, location.pathname);
  return seoMeta(matches, { title: t("page.cart"), description: t("seo.cart"), path: routes.cart() });
};

const BANNER_ART = routes.storeArt("store/banner-cart.svg");

/** The banner's art is the page's largest picture. */
export const handle: ImagePreloadHandle = { preloadImage: () => ({ href: BANNER_ART }) };

/** The cart's lines with their products, in the page's language, and the answers (to drop deleted products). */
async function readCart(api: ApiClient, cart: ReturnType<typeof shopperLists>["cart"], locale: Locale, currency: Currency) {
  // Two sizes of one product are two lines, and one read.
  const cartIds = [...new Set(cart.map((line) => line.id))];
  const productAnswers = await Promise.all(cartIds.map((id) => api.products.single(id)));
  const answers = cart.map((line) => productAnswers[cartIds.indexOf(line.id)]);
  // The lines the page shows, and what the server alone needs of them: the cookie's line and its colour's names.
  const known = cart.flatMap((line, i) => {
    const answer = answers[i];
    return answer.ok ? [{ line, product: answer.data, view: cartLineView(answer.data, line, locale) }] : [];
  });
  // Each line's total is worked out here, exactly, so the page's JavaScript carries no decimal arithmetic.
  const lines = known.map(({ line, product: { colors: _colors, ...product }, view }) => {
    // Every colour's pictures and stock stay here (the page needs only the line's own), and the line's words are
    // written here, so that the page's JavaScript stays within its budget.
    return {
      product,
      key: `${line.id}.${line.size ?? ""}~${line.color ?? ""}`,
      /** What its delete form posts: its product, size and colour (even a colour the product lost). */
      fields: {
        intent: "delete",
        id: String(line.id),
        ...(line.size ? { size: line.size } : {}),
        ...(line.color === undefined ? {} : { color: String(line.color) }),
      },
      sizeText: view.sizeLabel ? translate(locale, "cart.lineSize", { size: view.sizeLabel }) : null,
      color: view.color && { hex: view.color.hex, text: translate(locale, "cart.lineColor", { color: view.color.name }) },
      images: view.images,
      problem: view.problem && { message: view.problem.message, choose: view.problem.choose },
      quantity: line.quantity,
      total: multiplyAmount(product.price, line.quantity, currency),
    };
  });
  // Exact decimals in the store's currency (3 × 19.90 is 59.70, never 59.699999).
  const subtotal = linesTotal(
    lines.map((line) => ({ price: line.product.price, quantity: line.quantity })),
    currency,
  );
  return { lines, known, answers, subtotal };
}

/** The lines the order would refuse as they stand, each with its product's name and the reason. */
function unorderable(known: Awaited<ReturnType<typeof readCart>>["known"]): string[] {
  return known.flatMap(({ product, view }) => (view.problem ? [`${product.name}: ${view.problem.message}`] : []));
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = pageLocale(params);
  const lists = shopperLists(request);
  // The products in the page's language (English where a text is not translated).
  const api = apiClient(context, null, { locale });
  const currency = storeCurrencyOf(context);
  const [{ lines, known, answers: cartAnswers, subtotal }, wishlistAnswers] = await Promise.all([
    readCart(api, lists.cart, locale, currency),
    Promise.all(lists.wishlist.map((id) => api.products.single(id))),
  ]);
  const wishlist = wishlistAnswers.flatMap((answer) => (answer.ok ? [answer.data] : []));

  // Products deleted since they were saved leave the cookies (only on a real 404, never on an outage).
  const cookies: string[] = [];
  if (cartAnswers.some((a) => a.status === 404)) {
    cookies.push(cartCookie(lists.cart.filter((_, i) => cartAnswers[i].status !== 404)));
  }
  if (wishlistAnswers.some((a) => a.status === 404)) {
    cookies.push(wishlistCookie(lists.wishlist.filter((_, i) => wishlistAnswers[i].status !== 404)));
  }

  // The code applied to the cart, checked again against the cart as it is now (it may have changed since).
  const code = discountCodeOf(request);
  const discount = code && lines.length ? await cartDiscountView(api, locale, code, lists.cart, subtotal, currency) : null;
  // The checkout dialog shows each governorate's fee and total as soon as one is chosen.
  const quotes =
    lines.length && opensCheckout(new URL(request.url).search)
      ? await shippingQuotes(api, subtotal, currency, appliedCodeOf(discount))
      : null;
  const { notice, headers } = await readStoreNotice(request);
  const answerHeaders = new Headers(headers);
  for (const cookie of cookies) answerHeaders.append("Set-Cookie", cookie);
  // A cart the pages filled stays within the caps on one order; one that does not (a cookie written by hand, or
  // caps lowered since) says which cap it breaks before the checkout is refused for it.
  const limits = orderLimitsOf(context);
  const overLimits = [
    ...new Set(
      orderLimitProblems(
        known.map(({ line }) => ({ id: line.id, size: line.size ?? null, color: line.color ?? null, quantity: line.quantity })),
        limits,
      ).map((problem) =>
        problem.kind === "line"
          ? translate(locale, "limits.lineUnits", { count: problem.max })
          : translate(locale, "limits.orderUnits", { count: problem.max }),
      ),
    ),
  ];
  // The checkout dialog's form checks are shown in the page's language ("validation").
  const texts = textsFor(locale, "cart", "validation");
  const cannotOrder = lines.some((line) => line.problem) ? translate(locale, "cart.cannotOrder") : null;
  return json({ lines, wishlist, subtotal, discount, quotes, notice, overLimits, cannotOrder, ...texts }, { headers: answerHeaders });
}

/** The cart's code as the checkout's figures take it: only when it applies. */
function appliedCodeOf(discount: CartDiscountView | null): AppliedCode | null {
  return discount && discount.kind && !discount.problem ? { code: discount.code, kind: discount.kind, amount: discount.amount } : null;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const locale = pageLocale(params);
  const cartPath = localizedPath(routes.cart(), locale);
  const form = await request.formData();
  const intent = form.get("intent");
  const lists = shopperLists(request);

  if (intent === "delete" || intent === "unsave") {
    const id = productIdFrom(form.get("id"));
    if (id === null) return redirect(cartPath);
    // A cart line is a product in one colour and one size: only that line leaves (no size or colour posted: a
    // line from before sizes or colours).
    const cookie =
      intent === "delete"
        ? cartCookie(removeFromCart(lists.cart, { id, size: sizeFrom(form.get("size")), color: colorIdFrom(form.get("color")) }))
        : wishlistCookie(removeFromWishlist(lists.wishlist, id));
    return redirect(cartPath, { headers: withCookies(cookie) });
  }

  if (intent === "removeDiscount") return redirect(cartPath, { headers: withCookies(discountCookie(null)) });
  if (intent === "applyDiscount") {
    // Typed as heard or read ("ete 2o"): the API finds the code it reads as, and the cookie keeps the code as stored.
    const posted = form.get("code");
    const typedCode = typeof posted === "string" ? posted.slice(0, 100) : "";
    const code = normalizeCode(typedCode);
    if (!code) return json({ codeError: translate(locale, "cart.codeRequired"), typedCode }, { status: 422 });
    if (lists.cart.length === 0) return redirect(cartPath);
    const checkedCode = await checkCode(apiClient(context, null, { locale }), locale, storeCurrencyOf(context), code, lists.cart);
    if (!checkedCode.applies) return json({ codeError: checkedCode.problem, typedCode }, { status: 422 });
    return redirect(cartPath, { headers: withCookies(discountCookie(checkedCode.figures.code)) });
  }

  const typed = typedValuesOf(form);
  const checked = checkShippingForm(form);
  if (checked.fieldErrors) {
    return json({ failure: null, review: null, ...keepTypedValues(CHECKOUT_FORM_ID, typed, checked.fieldErrors) }, { status: 422 });
  }

  // The order goes only at the delivery fee and total the shopper was shown: with JavaScript the dialog shows
  // them as soon as a governorate is chosen; without it (or if they changed since) this step shows them first.
  const currency = storeCurrencyOf(context);
  const api = apiClient(context, null, { locale });
  const { known, subtotal } = await readCart(api, lists.cart, locale, currency);
  // A line the order would refuse (its colour gone or not chosen, its colour and size sold out) is named before
  // anything is sent, in the shopper's language; the cart and what she typed stay.
  const problems = unorderable(known);
  if (problems.length) {
    const failure: OrderFailure = { id: noticeId(), messages: problems };
    return json({ failure, review: null, ...keepTypedValues(CHECKOUT_FORM_ID, typed) }, { status: 409 });
  }
  // The cart's code is checked again for this governorate. One that stopped applying (ended, used up) leaves the
  // cart, and the order waits for the shopper to see the total without it. A check the API did not make (her
  // limit of checks reached) says nothing of the code: it stays, and the order waits with the reason.
  const code = discountCodeOf(request);
  const codeCheck = code ? await checkCode(api, locale, currency, code, lists.cart, { state: checked.data.state }) : null;
  if (codeCheck && !codeCheck.applies && codeCheck.unanswered) {
    const failure: OrderFailure = { id: noticeId(), messages: [codeCheck.problem] };
    return json({ failure, review: null, ...keepTypedValues(CHECKOUT_FORM_ID, typed) }, { status: 429 });
  }
  const dropCode = async (reason: string, status: number) => {
    const codeDropped = translate(locale, "checkout.codeDropped", { reason });
    const review = await checkoutReview(api, subtotal, checked.data.state, currency, null, codeDropped);
    return json(
      { failure: null, review, ...keepTypedValues(CHECKOUT_FORM_ID, typed) },
      { headers: withCookies(discountCookie(null)), status },
    );
  };
  if (codeCheck && !codeCheck.applies) return dropCode(codeCheck.problem, 409);
  const applied: AppliedCode | null = codeCheck?.applies
    ? {
        code: codeCheck.figures.code,
        kind: codeCheck.figures.kind,
        amount: codeCheck.figures.kind === "free_shipping" ? null : codeCheck.figures.discount,
      }
    : null;
  const review = await checkoutReview(api, subtotal, checked.data.state, currency, applied);
  if (review && (form.get(SHOWN_FEE_FIELD) !== review.shippingFee || form.get(SHOWN_TOTAL_FIELD) !== review.total)) {
    return json({ failure: null, review, ...keepTypedValues(CHECKOUT_FORM_ID, typed) });
  }

  const answer = await apiClient(context).post<Order>("orders/create", {
    ...checked.data,
    // Her messages about the order speak the language of the page she ordered from.
    locale,
    products: lists.cart,
    ...(applied ? { discountCode: applied.code } : {}),
  });
  if (answer.status === 201) {
    const flash = await setFlash(request, {
      kind: "success",
      message: translate(locale, "order.success"),
      reference: answer.data.reference,
    });
    return redirect(localizedPath(routes.checkout(), locale), { headers: withCookies(cartCookie([]), discountCookie(null), flash) });
  }
  // Whether this telephone has used a code is said only here, when the order is placed (never by the check, which
  // anyone may call with any number): the code leaves the cart, as one that stopped applying does.
  const phoneUse = applied && answer.status === 409 ? phoneUseRefusal(locale, applied.code, answer.error?.message ?? []) : null;
  if (phoneUse) return dropCode(phoneUse, 409);
  // SPEC 8: any other answer keeps the cart and shows the failure; the reason names a product short of stock.
  const failure: OrderFailure = {
    id: noticeId(),
    messages: await orderReasonsIn(
      api,
      locale,
      answer.error?.message ?? [],
      known.map(({ product, view }) => ({ product, color: view.color })),
    ),
  };
  return json(
    { failure, review: null, ...keepTypedValues(CHECKOUT_FORM_ID, typed) },
    { status: answer.status >= 400 ? answer.status : 500 },
  );
}

/** `?checkout` opens the dialog (routes.checkout). */
function opensCheckout(search: string): boolean {
  return new URLSearchParams(search).has("checkout");
}

/**
 * The shipping dialog and its form code are not part of the page's first download: the browser fetches them
 * once the page is idle, or when the shopper heads for "Proceed to Checkout". The server still renders the
 * dialog in full when the URL asks for it, so checking out works without JavaScript.
 */
const { Component: CheckoutDialog, preload: preloadCheckout } = lazyComponent(() =>
  import("~/components/store/checkout-dialog").then((module) => module.CheckoutDialog),
);
// Opened by the address itself (a reload, a link, the answer to a form posted without JavaScript), the dialog
// is in the server HTML: this module waits for its code, so the page hydrates with it at hand instead of
// leaving the dialog inert, its form to the browser's own submission, until the code arrives.
if (typeof document !== "undefined" && opensCheckout(window.location.search)) await preloadCheckout().catch(() => undefined);
/** A failed download is tried again when the dialog opens; it never stops the page. */
const preloadCheckoutQuietly = () => void preloadCheckout().catch(() => undefined);

function usePreloadCheckoutWhenIdle(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(preloadCheckoutQuietly, 1);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(preloadCheckoutQuietly);
    return () => window.cancelIdleCallback(id);
  }, [enabled]);
}

/** The dialog follows the URL; with JavaScript it opens or closes as soon as the link is followed. */
function useCheckoutOpen(): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  const { path } = useI18n();
  const target = navigation.state === "loading" && navigation.location.pathname === path(routes.cart()) ? navigation.location : location;
  return opensCheckout(target.search);
}

/** A delete form: `fields` name the cart line (product, size, colour) or the saved product it removes. */
function DeleteButton({ fields, label }: { fields: Record<string, string>; label: string }) {
  const navigation = useNavigation();
  const { path } = useI18n();
  const sent = navigation.state !== "idle" ? navigation.formData : undefined;
  const entries = Object.entries(fields);
  const busy = !!sent && entries.every(([name, value]) => sent.get(name) === value) && sent.has("color") === "color" in fields;
  return (
    <Form method="post" action={path(routes.cart())} preventScrollReset>
      {entries.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn btn-sm btn-outline-danger cart-delete" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : <Icon name="trash" size={16} />}
        <span>{label}</span>
      </button>
    </Form>
  );
}

/**
 * The cart's discount code: a field to apply one, or the code applied with a button to remove it. Both are plain
 * forms, answered by the server (with JavaScript, without a reload); the reason a code does not apply shows
 * beside it, in the page's language.
 */
function DiscountCode({ discount, error, typed }: { discount: CartDiscountView | null; error: string | null; typed?: string }) {
  const { t, path } = useI18n();
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  const busy = navigation.state !== "idle" && (intent === "applyDiscount" || intent === "removeDiscount");
  if (discount) {
    return (
      <Form method="post" action={path(routes.cart())} preventScrollReset className="cart-code mb-3" data-testid="cart-code">
        <p className="mb-1">
          {t("cart.codeApplied")} <bdi className="fw-semibold">{discount.code}</bdi>
        </p>
        {discount.problem ? <p className="text-danger small mb-1">{discount.problem}</p> : null}
        <button type="submit" name="intent" value="removeDiscount" className="btn btn-link p-0" disabled={busy}>
          {t("cart.removeCode")}
        </button>
      </Form>
    );
  }
  return (
    <Form method="post" action={path(routes.cart())} preventScrollReset className="cart-code mb-3" data-testid="cart-code">
      <label htmlFor="discount-code" className="form-label">
        {t("cart.discountCode")}
      </label>
      <div className="input-group">
        <input
          id="discount-code"
          name="code"
          className={`form-control${error ? " is-invalid" : ""}`}
          defaultValue={typed}
          key={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "discount-code-error" : undefined}
        />
        <button type="submit" name="intent" value="applyDiscount" className="btn btn-outline-dark" disabled={busy}>
          {t("cart.applyCode")}
        </button>
      </div>
      {error ? (
        <p id="discount-code-error" role="alert" className="invalid-feedback d-block mb-0">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

export default function Cart() {
  const { lines, wishlist, subtotal, discount, quotes, notice, overLimits, cannotOrder } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const open = useCheckoutOpen();
  const answer = actionData && "review" in actionData ? actionData : null;
  const failure = answer?.failure ?? null;
  const codeAnswer = actionData && "codeError" in actionData ? actionData : null;
  const { t, path, money } = useI18n();
  usePreloadCheckoutWhenIdle(lines.length > 0);

  return (
    <>
      <PageBanner title={t("cart.heading", { count: lines.length })} current={t("page.cart")} image={BANNER_ART} imagePriority />
      {open ? (
        <Suspense fallback={null}>
          <CheckoutDialog
            cartIsEmpty={lines.length === 0}
            cannotOrder={cannotOrder}
            notice={notice}
            failure={failure}
            answer={answer}
            quotes={quotes}
            review={answer?.review ?? null}
          />
        </Suspense>
      ) : null}
      <div className="container store-section">
        {notice && !open ? (
          notice.kind === "error" ? (
            <p role="alert" className="alert alert-danger">
              {notice.message}
            </p>
          ) : (
            <p role="status" className="alert alert-success">
              {notice.message}
            </p>
          )
        ) : null}
        {overLimits.length && !open ? (
          <ul role="alert" className="alert alert-warning list-unstyled" data-testid="cart-over-limits">
            {overLimits.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        <div className="row g-4">
          <div className="col-lg-8">
            {lines.length ? (
              <table className="table cart-table align-middle">
                <caption className="visually-hidden">{t("cart.items")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("cart.photo")}</th>
                    <th scope="col">{t("cart.name")}</th>
                    <th scope="col" className="text-center">
                      {t("cart.quantity")}
                    </th>
                    <th scope="col" className="text-end">
                      {t("cart.price")}
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">{t("cart.actions")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map(({ product, key, fields, sizeText, color, images, problem, quantity, total }) => (
                    <tr key={key}>
                      <td className="cart-photo">
                        <ProductImage product={{ name: product.name, images }} sizes={imageSizes.thumbnail} box={96} eager />
                      </td>
                      <td className="cart-name">
                        <Link to={path(routes.singleProduct(product.id))} dir="auto">
                          {product.name}
                        </Link>
                        {color ? (
                          <span className="cart-color">
                            <span className="cart-swatch" style={{ backgroundColor: color.hex }} />
                            {color.text}
                          </span>
                        ) : null}
                        {sizeText ? <span className="d-block small fw-semibold">{sizeText}</span> : null}
                        <span className="d-block small text-body-secondary">{categoryText(t, product.categories)}</span>
                        {problem ? (
                          <span className="cart-problem">
                            {problem.message}{" "}
                            {problem.choose ? <Link to={path(routes.singleProduct(product.id))}>{problem.choose}</Link> : null}
                          </span>
                        ) : null}
                      </td>
                      <td className="cart-quantity text-center">
                        <span className="cart-label">{t("cart.quantityLabel")} </span>
                        {quantity}
                      </td>
                      <td className="cart-price text-end">
                        <Money className="fw-semibold" amount={total} />
                        {quantity > 1 ? (
                          <span className="d-block small text-body-secondary">
                            {/* "2 × $19.90": the price stays left to right inside an Arabic line. */}
                            <bdi dir="ltr">{t("cart.lineTotal", { quantity, price: money(product.price) })}</bdi>
                          </span>
                        ) : null}
                      </td>
                      <td className="cart-actions text-end">
                        <DeleteButton fields={fields} label={t("cart.delete")} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <div className="cart-empty">
                <Icon name="bag" size={40} />
                <p className="h5 mt-3">{t("cart.empty")}</p>
                <Link className="btn btn-dark store-btn mt-2" to={path(routes.home())}>
                  {t("cart.continue")}
                </Link>
              </div>
            )}
          </div>
          <div className="col-lg-4">
            <section className="cart-summary" aria-labelledby="summary-title">
              <h2 id="summary-title" className="h5 mb-3">
                {t("cart.summary")}
              </h2>
              <dl className="cart-summary-list">
                <div>
                  <dt>{t("cart.subtotal")}</dt>
                  <dd data-testid="subtotal">
                    <Money amount={subtotal} />
                  </dd>
                </div>
                {discount?.amount ? (
                  <div>
                    <dt>{t("cart.discount", { code: discount.code })}</dt>
                    <dd data-testid="cart-discount">
                      <Money amount={discount.amount} off />
                    </dd>
                  </div>
                ) : null}
              </dl>
              <p className="cart-summary-fee">{discount?.kind === "free_shipping" ? t("cart.freeDeliveryCode") : t("cart.shippingFee")}</p>
              <dl className="cart-summary-list">
                <div className="cart-summary-total">
                  <dt>{t("cart.estimatedTotal")}</dt>
                  <dd data-testid="estimated-total">
                    <Money amount={discount?.total ?? subtotal} />
                  </dd>
                </div>
              </dl>
              {lines.length ? (
                <DiscountCode discount={discount} error={codeAnswer?.codeError ?? null} typed={codeAnswer?.typedCode} />
              ) : null}
              {cannotOrder ? (
                <p role="alert" className="alert alert-warning small mb-0">
                  {cannotOrder}
                </p>
              ) : lines.length ? (
                <Link
                  className="btn btn-dark btn-lg w-100 store-btn"
                  to={path(routes.checkout())}
                  preventScrollReset
                  onPointerEnter={preloadCheckoutQuietly}
                  onFocus={preloadCheckoutQuietly}
                >
                  {t("cart.proceed")}
                </Link>
              ) : null}
              <p className="cart-summary-note">
                <Icon name="shield" size={16} />
                {t("checkout.payOnDelivery")}
              </p>
            </section>
          </div>
        </div>

        {wishlist.length ? (
          <section className="store-subsection" aria-labelledby="wishlist-title">
            <h2 id="wishlist-title" className="section-title mb-4">
              {t("cart.wishlist")}
            </h2>
            <ul className="row row-cols-2 row-cols-md-3 row-cols-xl-4 g-3 g-lg-4 list-unstyled mb-0 product-grid">
              {wishlist.map((product) => (
                <li className="col d-flex flex-column gap-2" key={product.id}>
                  <ProductCard product={product} />
                  <DeleteButton fields={{ intent: "unsave", id: String(product.id) }} label={t("cart.removeFromWishlist")} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}

/**
 * The `sizes` of the product page's own pictures, as ./cards `imageSizes` gives those every product list shares.
 * Sent with the page's data rather than in its JavaScript, which is at its budget (docs/performance.md).
 */
export const productPageImageSizes = {
  /** Six across on wide screens: "More Products". */
  productRowOfSix:
    "(min-width: 1400px) 196px, (min-width: 1200px) 166px, (min-width: 992px) 296px, (min-width: 768px) 222px, (min-width: 576px) 250px, calc(50vw - 20px)",
  /** The main picture, half the container from md up. */
  gallery:
    "(min-width: 1400px) 624px, (min-width: 1200px) 534px, (min-width: 992px) 444px, (min-width: 768px) 336px, (min-width: 576px) 516px, calc(100vw - 24px)",
} as const;

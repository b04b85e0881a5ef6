/** The texts only a product's page shows, so that no other page downloads them (see ~/lib/messages). */
export const productEn = {
  "wishlist.saved": "Success: Your product was saved!",
  "wishlist.duplicate": "Error: Product already saved!",
  "product.processingTime": "Processing Time: Item will be call you within 1-2 working days.",
  "product.quantity": "Quantity",
  "product.addToCart": "Add to cart",
  "product.addToWishlist": "Add to Wishlist",
  "product.moreProducts": "More Products",
  "product.description": "Description",
  "product.images": "Product images",
  "product.showImage": "Show image",
  "product.enlarge": "Enlarge image",
  "product.closeImage": "Close the enlarged image",
  "product.price": "Price",
} as const;
export const productTexts = { en: productEn, fr: productEn, ar: productEn };

import { useMatches } from "@remix-run/react";
import { HIGH_FETCH_PRIORITY, imagePreloadsOf } from "~/lib/images";

/**
 * `<link rel="preload">` for the largest picture of the page shown (routes name it in their handle), so the
 * browser fetches it first, before the stylesheets and scripts are even read.
 */
export function ImagePreloads() {
  return (
    <>
      {imagePreloadsOf(useMatches()).map((image) => (
        <link
          key={image.srcSet ?? image.href}
          rel="preload"
          as="image"
          href={image.srcSet ? undefined : image.href}
          imageSrcSet={image.srcSet}
          imageSizes={image.sizes}
          {...HIGH_FETCH_PRIORITY}
        />
      ))}
    </>
  );
}

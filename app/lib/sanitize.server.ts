import sanitizeHtml from "sanitize-html";

/**
 * The allowlist is what the Quill editor produces. Scripts, event handlers,
 * styles and javascript: URLs never survive; links open safely.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h1",
    "h2",
    "h3",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ol",
    "ul",
    "li",
    "blockquote",
    "pre",
    "code",
    "span",
    "sub",
    "sup",
    "img",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    li: ["data-list", "class"],
    p: ["class"],
    h1: ["class"],
    h2: ["class"],
    h3: ["class"],
    span: ["class"],
    pre: ["class", "spellcheck"],
    img: ["src", "alt", "width", "height"],
  },
  allowedClasses: {
    "*": [/^ql-(align|indent|direction|size|font)-[a-z0-9-]+$/, "ql-syntax"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }),
    // Quill inserts pictures without alt text; an empty one marks them decorative
    // instead of letting screen readers spell out the file name.
    img: (tagName, attribs) => ({ tagName, attribs: { alt: "", ...attribs } }),
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/**
 * A product description from another shop's HTML (an imported catalogue): the same sanitiser with no tag kept,
 * block ends as line breaks, and the text as a shopper reads it. sanitize-html decodes every entity while parsing
 * and escapes only these four on output, so undoing them gives the text exactly.
 */
export function htmlToPlainText(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>/gi, "\n").replace(/<\/(p|div|li|h[1-6]|blockquote)>/gi, "\n");
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

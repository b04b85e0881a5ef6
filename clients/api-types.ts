/**
 * The Yasmine store API's types, generated from its OpenAPI document by `npm run api:client`: do not edit.
 */
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 200 when the database answers, 503 otherwise
         * @description Who may call: Anyone.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in; answers 201 { token }
         * @description Who may call: Anyone.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the token of this request
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products (whole list oldest first without a query; lang or Accept-Language: texts in French or Arabic)
         * @description Who may call: Anyone.
         */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/single/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product
         * @description Who may call: Anyone.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/type/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products of one type, for the category pages
         * @description Who may call: Anyone.
         */
        get: operations["listProductsOfType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole catalogue as a CSV file streamed by product: one row per colour × size with the product's handle, texts in every language, prices, colour, SKU, barcode, stock and picture names (UTF-8 with a BOM, CRLF, formulas neutralised)
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        get: operations["exportProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/images/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product image
         * @description Who may call: Anyone.
         */
        get: operations["getProductImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload product images (field images, up to 10)
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        post: operations["uploadProductImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a product
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a product (images replace the list when given; translation fields sent replace the stored ones)
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        put: operations["updateProduct"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/codes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the SKUs and barcodes of some of a product's variants (codes left out are kept; stock is not touched)
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        put: operations["setProductVariantCodes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a product
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a catalogue CSV (the store's export, Shopify's or WooCommerce's products CSV) with an optional ZIP of its pictures: dryRun=true (the default) answers the preview and keeps the upload as a job to confirm; dryRun=false writes every product or none at once
         * @description Who may call: ADMIN or SUPER_ADMIN.
         */
        post: operations["importProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/import/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An import job: its preview, its status and, while it runs, its progress
         * @description Who may call: ADMIN or SUPER_ADMIN.
         */
        get: operations["getProductImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/import/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a kept upload again, with staff's mapping of its unknown categories; writes no product
         * @description Who may call: ADMIN or SUPER_ADMIN.
         */
        post: operations["previewProductImportAgain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/import/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a previewed import with the mapping given: answers 202 at once; the job then writes every product or none, with one audit entry of its counts (follow it with GET /products/import/{id})
         * @description Who may call: ADMIN or SUPER_ADMIN.
         */
        post: operations["confirmProductImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List posts (q searches titles; lang or Accept-Language: texts in French or Arabic)
         * @description Who may call: Anyone.
         */
        get: operations["listPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/single/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One post
         * @description Who may call: Anyone.
         */
        get: operations["getPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/images/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A post cover image
         * @description Who may call: Anyone.
         */
        get: operations["getPostImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a post cover (field file); answers { data: file name }
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        post: operations["uploadPostImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a post
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        post: operations["createPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a post (the fields sent change; translation fields sent replace the stored ones)
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        patch: operations["updatePost"];
        trace?: never;
    };
    "/api/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a post
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        delete: operations["deletePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place an order (priced and stocked by the server)
         * @description Who may call: Anyone.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders; from and to (YYYY-MM-DD, UTC days, both included) keep the orders placed on those days and between, code those placed with a discount code
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The orders the list's filters keep, as a CSV file streamed oldest first: one row per order line (UTF-8 with a BOM, CRLF, formulas neutralised)
         * @description Who may call: ADMIN or SUPER_ADMIN.
         */
        get: operations["exportOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/reference/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shopper's own order, by the reference given when it was placed (no stock figures)
         * @description Who may call: Anyone.
         */
        get: operations["getOrderByReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Where an order stands, with the discount code it was placed with, for its reference and telephone; any wrong pair answers the same 404
         * @description Who may call: Anyone.
         */
        post: operations["trackOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/stale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many New orders are older than STALE_ORDER_DAYS days (days is null when that is off)
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        get: operations["countStaleOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/stale/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel every New order older than STALE_ORDER_DAYS days, putting its stock back; answers { cancelled }
         * @description Who may call: ADMIN or SUPER_ADMIN.
         */
        post: operations["cancelStaleOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order with its lines and its timeline
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/confirm/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark an order Done (delivered) from any open stage; a delivered order stays so
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        put: operations["confirmOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/stage/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move an order to a later stage, or cancel, return or (once shipped) refuse it (its stock goes back); 409 when it has left that path, 400 when HOLD_REFUSING_NUMBERS holds a number that refused parcels before and no note is given
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        put: operations["moveOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/delivery/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Record a shipped parcel the shopper kept in part at the door: every line with the pieces kept (at least one in all). It becomes delivered, the refused pieces go back in stock, and its figures become what was kept, the code's discount worked out again on the kept lines; 409 when it is not shipped (already delivered, for one recorded twice)
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        put: operations["deliverOrderInPart"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/return/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the return of some pieces of a delivered order: each line coming back with its pieces (at most those kept and not returned before). It stays delivered, marked partly returned; the refund is what she paid for them, the code's share taken off. Their stock comes back when they are received (PUT /orders/return-received/{id}); 409 when not delivered
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        post: operations["returnOrderPieces"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/exchange/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange some pieces of a delivered order's line for another variant, named by its SKU: creates the exchange's own order (confirmed, its own reference), takes the new variant's stock at once (409 when short), and records the return of the pieces given back, whose stock comes back when they are received. Its exchange says the cash to collect or pay back; its delivery fee follows EXCHANGE_DELIVERY. Answers the exchange's order
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        post: operations["exchangeOrderPieces"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/return-received/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark the pieces of one of the order's returns or exchanges received (returnId, from the order's returns): their stock comes back, once, and when the order has its invoice a partial credit note gives them back; 404 when the order has no such return, 409 when it is already received or cancelled
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        put: operations["receiveReturnedPieces"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/note/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Staff's own note on an order
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        put: operations["setOrderNote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/invoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue the invoice of a delivered order, numbered in the year's gapless sequence; 409 when the order is not delivered, already has one, or the shop's legal details are not all set
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        post: operations["issueInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's invoice and credit note, in the order they were issued
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        get: operations["listOrderInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/reference/{reference}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shopper's invoice and credit note, by her order's reference (empty until one is issued)
         * @description Who may call: Anyone.
         */
        get: operations["listMyOrderInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/reference/{reference}/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the shopper's documents by her order's reference, for its print page and PDF; 404 when it is not that order's
         * @description Who may call: Anyone.
         */
        get: operations["getMyOrderInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery fee to each governorate and the free-shipping threshold
         * @description Who may call: Anyone.
         */
        get: operations["getShippingRates"];
        /**
         * Set the fees of the governorates given and the free-shipping threshold
         * @description Who may call: ADMIN or SUPER_ADMIN.
         */
        put: operations["setShippingRates"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every discount code, the newest first, with its uses so far and the revenue of the orders holding one
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        get: operations["listDiscounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discounts/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a code takes off a cart, with the order's figures, or why it does not apply (no use is taken). Every check counts against the client's limit; past it, every check answers 429. Whether a telephone number has used a code is never said here: the order that would use it again is refused
         * @description Who may call: Anyone.
         */
        post: operations["checkDiscount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discounts/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a discount code
         * @description Who may call: ADMIN or SUPER_ADMIN.
         */
        post: operations["createDiscount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One discount code
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        get: operations["getDiscount"];
        put?: never;
        post?: never;
        /**
         * Delete a code (placed orders keep their copy of it)
         * @description Who may call: ADMIN or SUPER_ADMIN.
         */
        delete: operations["deleteDiscount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discounts/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a code's terms, or pause it (placed orders keep what they were given)
         * @description Who may call: ADMIN or SUPER_ADMIN.
         */
        put: operations["updateDiscount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the stock from a count (kind count: the pieces on the shelf, less those orders not yet shipped hold) or add a delivery (kind delivery: each change, repeated codes added up) by SKU or barcode; dryRun previews. 400 with every line's error writes nothing
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        post: operations["changeStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock/changes/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The same from a CSV file whose header is sku,quantity (a count) or sku,change (a delivery), barcode in place of sku; UTF-8 or Windows-1252, comma or semicolon. Errors name each line's row as a spreadsheet shows it
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        post: operations["changeStockFromFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product feeds' addresses in each language (absolute on PUBLIC_URL; null without it), the items they hold and how many are in stock, the products left out, and how many products have each problem
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        get: operations["getSalesChannels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channels/problems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The products with at least one feed problem (or with `reason`), by id, each with all its problems; 10 a page unless limit says otherwise, the total in X-Total-Count
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        get: operations["listFeedProblemProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a contact message
         * @description Who may call: Anyone.
         */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List messages (q searches subjects)
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        get: operations["listMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages (q searches subjects) as a CSV file streamed oldest first (UTF-8 with a BOM, CRLF, formulas neutralised)
         * @description Who may call: ADMIN or SUPER_ADMIN.
         */
        get: operations["exportMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One message
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        get: operations["getMessage"];
        put?: never;
        post?: never;
        /**
         * Delete a message; answers { messageId }
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        delete: operations["deleteMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe an address (consent: true); an address already there stays as it was
         * @description Who may call: Anyone.
         */
        post: operations["subscribeToNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unsubscribe the address of an unsubscribe link's token
         * @description Who may call: Anyone.
         */
        post: operations["unsubscribeFromNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Subscribers (every one unless limit is given), oldest first unless sort=newest, with the path of their unsubscribe link
         * @description Who may call: ADMIN or SUPER_ADMIN.
         */
        get: operations["listSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every subscriber as a CSV file streamed oldest first: email, language, subscribed at (UTF-8 with a BOM, CRLF)
         * @description Who may call: ADMIN or SUPER_ADMIN.
         */
        get: operations["exportSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock-alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The confirmed alerts waiting per variant, most wanted first (counts only, no address)
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        get: operations["listWaitingStockAlerts"];
        put?: never;
        /**
         * Ask to be told when a sold-out colour × size is back (?lang= sets the e-mails' language); a confirmation e-mail is sent first, once per address and variant
         * @description Who may call: Anyone.
         */
        post: operations["requestStockAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock-alerts/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The alert of a confirmation or cancel link's token: its product, colour and size in the alert's language
         * @description Who may call: Anyone.
         */
        get: operations["getStockAlert"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock-alerts/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the alert of a token: from then on it is sent once when the variant is back in stock
         * @description Who may call: Anyone.
         */
        post: operations["confirmStockAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock-alerts/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the alert of a token and delete its address; the same answer when it is already gone or was sent
         * @description Who may call: Anyone.
         */
        post: operations["cancelStockAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders, revenue (orders not cancelled, returned or refused), average basket, share lost and discount given for the last 7 and 30 days in Tunisia's calendar, revenue per day, the 5 best sellers and the 5 most used discount codes of 30 days, and the sizes at or below the low-stock threshold
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        get: operations["getSalesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log of staff writes, newest first, filtered by person (userId), kind and days
         * @description Who may call: SUPER_ADMIN only.
         */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log with the same filters as a CSV file streamed oldest first (UTF-8 with a BOM, CRLF)
         * @description Who may call: SUPER_ADMIN only.
         */
        get: operations["exportAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff users
         * @description Who may call: ADMIN or SUPER_ADMIN.
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/length": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Number of staff users: { length }
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        get: operations["countUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user (its locale is the language of their back office)
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an ADMIN or EDITOR (super admin only)
         * @description Who may call: SUPER_ADMIN only.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update your own username, e-mail and back-office language (locale), or (super admin) another user's role
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/update/avatar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set your own avatar url (from POST /api/media)
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        put: operations["updateUserAvatar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an avatar image; answers its display url
         * @description Who may call: Any staff token (EDITOR, ADMIN, SUPER_ADMIN).
         */
        post: operations["uploadMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An uploaded avatar
         * @description Who may call: Anyone.
         */
        get: operations["getMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitemap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts and last changes of products (per type and category) and posts, for the sitemap
         * @description Who may call: Anyone.
         */
        get: operations["getSitemapSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitemap/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ids and update times of products or posts, by id; at most 5000 an answer (after = last id read)
         * @description Who may call: Anyone.
         */
        get: operations["listSitemapEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This API as an OpenAPI 3 document
         * @description Who may call: Anyone.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A readable page of this API
         * @description Who may call: Anyone.
         */
        get: operations["getApiDocsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description An error: its status, what went wrong (one or more sentences), and the status's name */
        Error: {
            statusCode: number;
            message: string[];
            error: string;
        };
        ProductColor: {
            /** @description The colour's id, which an order line names as its color */
            id: number;
            /** @description The colour's name. In the language of the answer (lang, else Accept-Language, else English; see Content-Language), English where it is not translated. */
            name: string;
            /** @description The swatch, #rrggbb */
            hex: string;
            /**
             * @description The colour family, for the colour filter
             * @enum {string}
             */
            family: "black" | "white" | "grey" | "beige" | "brown" | "red" | "pink" | "orange" | "yellow" | "green" | "blue" | "purple" | "gold" | "silver" | "multicolour";
            /** @description The colour's own pictures, in order */
            images: {
                url: string;
                /** @description Pixel width of the stored image, when known */
                width?: number;
                /** @description Pixel height of the stored image, when known */
                height?: number;
            }[];
            /** @description The colour's stock per size, in the order shoppers read sizes */
            sizes: {
                /** @description A size code: xs…xxl, 2-3y…12-13y, 35…46, or "one" */
                size: string;
                quantity: number;
            }[];
            /** @description The French and Arabic names; "" where it is not translated. */
            translations: {
                fr: {
                    name: string;
                };
                ar: {
                    name: string;
                };
            };
        };
        ProductVariant: {
            /** @description The colour's id (see colors); null for a product without colours */
            colorId: number | null;
            /** @description A size code: xs…xxl, 2-3y…12-13y, 35…46, or "one" */
            size: string;
            quantity: number;
            /** @description The variant's SKU: A-Z, 0-9 and dashes, unique in the store, such as WRAP-MIDI-GRN-M */
            sku: string;
            /** @description The variant's GTIN-8, 12, 13 or 14, or null */
            barcode: string | null;
        };
        ProductTexts: {
            /** @description The name in this language; "" where it is not translated. */
            name: string;
            /** @description The description in this language; "" where it is not translated. */
            description: string;
        };
        Product: {
            id: number;
            /** @description How catalogue files (export, import) name the product: lower case, unique, made from the English name and kept on rename (additive to SPEC's shape) */
            handle: string;
            /** @description The name. In the language of the answer (lang, else Accept-Language, else English; see Content-Language), English where it is not translated. */
            name: string;
            /** @description The price with the store currency's decimals ("12.50" USD, "12.345" TND) */
            price: string;
            /** @description The price before the sale, above price and with its decimals, shown struck through; null when the product is not on sale. Orders are priced at price (additive to SPEC's shape). */
            compareAtPrice: string | null;
            /** @description Units in stock */
            quantity: string;
            /** @description The description. In the language of the answer (lang, else Accept-Language, else English; see Content-Language), English where it is not translated. */
            description: string;
            /** @description The pictures: every colour's, the first colour's first */
            images: {
                url: string;
                /** @description Pixel width of the stored image, when known */
                width?: number;
                /** @description Pixel height of the stored image, when known */
                height?: number;
            }[];
            /** @description The category value (not translated: a code such as dresses) */
            categories: string;
            /** @description The product type value (not translated) */
            type: string;
            /** @description ISO 8601 */
            createAt: string;
            /** @description ISO 8601 */
            updateAt: string;
            /** @enum {string} */
            isNew: "true" | "false";
            /** @description The maker's name, sent to the product feeds as brand; null when the shop sells the product under its own name (additive to SPEC's shape). */
            brand: string | null;
            /** @description false when staff keep the product out of the Google and Meta product feeds (additive to SPEC's shape). */
            inFeeds: boolean;
            /** @description Stock per size over every colour, in the order shoppers read sizes; quantity is their sum (additive to SPEC's shape). */
            sizes: {
                /** @description A size code: xs…xxl, 2-3y…12-13y, 35…46, or "one" */
                size: string;
                quantity: number;
            }[];
            /** @description The colours, in order; empty for a product without colours (additive to SPEC's shape). */
            colors: components["schemas"]["ProductColor"][];
            /** @description Every colour × size row with its stock, SKU and barcode, the first colour's first, each colour's sizes in the order shoppers read them (additive to SPEC's shape). */
            variants: components["schemas"]["ProductVariant"][];
            /** @description Every translation, whatever the language of the answer (additive to SPEC's shape). */
            translations: {
                fr: components["schemas"]["ProductTexts"];
                ar: components["schemas"]["ProductTexts"];
            };
        };
        CatalogImport: {
            /**
             * @description The file's format, told from its header row
             * @enum {string}
             */
            format: "store" | "shopify" | "woocommerce";
            /** @description Products the file adds, changes and leaves as they are (matched by handle) */
            products: {
                new: number;
                changed: number;
                unchanged: number;
            };
            /** @description Colour × size rows of the file */
            variants: number;
            /** @description Picture files the file names: in all, to be stored from the ZIP, to be fetched (IMPORT_FETCH_IMAGES), already in the store */
            pictures: {
                total: number;
                fromZip: number;
                remote: number;
                inStore: number;
            };
            /** @description Every row in error: its row number as a spreadsheet shows it (the header is 1), its column and why */
            errors: {
                line: number;
                column: string;
                message: string;
            }[];
            /** @description Categories the store does not know, each once: map them with `mapping` and preview again */
            unmapped: {
                value: string;
                products: number;
            }[];
            /** @description The kept upload of a preview, to confirm with POST /products/import/{id}/confirm; null once written */
            job: number | null;
            /** @description Whether the import was written (never with errors or unmapped categories) */
            applied: boolean;
        };
        ImportJob: {
            id: number;
            /** @enum {string} */
            status: "previewed" | "importing" | "done" | "failed" | "interrupted";
            preview: {
                /**
                 * @description The file's format, told from its header row
                 * @enum {string}
                 */
                format: "store" | "shopify" | "woocommerce";
                /** @description Products the file adds, changes and leaves as they are (matched by handle) */
                products: {
                    new: number;
                    changed: number;
                    unchanged: number;
                };
                /** @description Colour × size rows of the file */
                variants: number;
                /** @description Picture files the file names: in all, to be stored from the ZIP, to be fetched (IMPORT_FETCH_IMAGES), already in the store */
                pictures: {
                    total: number;
                    fromZip: number;
                    remote: number;
                    inStore: number;
                };
                /** @description Every row in error: its row number as a spreadsheet shows it (the header is 1), its column and why */
                errors: {
                    line: number;
                    column: string;
                    message: string;
                }[];
                /** @description Categories the store does not know, each once: map them with `mapping` and preview again */
                unmapped: {
                    value: string;
                    products: number;
                }[];
            };
            /** @description The categories staff mapped */
            mapping: {
                [key: string]: string;
            };
            /** @description What was written (done), or why nothing was (failed) */
            result: {
                counts?: {
                    new: number;
                    changed: number;
                    unchanged: number;
                };
                messages?: string[];
            } | null;
            rowsTotal: number;
            /** @description Rows written so far (known to the instance running the import) */
            rowsDone: number;
            createAt: string;
            startedAt: string | null;
            finishedAt: string | null;
            /** @description While importing: at the pace so far */
            secondsLeft: number | null;
        };
        PostTexts: {
            /** @description The title in this language; "" where it is not translated. */
            title: string;
            /** @description The description in this language; "" where it is not translated. */
            description: string;
            /** @description The content (sanitized HTML) in this language; "" where it is not translated. */
            content: string;
            /** @description The categories in this language; "" where it is not translated. */
            categories: string;
        };
        Post: {
            id: number;
            /** @description The title. In the language of the answer (lang, else Accept-Language, else English; see Content-Language), English where it is not translated. */
            title: string;
            /** @description The description. In the language of the answer (lang, else Accept-Language, else English; see Content-Language), English where it is not translated. */
            description: string;
            /** @description The content, sanitized HTML. In the language of the answer (lang, else Accept-Language, else English; see Content-Language), English where it is not translated. */
            content: string;
            author: string;
            /** @description The categories, free text. In the language of the answer (lang, else Accept-Language, else English; see Content-Language), English where it is not translated. */
            categories: string;
            tags: string;
            imgUrl: string;
            imgWidth?: number;
            imgHeight?: number;
            /** @description ISO 8601 */
            createAt: string;
            /** @description ISO 8601 */
            updateAt: string;
            /** @description Every translation, whatever the language of the answer (additive to SPEC's shape). */
            translations: {
                fr: components["schemas"]["PostTexts"];
                ar: components["schemas"]["PostTexts"];
            };
        };
        OrderReturn: {
            id: number;
            /**
             * @description return: pieces coming back for a refund; exchange: pieces given back for those of exchangeOrder
             * @enum {string}
             */
            kind: "return" | "exchange";
            /**
             * @description awaiting the pieces, received (their stock is back), or cancelled
             * @enum {string}
             */
            status: "awaiting" | "received" | "cancelled";
            /** @description What the pieces are worth, as the shopper paid for them: refunded by a return, credited against an exchange, with the store currency's decimals */
            refund: string;
            note: string;
            /** @description ISO 8601 */
            createAt: string;
            /** @description ISO 8601 */
            receivedAt: string | null;
            /** @description The staff member who recorded it */
            createdBy: string | null;
            /** @description The exchange's own order; null for a return */
            exchangeOrder: {
                id: number;
                reference: string;
            } | null;
            lines: {
                /** @description The order line (lineId) */
                lineId: number;
                /** @description The pieces coming back */
                quantity: number;
                /** @description What they are worth, with the store currency's decimals */
                amount: string;
            }[];
        };
        /** @description For an exchange's own order, what it exchanges and what the courier settles; null for any other (staff's answers) */
        OrderExchange: {
            /** @description The delivered order whose pieces it exchanges */
            of: {
                id: number;
                reference: string;
            };
            returnId: number;
            /** @enum {string} */
            returnStatus: "awaiting" | "received" | "cancelled";
            /** @description What the pieces given back are worth, credited against this order's total, with the store currency's decimals */
            credit: string;
            /** @description The cash the courier collects: the total less the credit, when positive, with the store currency's decimals */
            collect: string;
            /** @description The cash the shop owes the shopper: the credit less the total, when positive, with the store currency's decimals */
            payBack: string;
            /** @description The pieces the courier takes back */
            takeBack: number;
        } | null;
        Order: {
            id: number;
            fullName: string;
            telephone: string;
            /** @description The governorate */
            state: string;
            city: string;
            street: string;
            zip: string;
            /** @enum {string} */
            place: "Home" | "Office";
            products: {
                /** @description The product's id; null when the product was deleted since */
                id: number | null;
                /** @description The order line's own id, which a delivery in part names (PUT /orders/delivery/{id}) */
                lineId: number;
                name: string;
                images: {
                    url: string;
                    /** @description Pixel width of the stored image, when known */
                    width?: number;
                    /** @description Pixel height of the stored image, when known */
                    height?: number;
                }[];
                /** @description The pieces ordered */
                quantity: number;
                /** @description The pieces the shopper kept at the door; null while not delivered, or when delivered whole (all of quantity) */
                keptQuantity: number | null;
                /** @description The unit price the order was placed at, with the store currency's decimals */
                price: string;
                /** @description The size sold; null on orders placed before sizes existed */
                size: string | null;
                /** @description The colour sold, as it was named when the order was placed; null for a product without colours */
                color: {
                    /** @description The colour's id; null once the colour is removed (only ever after the order closed) */
                    id: number | null;
                    /** @description The colour's English name when the order was placed */
                    name: string;
                    /** @description The French and Arabic names; "" where it is not translated. */
                    translations: {
                        fr: {
                            name: string;
                        };
                        ar: {
                            name: string;
                        };
                    };
                } | null;
                /** @description The stock now of the colour and size sold; null when the product was deleted since */
                stock: number | null;
                /** @description The variant's SKU when the order was placed; null on orders placed before SKUs existed */
                sku: string | null;
                /** @description The variant's barcode when the order was placed, or null */
                barcode: string | null;
            }[];
            /** @description 1 exactly when the order is delivered */
            status: 0 | 1;
            /** @description The shopper's order number, such as K7M2-9QXD-4HPT */
            reference: string;
            /** @description The lines' sum, with the store currency's decimals */
            subtotal: string;
            /** @description The delivery fee, with the store currency's decimals */
            shippingFee: string;
            /** @description What the shopper pays: subtotal less the code's discount off the goods, plus the delivery fee, with the store currency's decimals */
            total: string;
            /** @description The discount code the order was placed with, as it was then; null: none */
            discountCode: string | null;
            /**
             * @description What the code did: percent or fixed off the goods, free_shipping (the fee became 0)
             * @enum {string|null}
             */
            discountKind: "percent" | "fixed" | "free_shipping" | null;
            /** @description What the code took off the goods, or the delivery fee it waived; 0 without a code, with the store currency's decimals */
            discount: string;
            /** @enum {string} */
            stage: "new" | "confirmed" | "shipped" | "delivered" | "cancelled" | "returned" | "refused";
            carrier: string | null;
            trackingNumber: string | null;
            /** @description Staff's own note */
            staffNote?: string;
            /** @description How many other orders of this telephone number were refused at the door; in the list's and one order's answers (not when an order is placed) */
            refusals?: number;
            /** @description The timeline, oldest first (one order's answer only) */
            history?: {
                /** @description ISO 8601 */
                at: string;
                /** @description The staff member's name; null for the shopper who placed it */
                by: string | null;
                /**
                 * @description null when the order was placed
                 * @enum {string|null}
                 */
                from: "new" | "confirmed" | "shipped" | "delivered" | "cancelled" | "returned" | "refused" | null;
                /** @enum {string} */
                to: "new" | "confirmed" | "shipped" | "delivered" | "cancelled" | "returned" | "refused";
                note: string;
                /** @description A delivery in part: each line's pieces ordered and kept (that event only) */
                kept?: {
                    lines: {
                        lineId: number;
                        name: string;
                        /** @description The colour's English name when the order was placed */
                        color: string | null;
                        size: string | null;
                        ordered: number;
                        kept: number;
                    }[];
                    /** @description The order's figures as placed; the order's own figures are now the kept ones */
                    ordered: {
                        /** @description The subtotal, with the store currency's decimals */
                        subtotal: string;
                        /** @description The discount, with the store currency's decimals */
                        discount: string;
                        /** @description The total, with the store currency's decimals */
                        total: string;
                    };
                };
                /** @description A return or an exchange of some pieces, which leaves the order's stage as it is (that event only) */
                returned?: {
                    /** @description The return (in the order's returns, or the exchange's order's exchange) */
                    returnId: number;
                    /**
                     * @description A return recorded, its pieces received, or the start of an exchange's order
                     * @enum {string}
                     */
                    event: "recorded" | "received" | "exchange";
                };
            }[];
            /** @description Pieces coming back or back, oldest first (one order's answer only) */
            returns?: components["schemas"]["OrderReturn"][];
            /** @description Whether a return of some of its pieces was recorded (staff's answers) */
            partlyReturned?: boolean;
            exchange?: components["schemas"]["OrderExchange"];
            /** @description The shopper's e-mail for news of this order; null: none given (staff's answers) */
            email?: string | null;
            /**
             * @description The language of the page the order was placed from, which its messages speak (staff's answers)
             * @enum {string}
             */
            locale?: "en" | "fr" | "ar";
            /** @description The messages written to the shopper about this order, oldest first (one order's staff answer only) */
            messages?: {
                /** @enum {string} */
                kind: "received" | "confirmed" | "shipped" | "delivered" | "cancelled" | "refused" | "returned" | "return" | "exchange";
                to: string;
                /** @description ISO 8601 */
                queuedAt: string;
                /** @description null while it waits for the mail server */
                sentAt: string | null;
            }[];
            /** @description ISO 8601 */
            createAt: string;
        };
        /** @description The order as its shopper sees it: no internal id, no stock figures or stock codes, no staff note, and a timeline without who or notes */
        ShopperOrder: {
            fullName: string;
            telephone: string;
            /** @description The governorate */
            state: string;
            city: string;
            street: string;
            zip: string;
            /** @enum {string} */
            place: "Home" | "Office";
            /** @description 1 exactly when the order is delivered */
            status: 0 | 1;
            /** @description The shopper's order number, such as K7M2-9QXD-4HPT */
            reference: string;
            /** @description The lines' sum, with the store currency's decimals */
            subtotal: string;
            /** @description The delivery fee, with the store currency's decimals */
            shippingFee: string;
            /** @description What the shopper pays: subtotal less the code's discount off the goods, plus the delivery fee, with the store currency's decimals */
            total: string;
            /** @description The discount code the order was placed with, as it was then; null: none */
            discountCode: string | null;
            /**
             * @description What the code did: percent or fixed off the goods, free_shipping (the fee became 0)
             * @enum {string|null}
             */
            discountKind: "percent" | "fixed" | "free_shipping" | null;
            /** @description What the code took off the goods, or the delivery fee it waived; 0 without a code, with the store currency's decimals */
            discount: string;
            /** @enum {string} */
            stage: "new" | "confirmed" | "shipped" | "delivered" | "cancelled" | "returned" | "refused";
            carrier: string | null;
            trackingNumber: string | null;
            /** @description The timeline, oldest first (one order's answer only) */
            history?: {
                /** @description ISO 8601 */
                at: string;
                /** @description The staff member's name; null for the shopper who placed it */
                by: string | null;
                /**
                 * @description null when the order was placed
                 * @enum {string|null}
                 */
                from: "new" | "confirmed" | "shipped" | "delivered" | "cancelled" | "returned" | "refused" | null;
                /** @enum {string} */
                to: "new" | "confirmed" | "shipped" | "delivered" | "cancelled" | "returned" | "refused";
                note: string;
                /** @description A delivery in part: each line's pieces ordered and kept (that event only) */
                kept?: {
                    lines: {
                        lineId: number;
                        name: string;
                        /** @description The colour's English name when the order was placed */
                        color: string | null;
                        size: string | null;
                        ordered: number;
                        kept: number;
                    }[];
                    /** @description The order's figures as placed; the order's own figures are now the kept ones */
                    ordered: {
                        /** @description The subtotal, with the store currency's decimals */
                        subtotal: string;
                        /** @description The discount, with the store currency's decimals */
                        discount: string;
                        /** @description The total, with the store currency's decimals */
                        total: string;
                    };
                };
                /** @description A return or an exchange of some pieces, which leaves the order's stage as it is (that event only) */
                returned?: {
                    /** @description The return (in the order's returns, or the exchange's order's exchange) */
                    returnId: number;
                    /**
                     * @description A return recorded, its pieces received, or the start of an exchange's order
                     * @enum {string}
                     */
                    event: "recorded" | "received" | "exchange";
                };
            }[];
            /** @description ISO 8601 */
            createAt: string;
            products: {
                /** @description The product's id; null when the product was deleted since */
                id: number | null;
                name: string;
                images: {
                    url: string;
                    /** @description Pixel width of the stored image, when known */
                    width?: number;
                    /** @description Pixel height of the stored image, when known */
                    height?: number;
                }[];
                /** @description The pieces ordered */
                quantity: number;
                /** @description The pieces the shopper kept at the door; null while not delivered, or when delivered whole (all of quantity) */
                keptQuantity: number | null;
                /** @description The unit price the order was placed at, with the store currency's decimals */
                price: string;
                /** @description The size sold; null on orders placed before sizes existed */
                size: string | null;
                /** @description The colour sold, as it was named when the order was placed; null for a product without colours */
                color: {
                    /** @description The colour's id; null once the colour is removed (only ever after the order closed) */
                    id: number | null;
                    /** @description The colour's English name when the order was placed */
                    name: string;
                    /** @description The French and Arabic names; "" where it is not translated. */
                    translations: {
                        fr: {
                            name: string;
                        };
                        ar: {
                            name: string;
                        };
                    };
                } | null;
            }[];
            /** @description For an exchange's own order, what she pays at the door; null for any other */
            settlement?: {
                /** @description The reference of the order whose pieces it exchanges */
                of: string;
                /** @description What the pieces she gives back are worth, credited against this order's total, with the store currency's decimals */
                credit: string;
                /** @description What she pays the courier, with the store currency's decimals */
                collect: string;
                /** @description What the shop pays her back, with the store currency's decimals */
                payBack: string;
                /** @description The pieces the courier takes back */
                takeBack: number;
            } | null;
        };
        OrderTracking: {
            reference: string;
            /** @enum {string} */
            stage: "new" | "confirmed" | "shipped" | "delivered" | "cancelled" | "returned" | "refused";
            status: 0 | 1;
            carrier: string | null;
            trackingNumber: string | null;
            /** @description ISO 8601 */
            createAt: string;
            history: {
                /** @description ISO 8601 */
                at: string;
                /** @enum {string} */
                to: "new" | "confirmed" | "shipped" | "delivered" | "cancelled" | "returned" | "refused";
            }[];
            /** @description The discount code the order was placed with; null: none */
            discountCode: string | null;
            /**
             * @description What the code did: percent or fixed off the goods, free_shipping (the delivery fee waived)
             * @enum {string|null}
             */
            discountKind: "percent" | "fixed" | "free_shipping" | null;
            /** @description What the code took off the goods, or the delivery fee it waived; 0 without a code, with the store currency's decimals */
            discount: string;
            /** @description A parcel kept in part at the door: each line with the pieces ordered and kept; empty otherwise */
            kept: {
                name: string;
                size: string | null;
                /** @description The colour as it was named when the order was placed; null for a product without colours */
                color: {
                    id: number | null;
                    name: string;
                    /** @description The French and Arabic names; "" where it is not translated. */
                    translations: {
                        fr: {
                            name: string;
                        };
                        ar: {
                            name: string;
                        };
                    };
                } | null;
                /** @description The pieces ordered */
                quantity: number;
                /** @description The pieces kept */
                keptQuantity: number;
            }[];
        };
        Invoice: {
            id: number;
            /** @description YYYY-NNNNNN, one gapless sequence a year shared by invoices and credit notes */
            number: string;
            /** @enum {string} */
            kind: "invoice" | "credit_note";
            orderId: number;
            /** @description The number of the invoice a credit note cancels; null for an invoice */
            corrects: string | null;
            /** Format: date-time */
            issuedAt: string;
            /** @description The staff member's name; null for the system */
            issuedBy: string | null;
            /** @description Everything the document prints, copied when it was issued */
            content: {
                /** @enum {string} */
                currency: "USD" | "TND";
                seller: {
                    legalName: string;
                    storeName: string;
                    address: string;
                    telephone: string;
                    /** @description Matricule fiscal */
                    taxId: string;
                    /** @description Registre de commerce */
                    tradeRegister: string;
                };
                customer: {
                    fullName: string;
                    telephone: string;
                    street: string;
                    city: string;
                    state: string;
                    zip: string;
                };
                order: {
                    reference: string;
                    /** Format: date-time */
                    placedAt: string;
                };
                lines: {
                    name: string;
                    size: string | null;
                    /** @description The colour's English name; null for a product without colours */
                    color: string | null;
                    quantity: number;
                    /** @description Percent */
                    vatRate: number;
                    /** @description The unit price as sold, VAT included, with the store currency's decimals */
                    unitPriceWithTax: string;
                    /** @description The unit price before VAT, rounded half up (for information), with the store currency's decimals */
                    unitPriceBeforeTax: string;
                    /** @description Quantity × unit price, VAT included, with the store currency's decimals */
                    amountWithTax: string;
                    /** @description The same before VAT, rounded half up (for information), with the store currency's decimals */
                    amountBeforeTax: string;
                }[];
                shipping: {
                    /** @description The delivery fee before a code waived it, VAT included, with the store currency's decimals */
                    amountWithTax: string;
                    vatRate: number;
                };
                discount: {
                    code: string;
                    freeDelivery: boolean;
                    /** @description What the code took off, with the store currency's decimals */
                    amount: string;
                } | null;
                vatRows: {
                    rate: number;
                    /** @description The base before tax at this rate, with the store currency's decimals */
                    base: string;
                    /** @description Its VAT, with the store currency's decimals */
                    vat: string;
                }[];
                /** @description The sum of the bases, with the store currency's decimals */
                totalBeforeTax: string;
                /** @description The sum of the VAT, with the store currency's decimals */
                totalVat: string;
                /** @description The order's total, with the store currency's decimals */
                totalWithTax: string;
                /** @description The fiscal stamp (0 on a credit note), with the store currency's decimals */
                stamp: string;
                /** @description The total with tax and the stamp, with the store currency's decimals */
                totalDue: string;
                /** @description The closing sentence, in French */
                amountInWords: string;
            };
        };
        /** @description A document as its shopper reads it by her order's reference: everything it prints, not who issued it nor the order's id */
        ShopperInvoice: {
            id: number;
            /** @description YYYY-NNNNNN, one gapless sequence a year shared by invoices and credit notes */
            number: string;
            /** @enum {string} */
            kind: "invoice" | "credit_note";
            /** @description The number of the invoice a credit note cancels; null for an invoice */
            corrects: string | null;
            /** Format: date-time */
            issuedAt: string;
            /** @description Everything the document prints, copied when it was issued */
            content: {
                /** @enum {string} */
                currency: "USD" | "TND";
                seller: {
                    legalName: string;
                    storeName: string;
                    address: string;
                    telephone: string;
                    /** @description Matricule fiscal */
                    taxId: string;
                    /** @description Registre de commerce */
                    tradeRegister: string;
                };
                customer: {
                    fullName: string;
                    telephone: string;
                    street: string;
                    city: string;
                    state: string;
                    zip: string;
                };
                order: {
                    reference: string;
                    /** Format: date-time */
                    placedAt: string;
                };
                lines: {
                    name: string;
                    size: string | null;
                    /** @description The colour's English name; null for a product without colours */
                    color: string | null;
                    quantity: number;
                    /** @description Percent */
                    vatRate: number;
                    /** @description The unit price as sold, VAT included, with the store currency's decimals */
                    unitPriceWithTax: string;
                    /** @description The unit price before VAT, rounded half up (for information), with the store currency's decimals */
                    unitPriceBeforeTax: string;
                    /** @description Quantity × unit price, VAT included, with the store currency's decimals */
                    amountWithTax: string;
                    /** @description The same before VAT, rounded half up (for information), with the store currency's decimals */
                    amountBeforeTax: string;
                }[];
                shipping: {
                    /** @description The delivery fee before a code waived it, VAT included, with the store currency's decimals */
                    amountWithTax: string;
                    vatRate: number;
                };
                discount: {
                    code: string;
                    freeDelivery: boolean;
                    /** @description What the code took off, with the store currency's decimals */
                    amount: string;
                } | null;
                vatRows: {
                    rate: number;
                    /** @description The base before tax at this rate, with the store currency's decimals */
                    base: string;
                    /** @description Its VAT, with the store currency's decimals */
                    vat: string;
                }[];
                /** @description The sum of the bases, with the store currency's decimals */
                totalBeforeTax: string;
                /** @description The sum of the VAT, with the store currency's decimals */
                totalVat: string;
                /** @description The order's total, with the store currency's decimals */
                totalWithTax: string;
                /** @description The fiscal stamp (0 on a credit note), with the store currency's decimals */
                stamp: string;
                /** @description The total with tax and the stamp, with the store currency's decimals */
                totalDue: string;
                /** @description The closing sentence, in French */
                amountInWords: string;
            };
        };
        ShippingRates: {
            fees: {
                /** @enum {string} */
                state: "Ariana" | "Beja" | "Ben Arous" | "Bizerte" | "Gabes" | "Gafsa" | "Jendouba" | "Kairouan" | "Kasserine" | "Kebili" | "Kef" | "Mahdia" | "Manouba" | "Medenine" | "Monastir" | "Nabeul" | "Sfax" | "Sidi Bouzid" | "Siliana" | "Sousse" | "Tataouine" | "Tozeur" | "Tunis" | "Zaghouan";
                /** @description The delivery fee, with the store currency's decimals */
                fee: string;
            }[];
            /** @description The subtotal from which delivery is free; null when there is none */
            freeShippingOver: string | null;
        };
        Discount: {
            id: number;
            /** @description Upper case, letters, digits and dashes */
            code: string;
            /** @enum {string} */
            kind: "percent" | "fixed" | "free_shipping";
            /** @description Whole percent off (kind percent) */
            percent: number | null;
            /** @description The amount off, with the store currency's decimals (kind fixed) */
            amount: string | null;
            /** @description From when it applies; null: at once */
            startsAt: string | null;
            /** @description Until when it applies (excluded); null: no end */
            endsAt: string | null;
            /** @description The subtotal a cart must reach; null: none */
            minSubtotal: string | null;
            /** @description The product types it applies to; empty: every type */
            productTypes: string[];
            /** @description Lines on sale are left out */
            excludeSale: boolean;
            /** @description How many orders may use it; null: no limit */
            maxUses: number | null;
            /** @description One open use per telephone number */
            oncePerPhone: boolean;
            paused: boolean;
            /** @description Staff's note */
            note: string;
            /** @description Orders holding a use (cancelled, returned and refused ones gave theirs back) */
            uses: number;
            /** @description The totals of those orders, added up, with the store currency's decimals */
            revenue: string;
            /** @description What those orders were given off, added up, with the store currency's decimals */
            discountGiven: string;
            /** @description ISO 8601 */
            createAt: string;
            /** @description ISO 8601 */
            updateAt: string;
        };
        DiscountCheck: {
            /** @enum {boolean} */
            applies: true;
            code: string;
            /** @enum {string} */
            kind: "percent" | "fixed" | "free_shipping";
            /** @description What it takes off the goods, or the delivery fee it waives, with the store currency's decimals */
            discount: string;
            /** @description The cart's lines at today's prices, with the store currency's decimals */
            subtotal: string;
            /** @description The delivery fee after the code (0 with free delivery), with the store currency's decimals */
            shippingFee: string;
            /** @description What the order would cost, with the store currency's decimals */
            total: string;
        } | {
            /** @enum {boolean} */
            applies: false;
            code: string;
            /**
             * @description Why it does not apply: each reason has its own message in every language
             * @enum {string}
             */
            reason: "unknown" | "paused" | "notStarted" | "expired" | "usedUp" | "usedByPhone" | "minimumNotReached" | "nothingQualifies" | "deliveryAlreadyFree";
            /** @description The reason, in English */
            message: string;
            /** @description The subtotal the code needs, when that is the reason, with the store currency's decimals */
            minSubtotal?: string;
        };
        StockLineError: {
            /** @description The line's number: a file's row as a spreadsheet shows it (the header is 1), or its place in lines */
            line: number;
            /** @description The column or field in error: sku, barcode, quantity or change (a file), code or quantity (JSON) */
            column: string;
            /** @description Why, in English */
            message: string;
        };
        StockChanges: {
            /** @enum {string} */
            kind: "count" | "delivery";
            dryRun: boolean;
            /** @description Whether the stock was written (never with a dry run or an error) */
            applied: boolean;
            /** @description Each variant the lines name, in line order; a line in error has none */
            changes: {
                /** @description The line that names the variant (a delivery's code on several lines: the first) */
                line: number;
                sku: string;
                barcode: string | null;
                productId: number;
                productName: string;
                /** @description The colour's English name; null for a product without colours */
                colorName: string | null;
                size: string;
                /** @description What the lines gave: the count, or the change (a delivery's lines of one variant added up) */
                quantity: number;
                /** @description The variant's stock before */
                before: number;
                /** @description Pieces of orders not yet shipped (new or confirmed): on the shelf, already off the stock */
                held: number;
                /** @description Its stock after: the count less what is held, or the stock plus the change */
                after: number;
            }[];
            /** @description Every line that cannot be applied; with any, nothing is written */
            errors: components["schemas"]["StockLineError"][];
        };
        SalesChannels: {
            /** @description Each feed in each language */
            feeds: {
                /**
                 * @description google: the RSS feed of Merchant Center (Meta reads it too); meta: Commerce Manager's CSV
                 * @enum {string}
                 */
                format: "google" | "meta";
                /** @enum {string} */
                locale: "en" | "fr" | "ar";
                /** @description The feed's absolute address on PUBLIC_URL, to paste into the platform; null when PUBLIC_URL is not set */
                url: string | null;
            }[];
            /** @description PUBLIC_URL, the store's origin; null when it is not set (the feeds then say they need it) */
            publicUrl: string | null;
            counts: {
                /** @description Products in the catalogue */
                products: number;
                /** @description Items of each feed: the variants (colour × size) of the products not left out */
                items: number;
                /** @description Those items in stock */
                inStock: number;
                /** @description Products left out of the feeds */
                leftOut: number;
            };
            /** @description How many products have each problem */
            problems: {
                not_in_feeds: number;
                no_picture: number;
                zero_price: number;
                small_picture: number;
                empty_description: number;
                sale_not_below: number;
                long_title: number;
                no_brand: number;
                no_gtin: number;
                unmapped_category: number;
            };
        };
        FeedProblemProduct: {
            id: number;
            /** @description The English name */
            name: string;
            handle: string;
            type: string;
            category: string;
            /** @description Every problem of the product, in the order of the problems' list */
            reasons: ("not_in_feeds" | "no_picture" | "zero_price" | "small_picture" | "empty_description" | "sale_not_below" | "long_title" | "no_brand" | "no_gtin" | "unmapped_category")[];
        };
        Message: {
            messageId: number;
            name: string;
            email: string;
            subject: string;
            message: string;
            /** @description The sender's User-Agent */
            deviceType: string;
            /** @enum {string} */
            device: "tablet" | "mobile" | "desktop";
            /** @description ISO 8601 */
            createAt: string;
        };
        Subscriber: {
            email: string;
            /** @description The language the subscriber reads: en, fr or ar */
            locale: string;
            /** @description ISO 8601 */
            createAt: string;
            /** @description The path of the subscriber's unsubscribe link */
            unsubscribePath: string;
        };
        SalesReport: {
            periods: {
                days: number;
                orders: number;
                /** @description The totals of the orders not cancelled, returned or refused, with the store currency's decimals */
                revenue: string;
                /** @description Revenue per order not cancelled, returned or refused, with the store currency's decimals */
                averageBasket: string;
                /** @description Cancelled, returned or refused, of orders */
                lost: number;
                /** @description What discount codes took off the orders not cancelled, returned or refused (free delivery: the fee waived), with the store currency's decimals */
                discount: string;
            }[];
            days: {
                /** @description YYYY-MM-DD in the store's time zone */
                date: string;
                orders: number;
                revenue: string;
            }[];
            topProducts: {
                id: number | null;
                name: string;
                quantity: number;
                revenue: string;
            }[];
            /** @description The 5 most used discount codes of the last 30 days (most orders, then revenue) */
            topCodes: {
                code: string;
                /** @description Orders placed with the code, not cancelled, returned or refused */
                orders: number;
                /** @description What the code took off those orders, with the store currency's decimals */
                discount: string;
                /** @description Their totals, delivery included, with the store currency's decimals */
                revenue: string;
            }[];
            lowStock: {
                productId: number;
                name: string;
                /** @description The colour's English name; null for a product without colours */
                color: string | null;
                /** @description The colour's French and Arabic names ("" where one is not translated); null for a product without colours */
                colorTranslations: {
                    fr: {
                        name: string;
                    };
                    ar: {
                        name: string;
                    };
                } | null;
                size: string;
                quantity: number;
            }[];
            lowStockCount: number;
            lowStockThreshold: number;
        };
        AuditEntry: {
            id: number;
            /** @description ISO 8601 */
            at: string;
            userId: number | null;
            actor: string;
            role: string;
            client: string | null;
            action: string;
            /** @enum {string} */
            kind: "product" | "post" | "media" | "order" | "shipping" | "message" | "user" | "session" | "discount" | "stock";
            targetId: string | null;
            /** @description The fields before the write; null for a creation */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description The fields after it; null for a deletion */
            after: {
                [key: string]: unknown;
            } | null;
        };
        User: {
            id: number;
            username: string;
            email: string;
            /** @enum {string} */
            role: "SUPER_ADMIN" | "ADMIN" | "EDITOR";
            /** @description The avatar url (from POST /api/media), "" when none */
            imgUrl: string;
            /**
             * @description The language the back office speaks to this staff member: en (default), fr or ar (additive to SPEC's shape)
             * @enum {string}
             */
            locale: "en" | "fr" | "ar";
            /** @description ISO 8601 */
            createAt: string;
            /** @description ISO 8601 */
            updateAt: string;
        };
        SitemapSummary: {
            products: {
                count: number;
                updatedAt: string | null;
            };
            posts: {
                count: number;
                updatedAt: string | null;
            };
            categories: {
                type: string;
                category: string;
                count: number;
                updatedAt: string | null;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Send it as Authorization: Bearer <token> */
                        token: string;
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this client: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                limit?: string;
                offset?: string;
                /** @description oldest first (the default), newest, relevance (best match of q first), price_asc, price_desc or sale (on sale first, the biggest percentage off first, then newest) */
                sort?: "newest" | "oldest" | "relevance" | "price_asc" | "price_desc" | "sale";
                /** @description Search: products whose name or description, in any language, holds every word (any case, any accents, parts of words); when none does, words with one typo match too */
                q?: string;
                type?: "women_s_clothing" | "men_s_clothing" | "kid_s_wear" | "party_wear" | "jewellery" | "watches" | "shoes" | "handbags";
                category?: string;
                status?: "0" | "1";
                /** @description 1: only the products on sale (a compare-at price above the price) */
                onSale?: "1";
                /** @description Only products at this price or above */
                minPrice?: string;
                /** @description Only products at this price or below */
                maxPrice?: string;
                /** @description Only products with stock in this size (the category pages' Size filter) */
                size?: "s" | "m" | "l" | "xl";
                /** @description Only products with a colour of this family (the category pages' colour filter); with status=1 or size, a colour of it with stock (in that size) */
                color?: "black" | "white" | "grey" | "beige" | "brown" | "red" | "pink" | "orange" | "yellow" | "green" | "blue" | "purple" | "gold" | "silver" | "multicolour";
                /** @description The language of the answer's texts: en, fr or ar. With fr or ar, name and description (posts: title, description, content and categories) carry the translated text, English where a field is not translated. Without it, the Accept-Language header chooses (fr or ar when preferred); else English. `translations` always carries every translation. */
                lang?: "en" | "fr" | "ar";
            };
            header?: {
                /** @description Used when lang is not given: the first of en, fr and ar that the header prefers sets the language of the answer's texts (e.g. `fr-TN,fr;q=0.9,en;q=0.8` answers in French); none of them, or no header: English. */
                "accept-language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The language of name/description (posts: title, description, content, categories) in this answer */
                    "Content-Language"?: "en" | "fr" | "ar";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"][];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: {
                /** @description The language of the answer's texts: en, fr or ar. With fr or ar, name and description (posts: title, description, content and categories) carry the translated text, English where a field is not translated. Without it, the Accept-Language header chooses (fr or ar when preferred); else English. `translations` always carries every translation. */
                lang?: "en" | "fr" | "ar";
            };
            header?: {
                /** @description Used when lang is not given: the first of en, fr and ar that the header prefers sets the language of the answer's texts (e.g. `fr-TN,fr;q=0.9,en;q=0.8` answers in French); none of them, or no header: English. */
                "accept-language"?: string;
            };
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The language of name/description (posts: title, description, content, categories) in this answer */
                    "Content-Language"?: "en" | "fr" | "ar";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProductsOfType: {
        parameters: {
            query?: {
                limit?: string;
                offset?: string;
                /** @description oldest first (the default), newest, relevance (best match of q first), price_asc, price_desc or sale (on sale first, the biggest percentage off first, then newest) */
                sort?: "newest" | "oldest" | "relevance" | "price_asc" | "price_desc" | "sale";
                /** @description Search: products whose name or description, in any language, holds every word (any case, any accents, parts of words); when none does, words with one typo match too */
                q?: string;
                type?: "women_s_clothing" | "men_s_clothing" | "kid_s_wear" | "party_wear" | "jewellery" | "watches" | "shoes" | "handbags";
                category?: string;
                status?: "0" | "1";
                /** @description 1: only the products on sale (a compare-at price above the price) */
                onSale?: "1";
                /** @description Only products at this price or above */
                minPrice?: string;
                /** @description Only products at this price or below */
                maxPrice?: string;
                /** @description Only products with stock in this size (the category pages' Size filter) */
                size?: "s" | "m" | "l" | "xl";
                /** @description Only products with a colour of this family (the category pages' colour filter); with status=1 or size, a colour of it with stock (in that size) */
                color?: "black" | "white" | "grey" | "beige" | "brown" | "red" | "pink" | "orange" | "yellow" | "green" | "blue" | "purple" | "gold" | "silver" | "multicolour";
                /** @description The language of the answer's texts: en, fr or ar. With fr or ar, name and description (posts: title, description, content and categories) carry the translated text, English where a field is not translated. Without it, the Accept-Language header chooses (fr or ar when preferred); else English. `translations` always carries every translation. */
                lang?: "en" | "fr" | "ar";
            };
            header?: {
                /** @description Used when lang is not given: the first of en, fr and ar that the header prefers sets the language of the answer's texts (e.g. `fr-TN,fr;q=0.9,en;q=0.8` answers in French); none of them, or no header: English. */
                "accept-language"?: string;
            };
            path: {
                /** @description A product type, such as women_s_clothing */
                type: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The language of name/description (posts: title, description, content, categories) in this answer */
                    "Content-Language"?: "en" | "fr" | "ar";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"][];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProductImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A stored file's name */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The image's content hash; send it back in If-None-Match */
                    ETag?: string;
                    /** @description public, max-age=31536000, immutable: a stored image never changes */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            /** @description Not modified: If-None-Match holds the image's ETag */
            304: {
                headers: {
                    /** @description The image's content hash; send it back in If-None-Match */
                    ETag?: string;
                    /** @description public, max-age=31536000, immutable: a stored image never changes */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadProductImages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    images: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        images: {
                            /** @description The stored image's name, read at /api/products/images/{name} */
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name: string;
                    price: string | number;
                    /** @description The price before the sale, shown struck through beside the price; above the price, with the price's decimals. "" or null: not on sale (clears it on update); left out on update: kept as stored. */
                    compareAtPrice?: string | number | null;
                    quantity: string | number;
                    /** @enum {string} */
                    type: "women_s_clothing" | "men_s_clothing" | "kid_s_wear" | "party_wear" | "jewellery" | "watches" | "shoes" | "handbags";
                    category: string;
                    description: string;
                } & {
                    /** @description The product's handle, how catalogue files name it (a-z, 0-9 and dashes, at most 80, stored lower case); empty or left out: kept, or made from the English name when the product is created */
                    handle?: string | null;
                    images?: {
                        url: string;
                    }[];
                    isNew?: boolean | ("true" | "false");
                    /** @description The maker's name, at most 70 characters; "" or null: none, the store's name stands for it (clears it on update); left out on update: kept as stored. */
                    brand?: string | null;
                    /** @description false: the product stays out of the Google and Meta product feeds (the store still shows it); left out on update: kept as stored, on create: true. */
                    inFeeds?: boolean | ("true" | "false");
                    /** @description French (fr) and Arabic (ar) texts of the product: name and description, each with the English field's limits. A field sent replaces the stored translation; "" (or null) removes it, and the English text shows instead; a field not sent is kept. */
                    translations?: {
                        fr?: {
                            /** @description 3 to 20 characters; "" (or null) for none: the English text shows instead. */
                            name?: string | null;
                            /** @description 15 to 400 characters; "" (or null) for none: the English text shows instead. */
                            description?: string | null;
                        };
                        ar?: {
                            /** @description 3 to 20 characters; "" (or null) for none: the English text shows instead. */
                            name?: string | null;
                            /** @description 15 to 400 characters; "" (or null) for none: the English text shows instead. */
                            description?: string | null;
                        };
                    } | null;
                    /** @description Stock per size ({ size, quantity }), replacing the product's sizes; quantity is then their sum. Without it, quantity is the stock of a product in one size (a product stocked in several sizes refuses a different total). */
                    sizes?: {
                        size: string;
                        quantity: string | number;
                        /** @description The variant's SKU (A-Z, 0-9 and dashes, at most 40, stored upper case); empty or left out: kept, or generated */
                        sku?: string | null;
                        /** @description The variant's GTIN-8, 12, 13 or 14 (check digit verified); "" or null removes it, left out keeps it */
                        barcode?: string | null;
                    }[];
                    /** @description The product's colours, in order, each with its names, swatch, family, pictures and stock. Given and not empty, they replace the colours (an update keeps a colour named by its id; one left out is removed, refused while open orders hold it), and images, sizes and quantity are worked out from them (what is sent there is not read). [] makes a product without colours, stocked by sizes or quantity, with images. Left out on update: a product with colours keeps them, and refuses a change of images, sizes or quantity. */
                    colors?: {
                        /** @description The id of a colour of this product, kept and changed; left out for a new colour */
                        id?: number | string;
                        /** @description The English name */
                        name: string;
                        /** @description French (fr) and Arabic (ar) names of the colour. "" (or null) for none: the English name shows instead. Left out on a kept colour, its stored names stay. */
                        translations?: {
                            fr?: {
                                /** @description 2 to 20 characters; "" (or null) for none: the English text shows instead. */
                                name?: string | null;
                            };
                            ar?: {
                                /** @description 2 to 20 characters; "" (or null) for none: the English text shows instead. */
                                name?: string | null;
                            };
                        } | null;
                        /** @description The swatch: #rrggbb */
                        hex: string;
                        /**
                         * @description The colour family, for the colour filter
                         * @enum {string}
                         */
                        family: "black" | "white" | "grey" | "beige" | "brown" | "red" | "pink" | "orange" | "yellow" | "green" | "blue" | "purple" | "gold" | "silver" | "multicolour";
                        /** @description The colour's pictures, in order (files returned by the upload call) */
                        images: {
                            url: string;
                        }[];
                        /** @description Stock per size of this colour */
                        sizes?: {
                            size: string;
                            quantity: string | number;
                            /** @description The variant's SKU (A-Z, 0-9 and dashes, at most 40, stored upper case); empty or left out: kept, or generated */
                            sku?: string | null;
                            /** @description The variant's GTIN-8, 12, 13 or 14 (check digit verified); "" or null removes it, left out keeps it */
                            barcode?: string | null;
                        }[];
                        /** @description The colour's stock, for a product sold in one size (instead of sizes) */
                        quantity?: string | number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name: string;
                    price: string | number;
                    /** @description The price before the sale, shown struck through beside the price; above the price, with the price's decimals. "" or null: not on sale (clears it on update); left out on update: kept as stored. */
                    compareAtPrice?: string | number | null;
                    quantity: string | number;
                    /** @enum {string} */
                    type: "women_s_clothing" | "men_s_clothing" | "kid_s_wear" | "party_wear" | "jewellery" | "watches" | "shoes" | "handbags";
                    category: string;
                    description: string;
                } & {
                    /** @description The product's handle, how catalogue files name it (a-z, 0-9 and dashes, at most 80, stored lower case); empty or left out: kept, or made from the English name when the product is created */
                    handle?: string | null;
                    images?: {
                        url: string;
                    }[];
                    isNew?: boolean | ("true" | "false");
                    /** @description The maker's name, at most 70 characters; "" or null: none, the store's name stands for it (clears it on update); left out on update: kept as stored. */
                    brand?: string | null;
                    /** @description false: the product stays out of the Google and Meta product feeds (the store still shows it); left out on update: kept as stored, on create: true. */
                    inFeeds?: boolean | ("true" | "false");
                    /** @description French (fr) and Arabic (ar) texts of the product: name and description, each with the English field's limits. A field sent replaces the stored translation; "" (or null) removes it, and the English text shows instead; a field not sent is kept. */
                    translations?: {
                        fr?: {
                            /** @description 3 to 20 characters; "" (or null) for none: the English text shows instead. */
                            name?: string | null;
                            /** @description 15 to 400 characters; "" (or null) for none: the English text shows instead. */
                            description?: string | null;
                        };
                        ar?: {
                            /** @description 3 to 20 characters; "" (or null) for none: the English text shows instead. */
                            name?: string | null;
                            /** @description 15 to 400 characters; "" (or null) for none: the English text shows instead. */
                            description?: string | null;
                        };
                    } | null;
                    /** @description Stock per size ({ size, quantity }), replacing the product's sizes; quantity is then their sum. Without it, quantity is the stock of a product in one size (a product stocked in several sizes refuses a different total). */
                    sizes?: {
                        size: string;
                        quantity: string | number;
                        /** @description The variant's SKU (A-Z, 0-9 and dashes, at most 40, stored upper case); empty or left out: kept, or generated */
                        sku?: string | null;
                        /** @description The variant's GTIN-8, 12, 13 or 14 (check digit verified); "" or null removes it, left out keeps it */
                        barcode?: string | null;
                    }[];
                    /** @description The product's colours, in order, each with its names, swatch, family, pictures and stock. Given and not empty, they replace the colours (an update keeps a colour named by its id; one left out is removed, refused while open orders hold it), and images, sizes and quantity are worked out from them (what is sent there is not read). [] makes a product without colours, stocked by sizes or quantity, with images. Left out on update: a product with colours keeps them, and refuses a change of images, sizes or quantity. */
                    colors?: {
                        /** @description The id of a colour of this product, kept and changed; left out for a new colour */
                        id?: number | string;
                        /** @description The English name */
                        name: string;
                        /** @description French (fr) and Arabic (ar) names of the colour. "" (or null) for none: the English name shows instead. Left out on a kept colour, its stored names stay. */
                        translations?: {
                            fr?: {
                                /** @description 2 to 20 characters; "" (or null) for none: the English text shows instead. */
                                name?: string | null;
                            };
                            ar?: {
                                /** @description 2 to 20 characters; "" (or null) for none: the English text shows instead. */
                                name?: string | null;
                            };
                        } | null;
                        /** @description The swatch: #rrggbb */
                        hex: string;
                        /**
                         * @description The colour family, for the colour filter
                         * @enum {string}
                         */
                        family: "black" | "white" | "grey" | "beige" | "brown" | "red" | "pink" | "orange" | "yellow" | "green" | "blue" | "purple" | "gold" | "silver" | "multicolour";
                        /** @description The colour's pictures, in order (files returned by the upload call) */
                        images: {
                            url: string;
                        }[];
                        /** @description Stock per size of this colour */
                        sizes?: {
                            size: string;
                            quantity: string | number;
                            /** @description The variant's SKU (A-Z, 0-9 and dashes, at most 40, stored upper case); empty or left out: kept, or generated */
                            sku?: string | null;
                            /** @description The variant's GTIN-8, 12, 13 or 14 (check digit verified); "" or null removes it, left out keeps it */
                            barcode?: string | null;
                        }[];
                        /** @description The colour's stock, for a product sold in one size (instead of sizes) */
                        quantity?: string | number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setProductVariantCodes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    variants: {
                        /** @description The variant's colour (a product's colors[].id); null for a product without colours */
                        colorId: number | string | null;
                        size: string;
                        /** @description The variant's SKU (A-Z, 0-9 and dashes, at most 40, stored upper case); empty or left out: kept, or generated */
                        sku?: string | null;
                        /** @description The variant's GTIN-8, 12, 13 or 14 (check digit verified); "" or null removes it, left out keeps it */
                        barcode?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    /**
                     * Format: binary
                     * @description A ZIP of the pictures the file names
                     */
                    pictures?: string;
                    /** @description "false" to write at once; anything else previews */
                    dryRun?: string;
                    /** @description JSON: each of the file's unknown categories → the store's "type/category" */
                    mapping?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogImport"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProductImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportJob"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewProductImportAgain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description Each of the file's unknown categories → the store's "type/category"
                     * @default {}
                     */
                    mapping?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportJob"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmProductImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description Each of the file's unknown categories → the store's "type/category"
                     * @default {}
                     */
                    mapping?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportJob"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPosts: {
        parameters: {
            query?: {
                limit?: string;
                offset?: string;
                sort?: "newest" | "oldest";
                q?: string;
                /** @description The language of the answer's texts: en, fr or ar. With fr or ar, name and description (posts: title, description, content and categories) carry the translated text, English where a field is not translated. Without it, the Accept-Language header chooses (fr or ar when preferred); else English. `translations` always carries every translation. */
                lang?: "en" | "fr" | "ar";
            };
            header?: {
                /** @description Used when lang is not given: the first of en, fr and ar that the header prefers sets the language of the answer's texts (e.g. `fr-TN,fr;q=0.9,en;q=0.8` answers in French); none of them, or no header: English. */
                "accept-language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The language of name/description (posts: title, description, content, categories) in this answer */
                    "Content-Language"?: "en" | "fr" | "ar";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"][];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPost: {
        parameters: {
            query?: {
                /** @description The language of the answer's texts: en, fr or ar. With fr or ar, name and description (posts: title, description, content and categories) carry the translated text, English where a field is not translated. Without it, the Accept-Language header chooses (fr or ar when preferred); else English. `translations` always carries every translation. */
                lang?: "en" | "fr" | "ar";
            };
            header?: {
                /** @description Used when lang is not given: the first of en, fr and ar that the header prefers sets the language of the answer's texts (e.g. `fr-TN,fr;q=0.9,en;q=0.8` answers in French); none of them, or no header: English. */
                "accept-language"?: string;
            };
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The language of name/description (posts: title, description, content, categories) in this answer */
                    "Content-Language"?: "en" | "fr" | "ar";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPostImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A stored file's name */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The image's content hash; send it back in If-None-Match */
                    ETag?: string;
                    /** @description public, max-age=31536000, immutable: a stored image never changes */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            /** @description Not modified: If-None-Match holds the image's ETag */
            304: {
                headers: {
                    /** @description The image's content hash; send it back in If-None-Match */
                    ETag?: string;
                    /** @description public, max-age=31536000, immutable: a stored image never changes */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadPostImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The stored image's name, read at /api/posts/images/{name} */
                        data: string;
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    /** @default  */
                    categories?: string;
                    /** @default  */
                    tags?: string;
                    /** @default  */
                    content?: string;
                    imgUrl: string;
                    /** @description French (fr) and Arabic (ar) texts of the post: title, description, content (HTML, sanitized like the English content) and categories, each with the English field's limits. A field sent replaces the stored translation; "" (or null) removes it, and the English text shows instead; a field not sent is kept. */
                    translations?: {
                        fr?: {
                            /** @description 3 to 20 characters; "" (or null) for none: the English text shows instead. */
                            title?: string | null;
                            /** @description 15 to 400 characters; "" (or null) for none: the English text shows instead. */
                            description?: string | null;
                            /** @description At most 100000 characters; "" (or null) for none: the English text shows instead. */
                            content?: string | null;
                            /** @description At most 200 characters; "" (or null) for none: the English text shows instead. */
                            categories?: string | null;
                        };
                        ar?: {
                            /** @description 3 to 20 characters; "" (or null) for none: the English text shows instead. */
                            title?: string | null;
                            /** @description 15 to 400 characters; "" (or null) for none: the English text shows instead. */
                            description?: string | null;
                            /** @description At most 100000 characters; "" (or null) for none: the English text shows instead. */
                            content?: string | null;
                            /** @description At most 200 characters; "" (or null) for none: the English text shows instead. */
                            categories?: string | null;
                        };
                    } | null;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string;
                    /** @default  */
                    categories?: string;
                    /** @default  */
                    tags?: string;
                    /** @default  */
                    content?: string;
                    imgUrl?: string;
                    /** @description French (fr) and Arabic (ar) texts of the post: title, description, content (HTML, sanitized like the English content) and categories, each with the English field's limits. A field sent replaces the stored translation; "" (or null) removes it, and the English text shows instead; a field not sent is kept. */
                    translations?: {
                        fr?: {
                            /** @description 3 to 20 characters; "" (or null) for none: the English text shows instead. */
                            title?: string | null;
                            /** @description 15 to 400 characters; "" (or null) for none: the English text shows instead. */
                            description?: string | null;
                            /** @description At most 100000 characters; "" (or null) for none: the English text shows instead. */
                            content?: string | null;
                            /** @description At most 200 characters; "" (or null) for none: the English text shows instead. */
                            categories?: string | null;
                        };
                        ar?: {
                            /** @description 3 to 20 characters; "" (or null) for none: the English text shows instead. */
                            title?: string | null;
                            /** @description 15 to 400 characters; "" (or null) for none: the English text shows instead. */
                            description?: string | null;
                            /** @description At most 100000 characters; "" (or null) for none: the English text shows instead. */
                            content?: string | null;
                            /** @description At most 200 characters; "" (or null) for none: the English text shows instead. */
                            categories?: string | null;
                        };
                    } | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    fullName: string;
                    telephone: string;
                    state: string;
                    city: string;
                    /** @default  */
                    street?: string;
                    zip: string;
                    /**
                     * @default Home
                     * @enum {string}
                     */
                    place?: "Home" | "Office";
                    /** @description The shopper's e-mail, optional: for the messages about this order only, never the newsletter */
                    email?: string;
                    /**
                     * @description The language of the page the order was placed from (en when left out): the shopper's messages speak it
                     * @enum {string}
                     */
                    locale?: "en" | "fr" | "ar";
                    /** @description A discount code (optional, any case). The server works out what it takes off; when it does not apply, the order is refused (409) with the reason */
                    discountCode?: string;
                    /** @description The lines of the order: at most 100, each product and size at most the shop's ORDER_LINE_MAX_UNITS (10 by default), the order at most ORDER_MAX_UNITS units (30 by default) */
                    products: {
                        id: number | string;
                        quantity: number | string;
                        /** @description The id of the colour wanted (a product's colors[].id); required for a product with colours, left out otherwise */
                        color?: number | string;
                        /** @description The size wanted (xs…xxl, 2-3y…12-13y, 35…46, one); may be left out when the product comes in one size only */
                        size?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this client: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                limit?: string;
                offset?: string;
                sort?: "newest" | "oldest";
                q?: string;
                status?: "0" | "1";
                stage?: "new" | "confirmed" | "shipped" | "delivered" | "cancelled" | "returned" | "refused";
                /** @description Orders placed on this day or later: a day written YYYY-MM-DD (a UTC day, as the back office prints dates) */
                from?: string;
                /** @description Orders placed on this day or earlier: a day written YYYY-MM-DD (a UTC day, as the back office prints dates) */
                to?: string;
                /** @description Orders placed with this discount code, in any case, spaces and underscores read as dashes (ete 20 finds ETE-20) */
                code?: string;
                /** @description 1: only the orders whose telephone number refused a parcel at the door on another order */
                refusedBefore?: "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"][];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportOrders: {
        parameters: {
            query?: {
                status?: "0" | "1";
                stage?: "new" | "confirmed" | "shipped" | "delivered" | "cancelled" | "returned" | "refused";
                q?: string;
                /** @description Orders placed on this day or later: a day written YYYY-MM-DD (a UTC day, as the back office prints dates) */
                from?: string;
                /** @description Orders placed on this day or earlier: a day written YYYY-MM-DD (a UTC day, as the back office prints dates) */
                to?: string;
                /** @description Orders placed with this discount code, in any case, spaces and underscores read as dashes (ete 20 finds ETE-20) */
                code?: string;
                /** @description 1: only the orders whose telephone number refused a parcel at the door on another order */
                refusedBefore?: "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrderByReference: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's reference, such as K7M2-9QXD-4HPT (any case, dashes optional) */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopperOrder"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    trackOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reference: string;
                    telephone: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderTracking"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this client: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    countStaleOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description STALE_ORDER_DAYS; null when it is off */
                        days: number | null;
                        count: number;
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelStaleOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many orders were cancelled */
                        cancelled: number;
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    moveOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    stage: "new" | "confirmed" | "shipped" | "delivered" | "cancelled" | "returned" | "refused";
                    /** @default  */
                    note?: string;
                    /** @default  */
                    carrier?: string;
                    /** @default  */
                    trackingNumber?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deliverOrderInPart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Every line of the order once, with the pieces kept; at least one piece in all (a parcel refused whole is a refusal) */
                    lines: {
                        /** @description The order line's own id (lineId in the order's answer) */
                        id: number | string;
                        /** @description The pieces of the line the shopper kept: 0 up to the quantity ordered */
                        kept: number | string;
                    }[];
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    returnOrderPieces: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    lines: {
                        /** @description The order line's own id (lineId in the order's answer) */
                        id: number | string;
                        /** @description The pieces of the line coming back: 0 up to those she kept and has not returned */
                        quantity: number | string;
                    }[];
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exchangeOrderPieces: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The line she gives pieces of back (lineId in the order's answer) */
                    lineId: number | string;
                    /** @description How many pieces she exchanges, each for one of the new variant */
                    quantity: number | string;
                    /** @description The SKU of the variant she takes instead: another colour or size of the product, or another product */
                    sku: string;
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    receiveReturnedPieces: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The return's id (in the order's returns) */
                    returnId: number | string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setOrderNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    issueInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOrderInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"][];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMyOrderInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's reference, such as K7M2-9QXD-4HPT (any case, dashes optional) */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopperInvoice"][];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMyOrderInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's reference, such as K7M2-9QXD-4HPT (any case, dashes optional) */
                reference: string;
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopperInvoice"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this client: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getShippingRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingRates"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setShippingRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    fees: {
                        /** @enum {string} */
                        state: "Ariana" | "Beja" | "Ben Arous" | "Bizerte" | "Gabes" | "Gafsa" | "Jendouba" | "Kairouan" | "Kasserine" | "Kebili" | "Kef" | "Mahdia" | "Manouba" | "Medenine" | "Monastir" | "Nabeul" | "Sfax" | "Sidi Bouzid" | "Siliana" | "Sousse" | "Tataouine" | "Tozeur" | "Tunis" | "Zaghouan";
                        fee: string | number;
                    }[];
                    /**
                     * @description The subtotal from which delivery is free, with the currency's decimals; null or "": no free delivery
                     * @default null
                     */
                    freeShippingOver?: string | number | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingRates"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDiscounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Discount"][];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    code: string;
                    products: {
                        id: number | string;
                        quantity: number | string;
                    }[];
                    /**
                     * @description The governorate, for the delivery fee; left out, the highest fee is assumed
                     * @enum {string}
                     */
                    state?: "Ariana" | "Beja" | "Ben Arous" | "Bizerte" | "Gabes" | "Gafsa" | "Jendouba" | "Kairouan" | "Kasserine" | "Kebili" | "Kef" | "Mahdia" | "Manouba" | "Medenine" | "Monastir" | "Nabeul" | "Sfax" | "Sidi Bouzid" | "Siliana" | "Sousse" | "Tataouine" | "Tozeur" | "Tunis" | "Zaghouan";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCheck"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this client: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Letters, digits and dashes; stored upper case. Codes that read the same (O/0, I/L/1, dashes) cannot both exist */
                    code: string;
                    /** @enum {string} */
                    kind: "percent" | "fixed" | "free_shipping";
                    /** @description Whole percent off the qualifying lines (kind percent), 1–100 */
                    percent?: number | string | null;
                    /** @description The amount off the qualifying lines (kind fixed), never more than they cost */
                    amount?: string | number | null;
                    /** @description From when it applies; ISO 8601, Tunis time without an offset; null: at once */
                    startsAt?: string | null;
                    /** @description Until when it applies (excluded); null: no end */
                    endsAt?: string | null;
                    /** @description The subtotal the cart must reach; null: none */
                    minSubtotal?: string | number | null;
                    /** @description The product types it applies to; empty: every type */
                    productTypes?: ("women_s_clothing" | "men_s_clothing" | "kid_s_wear" | "party_wear" | "jewellery" | "watches" | "shoes" | "handbags")[];
                    /** @default false */
                    excludeSale?: boolean;
                    /** @description How many orders may use it in all (cancelled, returned and refused orders give theirs back); null: no limit */
                    maxUses?: number | string | null;
                    /** @default false */
                    oncePerPhone?: boolean;
                    /** @default false */
                    paused?: boolean;
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Discount"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Discount"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Letters, digits and dashes; stored upper case. Codes that read the same (O/0, I/L/1, dashes) cannot both exist */
                    code: string;
                    /** @enum {string} */
                    kind: "percent" | "fixed" | "free_shipping";
                    /** @description Whole percent off the qualifying lines (kind percent), 1–100 */
                    percent?: number | string | null;
                    /** @description The amount off the qualifying lines (kind fixed), never more than they cost */
                    amount?: string | number | null;
                    /** @description From when it applies; ISO 8601, Tunis time without an offset; null: at once */
                    startsAt?: string | null;
                    /** @description Until when it applies (excluded); null: no end */
                    endsAt?: string | null;
                    /** @description The subtotal the cart must reach; null: none */
                    minSubtotal?: string | number | null;
                    /** @description The product types it applies to; empty: every type */
                    productTypes?: ("women_s_clothing" | "men_s_clothing" | "kid_s_wear" | "party_wear" | "jewellery" | "watches" | "shoes" | "handbags")[];
                    /** @default false */
                    excludeSale?: boolean;
                    /** @description How many orders may use it in all (cancelled, returned and refused orders give theirs back); null: no limit */
                    maxUses?: number | string | null;
                    /** @default false */
                    oncePerPhone?: boolean;
                    /** @default false */
                    paused?: boolean;
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Discount"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeStock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description count: each line says what is on the shelf, and sets the stock; delivery: each line's change is added to the stock
                     * @enum {string}
                     */
                    kind: "count" | "delivery";
                    lines: {
                        /** @description A SKU in any case, or a barcode (spaces removed; a UPC-A finds the same code as an EAN-13 with a leading 0) */
                        code: string;
                        /** @description A count: the pieces on the shelf, a whole number of 0 or more. A delivery: the change, a whole number that may be negative */
                        quantity: number | string;
                        /** @description The number the answer names this line by (a file's row); left out: its place in lines, from 1 */
                        line?: number;
                    }[];
                    /**
                     * @description true: answer the preview and write nothing; false (the default): apply, unless a line has an error
                     * @default false
                     */
                    dryRun?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockChanges"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeStockFromFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    /** @description "true": answer the preview and write nothing; "false" or left out: apply */
                    dryRun?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockChanges"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSalesChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesChannels"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFeedProblemProducts: {
        parameters: {
            query?: {
                limit?: string;
                offset?: string;
                /** @description Only the products with this problem; without it, every product with at least one */
                reason?: "not_in_feeds" | "no_picture" | "zero_price" | "small_picture" | "empty_description" | "sale_not_below" | "long_title" | "no_brand" | "no_gtin" | "unmapped_category";
                /** @description The page of `limit` rows, from 1, in place of offset */
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedProblemProduct"][];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    subject: string;
                    message: string;
                    /** @default  */
                    deviceType?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this client: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMessages: {
        parameters: {
            query?: {
                limit?: string;
                offset?: string;
                sort?: "newest" | "oldest";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"][];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportMessages: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messageId: number;
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    subscribeToNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    consent: true | "yes";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        subscribed: true;
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this client: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unsubscribeFromNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        unsubscribed: true;
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this client: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSubscribers: {
        parameters: {
            query?: {
                limit?: string;
                offset?: string;
                sort?: "newest" | "oldest";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscriber"][];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportSubscribers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWaitingStockAlerts: {
        parameters: {
            query?: {
                /** @description Only this product's variants (the product editor) */
                productId?: string;
                /** @description true: only the variants sold out now (the dashboard's reorder list) */
                soldOut?: "true" | "false";
                /** @description At most this many variants; the dashboard asks for 10 */
                limit?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: number;
                        product: string;
                        colorId: number | null;
                        color: string | null;
                        size: string;
                        /** @description null when the variant was removed since */
                        sku: string | null;
                        /** @description Its stock now */
                        quantity: number;
                        /** @description Confirmed alerts waiting for it */
                        waiting: number;
                    }[];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestStockAlert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    productId: number | string;
                    /** @description The id of the colour (a product's colors[].id); left out for a product without colours */
                    color?: number | string;
                    /** @description The sold-out size (xs…xxl, 2-3y…12-13y, 35…46, one) */
                    size: string;
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        requested: true;
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this client: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStockAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The secret of a back-in-stock alert's links */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: number;
                        /** @description null for a product without colours */
                        colorId: number | null;
                        product: string;
                        color: string | null;
                        size: string;
                        /** @description The size as it reads in the alert's language; null for a product in one size */
                        sizeLabel: string | null;
                        confirmed: boolean;
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmStockAlert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        confirmed: true;
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelStockAlert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        cancelled: true;
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSalesReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReport"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                limit?: string;
                offset?: string;
                q?: string;
                userId?: string;
                kind?: "product" | "post" | "media" | "order" | "shipping" | "message" | "user" | "session" | "discount" | "stock";
                /** @description Entries written on this day or later: a day written YYYY-MM-DD (a UTC day, as the back office prints dates) */
                from?: string;
                /** @description Entries written on this day or earlier: a day written YYYY-MM-DD (a UTC day, as the back office prints dates) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntry"][];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportAuditEntries: {
        parameters: {
            query?: {
                q?: string;
                userId?: string;
                kind?: "product" | "post" | "media" | "order" | "shipping" | "message" | "user" | "session" | "discount" | "stock";
                /** @description Entries written on this day or later: a day written YYYY-MM-DD (a UTC day, as the back office prints dates) */
                from?: string;
                /** @description Entries written on this day or earlier: a day written YYYY-MM-DD (a UTC day, as the back office prints dates) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                limit?: string;
                offset?: string;
                sort?: "newest" | "oldest";
                q?: string;
                role?: "SUPER_ADMIN" | "ADMIN" | "EDITOR";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    countUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        length: number;
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    username: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    /** @enum {string} */
                    role: "ADMIN" | "EDITOR";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    username?: string;
                    /** Format: email */
                    email?: string;
                    /** @enum {string} */
                    role?: "SUPER_ADMIN" | "ADMIN" | "EDITOR";
                    /**
                     * @description The language the back office speaks to this staff member: en (default), fr or ar. Only on one's own account.
                     * @enum {string}
                     */
                    locale?: "en" | "fr" | "ar";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateUserAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A positive whole number (the record's id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    imgUrl: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadMedia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Where the image is read: /api/media/{name} */
                        url: string;
                    };
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with a role that may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the route reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A stored file's name */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The image's content hash; send it back in If-None-Match */
                    ETag?: string;
                    /** @description public, max-age=31536000, immutable: a stored image never changes */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            /** @description Not modified: If-None-Match holds the image's ETag */
            304: {
                headers: {
                    /** @description The image's content hash; send it back in If-None-Match */
                    ETag?: string;
                    /** @description public, max-age=31536000, immutable: a stored image never changes */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSitemapSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitemapSummary"];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSitemapEntries: {
        parameters: {
            query?: {
                after?: string;
                offset?: string;
                limit?: string;
            };
            header?: never;
            path: {
                /** @description Which sitemap entries */
                kind: "products" | "posts";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description ISO 8601 */
                        updateAt: string;
                    }[];
                };
            };
            /** @description Bad request: a field, the query or a path parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                        info: {
                            title: string;
                            version: string;
                        };
                        paths: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiDocsPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
}

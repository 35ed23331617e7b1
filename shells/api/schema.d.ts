/**
 * The /api contract's types, made by openapi-typescript from the OpenAPI document
 * (app/utils/openapi.server.ts, served at /api/openapi.json). Do not edit: `npm run api:types`
 * makes it again, and a test fails while it is not what the document says.
 */

export interface paths {
    "/users/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up
         * @description Sends the verification link by e-mail ({APP_URL}/verify/{token}); the same answer for an address already taken (its owner is told by e-mail). `birth_year` is required: a year from which the person is under 18 this year is refused with 422 on `birth_year` (`errors.field.adultsOnly`); the year is checked and never stored (record 0171). The parent's question before paying, sharing, deleting or leaving is asked by the web app, not by the API: a shell's own native screens must ask it themselves.
         *
         *     No token needed.
         */
        post: operations["postUsersSignUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open an e-mailed link
         * @description A new account's link needs `password`, the one chosen at sign-up (missing or wrong: 422 on `password`, the link still good), and signs in: `{token, user, plan}` (`plan`: the plan chosen at sign-up, or null). A change of address's takes effect and signs nobody in: `{token: null, user, plan: null}`, `user` only for a caller already signed in to that account (who may send their token). A new account's link opened again once the address is verified (by it or by another of its links, spent or expired, kept 90 days after use) is 409 ALREADY_VERIFIED, password or not: nothing more to do than sign in (/users/sign-in). An unknown link, or a spent one whose address is not verified, is 401.
         *
         *     No token needed.
         */
        post: operations["postUsersVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Answers the Bearer token to send from now on. A wrong pair is one 401 whatever was wrong; an unverified address 403 EMAIL_NOT_VERIFIED; a blocked account 403 USER_BLOCKED.
         *
         *     No token needed.
         */
        post: operations["postUsersSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description The token stops working.
         *
         *     A signed-in user's token.
         */
        post: operations["postUsersSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description A signed-in user's token.
         */
        get: operations["getUsersRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/update": {
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
         * Change one's own details
         * @description A new e-mail waits for the link sent to it: `pending_email` says which (null when none).
         *
         *     A signed-in user's token.
         */
        patch: operations["patchUsersUpdate"];
        trace?: never;
    };
    "/users/account": {
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
         * Delete one's own account
         * @description Everything of theirs goes; this token ends with it. Their open checkouts are expired and their subscriptions ended at Stripe first (503 while Stripe cannot be reached); a payment the account never got its plan for is refunded. Kept, without the person: the payment records at Stripe, the subscription rows (the law requires them) and the support log's lines of what the team gave them.
         *
         *     A signed-in user's token.
         */
        delete: operations["deleteUsersAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a copy of one's data
         * @description Made in the background (one at a time, a few a day): read its progress at /users/export/{exportId}.
         *
         *     A signed-in user's token.
         */
        post: operations["postUsersExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/export/{exportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of one's data exports
         * @description A signed-in user's token.
         *
         *     Takes or answers `exportId` in camelCase, as the shells already send and read it (see the names above).
         */
        get: operations["getUsersExportExportId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/password/change": {
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
         * Change one's password
         * @description Every other session and token of the account ends; this token stays.
         *
         *     A signed-in user's token.
         */
        patch: operations["patchUsersPasswordChange"];
        trace?: never;
    };
    "/users/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset link
         * @description The same answer whether or not the account exists; the link goes by e-mail.
         *
         *     No token needed.
         */
        post: operations["postUsersPasswordForgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a new password from the e-mailed link
         * @description Every other session and token ends; answers a new session.
         *
         *     No token needed.
         */
        post: operations["postUsersPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/email/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * "No he sido yo": undo a change of address
         * @description The link mailed to the old address of a change: the change is cancelled or undone, and every device is signed out.
         *
         *     No token needed.
         */
        post: operations["postUsersEmailUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/recent-colors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One's recent colours
         * @description Newest first.
         *
         *     A signed-in user's token.
         */
        get: operations["getUsersRecentColors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace one's recent colours
         * @description At most 8 are kept, each once. Not for admins (403).
         *
         *     A signed-in user's token.
         *
         *     Not for admins, who make and colour no pages and pay for nothing: an admin's token gets 403 FORBIDDEN.
         */
        patch: operations["patchUsersRecentColors"];
        trace?: never;
    };
    "/credits/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One's credits, plan, subscription and storage
         * @description A signed-in user's token.
         */
        get: operations["getCreditsRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/paginate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A gallery: 12 pages a page
         * @description `next_cursor` is what the next call sends as `cursor` for "Load more" (null at the end).
         *
         *     Pages by cursor for "Load more": send the last answer's `next_cursor` as `cursor` (null at the end); nothing is repeated or skipped while pages are added or liked meanwhile, because the cursor is the last row's place in the sort (keyset), not a count. `page` (from 1) still reads a numbered page, as the web's page links do.
         *
         *     A signed-in user's token.
         */
        get: operations["getPagesPaginate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page as the viewer sees it
         * @description A signed-in user's token.
         */
        get: operations["getPagesIdRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The page of the day
         * @description `page` is null (and `day` too) when no page is public.
         *
         *     A token is optional: signed out callers are served too.
         */
        get: operations["getPagesDaily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/{id}/blocked/toggle": {
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
         * Block or delete a page
         * @description An admin blocks or unblocks the page (moderation); its owner deletes it (docs/product.md §12).
         *
         *     A signed-in user's token.
         */
        patch: operations["patchPagesIdBlockedToggle"];
        trace?: never;
    };
    "/pages/{id}/favorited/toggle": {
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
         * Favourite a page, or not
         * @description Paid plans only (403 NO_PAID_PLAN); not for admins.
         *
         *     A signed-in user's token.
         *
         *     Not for admins, who make and colour no pages and pay for nothing: an admin's token gets 403 FORBIDDEN.
         */
        patch: operations["patchPagesIdFavoritedToggle"];
        trace?: never;
    };
    "/pages/{id}/visibility": {
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
         * Share a page or keep it private
         * @description The owner's choice; sharing spends a public page credit once (403 NO_CREDITS when none is left).
         *
         *     A signed-in user's token.
         *
         *     Not for admins, who make and colour no pages and pay for nothing: an admin's token gets 403 FORBIDDEN.
         */
        patch: operations["patchPagesIdVisibility"];
        trace?: never;
    };
    "/pages/{id}/tags": {
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
         * A page's collections
         * @description An admin's token (403 FORBIDDEN for anyone else).
         */
        patch: operations["patchPagesIdTags"];
        trace?: never;
    };
    "/pages/prompt/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An idea for a page
         * @description Not for admins, who make no pages.
         *
         *     A signed-in user's token.
         *
         *     Not for admins, who make and colour no pages and pay for nothing: an admin's token gets 403 FORBIDDEN.
         */
        get: operations["getPagesPromptGenerate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page drawn by the AI service
         * @description Spends a page creation (403 NO_CREDITS when none is left); a failed drawing spends nothing.
         *
         *     A signed-in user's token.
         *
         *     Not for admins, who make and colour no pages and pay for nothing: an admin's token gets 403 FORBIDDEN.
         */
        post: operations["postPagesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page from an uploaded picture
         * @description `illustration` is a URL /storage/upload answered. Private unless `visibility` is public; spends a page creation. A page hard to fill, or kept private by moderation, is still made: `warnings` says why.
         *
         *     A signed-in user's token.
         *
         *     Not for admins, who make and colour no pages and pay for nothing: an admin's token gets 403 FORBIDDEN.
         */
        post: operations["postPagesUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/photo/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The line art a photo would become
         * @description `photo` is a URL /storage/upload answered. Nothing is stored or spent.
         *
         *     A signed-in user's token.
         *
         *     Not for admins, who make and colour no pages and pay for nothing: an admin's token gets 403 FORBIDDEN.
         */
        get: operations["getPagesPhotoPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/photo/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page from a photo
         * @description Spends a page creation. A photo is often of the family: private unless shared, and moderated before it is.
         *
         *     A signed-in user's token.
         *
         *     Not for admins, who make and colour no pages and pay for nothing: an admin's token gets 403 FORBIDDEN.
         */
        post: operations["postPagesPhotoCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/pattern/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pattern some choices make
         * @description Missing choices take their defaults. Nothing is stored or spent.
         *
         *     A signed-in user's token.
         */
        get: operations["getPagesPatternPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/pattern/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page from a pattern
         * @description Spends a page creation.
         *
         *     A signed-in user's token.
         *
         *     Not for admins, who make and colour no pages and pay for nothing: an admin's token gets 403 FORBIDDEN.
         */
        post: operations["postPagesPatternCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The curated collections
         * @description A token is optional: signed out callers are served too.
         */
        get: operations["getCollections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collections/{slug}/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A collection's public pages
         * @description Pages by cursor for "Load more": send the last answer's `next_cursor` as `cursor` (null at the end); nothing is repeated or skipped while pages are added or liked meanwhile, because the cursor is the last row's place in the sort (keyset), not a count. `page` (from 1) still reads a numbered page, as the web's page links do.
         *
         *     A token is optional: signed out callers are served too.
         */
        get: operations["getCollectionsSlugPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coloreds/paginate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One's colourings: 12 a page
         * @description Pages by number: `page` (from 1) and `{ data, current_page, last_page }`. An admin's or a family's own list, short and read a page at a time, where jumping to a page matters more than rows added meanwhile.
         *
         *     A signed-in user's token.
         */
        get: operations["getColoredsPaginate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coloreds/upsert": {
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
         * Save a colouring
         * @description `photo` is the URL /storage/upload answered for the paint layer (upload it with `dimensions=min_width=1024,max_width=1024,min_height=1024,max_height=1024`); `progress` (0..100) how much is coloured, kept as it was when absent; `version` the version it builds on (409 VERSION_CONFLICT when another save came first); `save_id` the client's id of this save; `timelapse` the strokes and fills ({v: 1, steps}, or its JSON text). The same request sent again (its answer lost) answers what the first did and spends nothing (record 0121). The first colouring of a page the caller neither owns nor coloured spends a public page credit.
         *
         *     A signed-in user's token.
         *
         *     Not for admins, who make and colour no pages and pay for nothing: an admin's token gets 403 FORBIDDEN.
         *
         *     Takes or answers `pageId` in camelCase, as the shells already send and read it (see the names above).
         */
        patch: operations["patchColoredsUpsert"];
        trace?: never;
    };
    "/coloreds/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Print: one's colouring of a page as a PDF
         * @description `{id}` is the page's id. The blank page when not painted. Paid plans only (403 NO_PAID_PLAN). Without `paper`, Accept-Language's region chooses (Letter for the Americas that use it, else A4); `footer=0` leaves the title and the app's name off.
         *
         *     A signed-in user's token.
         */
        get: operations["getColoredsIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coloreds/{id}/timelapse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The time-lapse of one's colouring of a page
         * @description `timelapse` is null when there is none yet; `version` is the colouring's it leads to (0: none). Replay it ending on the saved picture.
         *
         *     A signed-in user's token.
         */
        get: operations["getColoredsIdTimelapse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coloreds/{id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The share link of one's colouring of a page
         * @description null while not shared.
         *
         *     A signed-in user's token.
         */
        get: operations["getColoredsIdShare"];
        put?: never;
        /**
         * Share one's colouring of a page
         * @description Made now (201) with a new unguessable token, or the one it has (200). 404 when the caller has no saved colouring of the page.
         *
         *     A signed-in user's token.
         */
        post: operations["postColoredsIdShare"];
        /**
         * Stop sharing one's colouring of a page
         * @description The share page, its picture and its card answer 404 from now on; sharing again makes a new token.
         *
         *     A signed-in user's token.
         */
        delete: operations["deleteColoredsIdShare"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/booklets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a booklet: several pages in one PDF
         * @description Up to 24 pages, in order. Made in the background: read its progress, and once done its `file`, at /booklets/{bookletId}. Paid plans only (403 NO_PAID_PLAN); 429 while two of the caller's booklets are still being made.
         *
         *     A signed-in user's token.
         *
         *     Not for admins, who make and colour no pages and pay for nothing: an admin's token gets 403 FORBIDDEN.
         *
         *     Takes or answers `pageIds` in camelCase, as the shells already send and read it (see the names above).
         */
        post: operations["postBooklets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/booklets/{bookletId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of one's booklets
         * @description A signed-in user's token.
         *
         *     Takes or answers `bookletId` in camelCase, as the shells already send and read it (see the names above).
         */
        get: operations["getBookletsBookletId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a picture
         * @description Answers the URL to name it by (a page's `illustration`, a photo, a colouring's `photo`).
         *
         *     A signed-in user's token.
         */
        post: operations["postStorageUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every plan
         * @description A signed-in user's token.
         */
        get: operations["getPlansList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/paid/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The paid plans
         * @description A signed-in user's token.
         */
        get: operations["getPlansPaidList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/paid/features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What only a paid plan does, and the plan to offer
         * @description So a shell's buttons for them offer the plan on the free plan, as the web's do.
         *
         *     A signed-in user's token.
         */
        get: operations["getPlansPaidFeatures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One plan
         * @description A signed-in user's token.
         */
        get: operations["getPlansIdRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a plan
         * @description An admin's token (403 FORBIDDEN for anyone else).
         *
         *     Takes or answers `pageCreationLimit`, `publicPageLimit`, `stripePriceId` in camelCase, as the shells already send and read it (see the names above).
         */
        post: operations["postPlansIdUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start paying for a plan
         * @description Answers the URL of Stripe's hosted checkout: the shell opens it. Not for admins.
         *
         *     A signed-in user's token.
         *
         *     Not for admins, who make and colour no pages and pay for nothing: an admin's token gets 403 FORBIDDEN.
         *
         *     Takes or answers `priceId` in camelCase, as the shells already send and read it (see the names above).
         */
        post: operations["postStripeCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/subscription/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one's paid plan
         * @description It ends at the end of the period paid for.
         *
         *     A signed-in user's token.
         */
        post: operations["postStripeSubscriptionCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's events
         * @description Stripe's own call: the signature is the authentication, over the body's exact bytes.
         *
         *     No token needed.
         */
        post: operations["postStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The settings
         * @description Signed out (or not an admin): app_name, tagline, favicon, website and currency. Admins also get the secrets' names, with empty values, and the limits.
         *
         *     A token is optional: signed out callers are served too.
         */
        get: operations["getSettingsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/{name}/update": {
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
         * Change a setting
         * @description Each setting has its own rule (a 422 on `value` when it is broken). Secrets are stored encrypted and answered empty; unknown names are 404.
         *
         *     An admin's token (403 FORBIDDEN for anyone else).
         */
        patch: operations["patchSettingsNameUpdate"];
        trace?: never;
    };
    "/users/paginate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users: 20 a page, newest first
         * @description Pages by number: `page` (from 1) and `{ data, current_page, last_page }`. An admin's or a family's own list, short and read a page at a time, where jumping to a page matters more than rows added meanwhile.
         *
         *     An admin's token (403 FORBIDDEN for anyone else).
         */
        get: operations["getUsersPaginate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a user
         * @description A verified user on the free plan.
         *
         *     An admin's token (403 FORBIDDEN for anyone else).
         */
        post: operations["postUsersCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/admin/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make an admin
         * @description An admin's token (403 FORBIDDEN for anyone else).
         */
        post: operations["postUsersAdminCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user
         * @description An admin's token (403 FORBIDDEN for anyone else).
         */
        get: operations["getUsersIdRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/update": {
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
         * Change a user's details
         * @description A missing photo is "" (none).
         *
         *     An admin's token (403 FORBIDDEN for anyone else).
         */
        patch: operations["patchUsersIdUpdate"];
        trace?: never;
    };
    "/users/{id}/blocked/toggle": {
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
         * Block or unblock a user
         * @description Blocking signs the user out everywhere.
         *
         *     An admin's token (403 FORBIDDEN for anyone else).
         */
        patch: operations["patchUsersIdBlockedToggle"];
        trace?: never;
    };
    "/users/{id}/account": {
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
         * Delete a user's account
         * @description As they would themselves. The last admin cannot be deleted (403).
         *
         *     An admin's token (403 FORBIDDEN for anyone else).
         */
        delete: operations["deleteUsersIdAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a user a plan or credits
         * @description Support's gifts (record 0127); answers the support log's new line. A plan cannot be given to an admin, to someone paying at Stripe, or while a given one runs (409 on `plan`).
         *
         *     An admin's token (403 FORBIDDEN for anyone else).
         *
         *     Takes or answers `pageCreation`, `publicPage` in camelCase, as the shells already send and read it (see the names above).
         */
        post: operations["postUsersIdGrants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grants/paginate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The support log: 20 a page, newest first
         * @description Pages by number: `page` (from 1) and `{ data, current_page, last_page }`. An admin's or a family's own list, short and read a page at a time, where jumping to a page matters more than rows added meanwhile.
         *
         *     An admin's token (403 FORBIDDEN for anyone else).
         */
        get: operations["getGrantsPaginate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/paginate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Subscriptions: 20 a page
         * @description Pages by number: `page` (from 1) and `{ data, current_page, last_page }`. An admin's or a family's own list, short and read a page at a time, where jumping to a page matters more than rows added meanwhile.
         *
         *     An admin's token (403 FORBIDDEN for anyone else).
         */
        get: operations["getSubscriptionsPaginate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/counters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This week's and all-time counts
         * @description An admin's token (403 FORBIDDEN for anyone else).
         */
        get: operations["getAnalyticsCounters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/charts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rows made in each of the last 12 months
         * @description An admin's token (403 FORBIDDEN for anyone else).
         */
        get: operations["getAnalyticsCharts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What is set up
         * @description An admin's token (403 FORBIDDEN for anyone else).
         */
        get: operations["getAppStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/daily-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pins of the page of the day, from today on
         * @description An admin's token (403 FORBIDDEN for anyone else).
         */
        get: operations["getDailyPages"];
        put?: never;
        /**
         * Pin the page of a day
         * @description An admin's token (403 FORBIDDEN for anyone else).
         *
         *     Takes or answers `pageId` in camelCase, as the shells already send and read it (see the names above).
         */
        post: operations["postDailyPages"];
        /**
         * Unpin the page of a day
         * @description An admin's token (403 FORBIDDEN for anyone else).
         */
        delete: operations["deleteDailyPages"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document
         * @description No token needed.
         */
        get: operations["getOpenapiJson"];
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
        Error: {
            /** @description What went wrong, in the caller's language (the `lang` cookie; Spanish by default). */
            message: string;
            /** @enum {string} */
            code: "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NO_PAID_PLAN" | "NO_CREDITS" | "USER_BLOCKED" | "EMAIL_NOT_VERIFIED" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "ALREADY_VERIFIED" | "VERSION_CONFLICT" | "PAINT_MISSING" | "PRICE_MISMATCH" | "IDEMPOTENCY_KEY_INVALID" | "IDEMPOTENCY_CONFLICT" | "IDEMPOTENCY_IN_PROGRESS" | "LENGTH_REQUIRED" | "TOO_LARGE" | "QUOTA_EXCEEDED" | "VALIDATION" | "RATE_LIMITED" | "INTERNAL" | "AI_FAILED" | "AI_UNAVAILABLE" | "PAYMENTS_UNAVAILABLE" | "UNAVAILABLE" | "STORAGE_UNAVAILABLE";
            /** @description A 422's (and some 413's) message per field. */
            errors?: {
                [key: string]: string;
            };
            /**
             * @description NO_PAID_PLAN: the paid feature refused.
             * @enum {string}
             */
            feature?: "print" | "download" | "pdf" | "booklet" | "favorite" | "timelapseVideo";
            /** @description NO_PAID_PLAN: the plan that has it (null while none can be bought). */
            plan?: {
                name: string;
                title: string;
                price: number;
            } | null;
            /** @description A 5xx's request id (also its X-Request-Id header), to quote when reporting it: the server's log line has the same. */
            request_id?: string;
        };
        IdempotencyKey: string;
        Message: {
            message: string;
        };
        User: {
            id: number;
            name: string;
            email: string;
            /** @description The profile photo's URL, "" when none. */
            photo: string;
            admin: boolean;
            blocked: boolean;
            stripe_id: string | null;
            plan: {
                title: string;
                name: string;
                paid: boolean;
            };
            /** Format: date-time */
            created_at: string;
        };
        Session: {
            /** @description Send it as `Authorization: Bearer {token}`. */
            token: string;
            user: components["schemas"]["User"];
        };
        DataExport: {
            id: string;
            /** @enum {string} */
            status: "queued" | "running" | "done" | "failed";
            progress: {
                done: number;
                total: number;
            };
            /** @description The zip's URL once it is ready (read with the same token), else "". */
            file: string;
            error: string | null;
            /** Format: date-time */
            created_at: string;
        };
        CreditsRead: {
            public_page: number;
            page_creation: number;
            /** Format: date-time */
            expire_at: string;
            user: {
                plan: {
                    id: number;
                    name: string;
                    title: string;
                    paid: boolean;
                };
                subscription: {
                    id: number;
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    canceled_at: string | null;
                    /** Format: date-time */
                    expire_at: string;
                    /**
                     * @description "admin" for a plan an admin gave: it ends by itself at expire_at.
                     * @enum {string}
                     */
                    source: "stripe" | "admin";
                } | null;
            };
            /** @description Bytes stored and the plan's quota. */
            storage: {
                used: number;
                quota: number;
            };
        };
        PagePage: {
            data: components["schemas"]["Page"][];
            current_page: number;
            last_page: number;
            next_cursor: string | null;
        };
        Page: {
            id: number;
            prompt: string;
            title: string;
            illustration: string;
            thumbnail: string;
            /** @description The author: their first name only, unless the viewer is the author or an admin; stripe_id only for those two. */
            user: {
                name: string;
                stripe_id: string | null;
            };
            /** @enum {string} */
            visibility: "public" | "private";
            blocked: boolean;
            trending: number;
            colored: components["schemas"]["CardColored"] | null;
            colored_count: number;
            favorited_count: number;
            is_colored: boolean;
            is_favorited: boolean;
            is_owner: boolean;
            /** @description The region map's URL, "" until computed. */
            region_map: string;
            region_count: number;
            /** Format: date-time */
            created_at: string;
        };
        CardColored: {
            preview: string;
            photo: string;
            thumbnail: string;
            progress: number;
            version: number;
        };
        Warning: {
            /** @enum {string} */
            code: "NOT_SHARED" | "HARD_TO_FILL";
            message: string;
            /** @description HARD_TO_FILL: what the check found. */
            problems?: string[];
        };
        PatternOptions: {
            seed: number;
            symmetry: 6 | 8 | 10 | 12;
            density: 1 | 2 | 3;
            /** @enum {string} */
            motif: "petals" | "stars" | "geometric" | "waves";
        };
        Collection: {
            slug: string;
            title: string;
            description: string;
            /** @description Public pages in it (a count kept a few minutes). */
            count: number;
            /** @description The picture of its most liked page, "" when it is empty. */
            cover: string;
        };
        ColoredPage: {
            data: components["schemas"]["Colored"][];
            current_page: number;
            last_page: number;
        };
        Colored: {
            id: number;
            pageId: number;
            page: components["schemas"]["ColoredPageSummary"];
            user: {
                id: number;
                name: string;
                email: string;
            };
            /** @description The paint layer's URL (transparent PNG). */
            photo: string;
            /** @description The composite's URL (paint and lines). */
            preview: string;
            thumbnail: string;
            progress: number;
            version: number;
            save_id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ColoredPageSummary: {
            id: number;
            prompt: string;
            title: string;
            illustration: string;
            thumbnail: string;
            blocked: boolean;
        };
        /** @description The strokes (t: s), fills (t: f) and base pictures (t: b) of a colouring, in order (lib/timelapse.ts). */
        Timelapse: {
            /** @enum {number} */
            v: 1;
            steps: ({
                /** @enum {string} */
                t: "s";
                c: string;
                w: number;
                /** @enum {number} */
                e?: 1;
                d: string;
                r?: number;
            } | {
                /** @enum {string} */
                t: "f";
                r: number;
                c: string;
                s?: {
                    /** @enum {string} */
                    kind: "linear" | "radial";
                    to: string;
                    line: [
                        number,
                        number,
                        number,
                        number
                    ];
                } | {
                    /** @enum {string} */
                    kind: "dots" | "stripes" | "glitter" | "crayon";
                };
            } | {
                /** @enum {string} */
                t: "b";
            })[];
            /** @enum {boolean} */
            truncated?: true;
        };
        Share: {
            token: string;
            /** @description The share page (absolute). */
            url: string;
            /** @description The colouring as saved (PNG, absolute). */
            picture: string;
            /** @description The link preview picture (PNG, absolute). */
            card: string;
            /** Format: date-time */
            created_at: string;
        };
        Booklet: {
            id: string;
            title: string;
            /** @enum {string} */
            status: "queued" | "running" | "done" | "failed";
            progress: {
                done: number;
                total: number;
            };
            /** @enum {string} */
            paper: "a4" | "letter";
            footer: boolean;
            page_ids: number[];
            /** @description The PDF's URL once it is ready, else "". */
            file: string;
            /** @description Why it could not be made (only when status is "failed"). */
            error: string | null;
            /** Format: date-time */
            created_at: string;
        };
        PlanOnSale: {
            id: number;
            name: string;
            title: string;
            description: string;
            /** @description US dollars a month, before the discount. */
            price: number;
            /** @description Percent off. */
            discount: number;
            paid: boolean;
            stripe_price_id: string | null;
            public_page_limit: number;
            page_creation_limit: number;
            /** @description Whether the plan can be bought now (its discount is a sale now). */
            on_sale: boolean;
        };
        PaidFeatures: {
            features: components["schemas"]["PaidFeature"][];
            /** @description The cheapest plan that can be bought now; null while none can. */
            plan: components["schemas"]["PlanOffer"] | null;
        };
        /** @enum {string} */
        PaidFeature: "print" | "download" | "pdf" | "booklet" | "favorite" | "timelapseVideo";
        PlanOffer: {
            name: string;
            title: string;
            /** @description US dollars a month, its discount taken off. */
            price: number;
        };
        Plan: {
            id: number;
            name: string;
            title: string;
            description: string;
            /** @description US dollars a month, before the discount. */
            price: number;
            /** @description Percent off. */
            discount: number;
            paid: boolean;
            stripe_price_id: string | null;
            public_page_limit: number;
            page_creation_limit: number;
        };
        Setting: {
            name: string;
            /** @description A secret's value is always answered empty. */
            value: string;
        };
        UserPage: {
            data: components["schemas"]["User"][];
            current_page: number;
            last_page: number;
        };
        SupportGrant: {
            id: number;
            /** Format: date-time */
            created_at: string;
            admin: {
                id: number | null;
                name: string;
            };
            /** @description Who it was given to; null once their account is deleted (the line stays). */
            user: {
                id: number;
                name: string;
                email: string;
            } | null;
            /** @enum {string} */
            kind: "plan" | "credits";
            plan: {
                name: string;
                title: string;
            } | null;
            months: number | null;
            public_page: number;
            page_creation: number;
            /**
             * Format: date-time
             * @description When what was given ends.
             */
            until: string;
            reason: string;
        };
        SupportGrantPage: {
            data: components["schemas"]["SupportGrant"][];
            current_page: number;
            last_page: number;
        };
        SubscriptionPage: {
            data: components["schemas"]["Subscription"][];
            current_page: number;
            last_page: number;
        };
        Subscription: {
            id: number;
            user: {
                id: number;
                name: string;
                email: string;
                stripe_id: string | null;
            };
            plan: {
                id: number;
                name: string;
                title: string;
            };
            price: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            canceled_at: string | null;
            /** Format: date-time */
            expire_at: string;
            /** @enum {string} */
            status: "active" | "canceled" | "given";
            /** @enum {string} */
            source: "stripe" | "admin";
            /** @description Who gave it, for a plan an admin gave; else null. */
            given_by: string | null;
        };
        Counters: {
            week: components["schemas"]["CounterSet"];
            total: components["schemas"]["CounterSet"];
        };
        CounterSet: {
            users: number;
            pages: number;
            coloreds: number;
            subscriptions: number;
        };
        Charts: {
            users: {
                name: string;
                users: number;
            }[];
            pages: {
                name: string;
                pages: number;
            }[];
            coloreds: {
                name: string;
                coloreds: number;
            }[];
            subscriptions: {
                name: string;
                subscriptions: number;
            }[];
        };
        AppStatus: {
            openaiApi: boolean;
            stripeApi: boolean;
            stripeWebhook: boolean;
            plans: boolean;
        };
        DailyPin: {
            /** Format: date */
            day: string;
            page_id: number;
            title: string;
            thumbnail: string;
            public: boolean;
        };
    };
    responses: never;
    parameters: {
        /**
         * @description Any unique text (a UUID) the client makes for one call and sends again with its retries. The same key and the same body answer the first call's answer again, for 24 hours, and nothing is done twice (a refusal, 4xx, is not kept: the call runs again); an account holds at most 1000 keys a day (then 429, Retry-After); the same key with another body is a 409 IDEMPOTENCY_CONFLICT; while the first call still runs, a 409 IDEMPOTENCY_IN_PROGRESS (retry later). Keys are the caller's own: another user's same key is another call.
         * @example 3f1c7a52-9a4e-4f0b-8a0e-2b6d5c1e9f10
         */
        IdempotencyKey: components["schemas"]["IdempotencyKey"];
    };
    requestBodies: never;
    headers: {
        /** @description This request's id: the caller's own X-Request-Id when it sent a well formed one, else a new one. The server's log line has it; quote it when reporting a problem (a 5xx's body has it too, as `request_id`). */
        XRequestId: string;
        /** @description `true` when this is the answer kept from an earlier call with the same Idempotency-Key and body: nothing was done again. */
        IdempotentReplayed: "true";
        /** @description Seconds until the same call can work: wait at least that long before sending it again. */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postUsersSignUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ana",
                 *       "email": "ana@example.com",
                 *       "password": "caballo-correcto-8",
                 *       "birth_year": 1900,
                 *       "plan": "dragones"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    /** @description The year the person was born (e.g. 1988). Under 18 this year: 422 on `birth_year` (errors.field.adultsOnly). Checked, never stored. */
                    birth_year: number;
                    plan?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Regalo por el cumpleaños"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "q3Vw8rLx0Jb2nYc5tK7pA1sD4fG6hJ9kL0zX2cV5bN8",
                 *       "password": "caballo-correcto-8"
                 *     }
                 */
                "application/json": {
                    token: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "token": "q3Vw8rLx0Jb2nYc5tK7pA1sD4fG6hJ9kL0zX2cV5bN8",
                     *       "user": {
                     *         "id": 7,
                     *         "name": "Ana",
                     *         "email": "ana@example.com",
                     *         "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "admin": false,
                     *         "blocked": false,
                     *         "stripe_id": "cus_QbZ2aExample",
                     *         "plan": {
                     *           "title": "Ana",
                     *           "name": "Ana",
                     *           "paid": false
                     *         },
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       },
                     *       "plan": "dragones"
                     *     }
                     */
                    "application/json": {
                        token: string | null;
                        user: components["schemas"]["User"] | null;
                        plan: string | null;
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: ALREADY_VERIFIED. (This status across the API: CONFLICT (an e-mail taken), ALREADY_VERIFIED (a new account's link opened again once its address is verified: sign in), VERSION_CONFLICT and PAINT_MISSING (a colouring's save), PRICE_MISMATCH (a plan's Stripe price), IDEMPOTENCY_CONFLICT (the key was used with another body), IDEMPOTENCY_IN_PROGRESS (the key's first call still runs: retry later).) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "ALREADY_VERIFIED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ana@example.com",
                 *       "password": "caballo-correcto-8"
                 *     }
                 */
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "token": "q3Vw8rLx0Jb2nYc5tK7pA1sD4fG6hJ9kL0zX2cV5bN8",
                     *       "user": {
                     *         "id": 7,
                     *         "name": "Ana",
                     *         "email": "ana@example.com",
                     *         "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "admin": false,
                     *         "blocked": false,
                     *         "stripe_id": "cus_QbZ2aExample",
                     *         "plan": {
                     *           "title": "Ana",
                     *           "name": "Ana",
                     *           "paid": false
                     *         },
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: EMAIL_NOT_VERIFIED, USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "EMAIL_NOT_VERIFIED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "name": "Ana",
                     *       "email": "ana@example.com",
                     *       "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *       "admin": false,
                     *       "blocked": false,
                     *       "stripe_id": "cus_QbZ2aExample",
                     *       "plan": {
                     *         "title": "Ana",
                     *         "name": "Ana",
                     *         "paid": false
                     *       },
                     *       "created_at": "2026-11-27T10:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchUsersUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ana",
                 *       "email": "ana@example.com",
                 *       "photo": "https://colorea.example/files/pages/7/ck9x2.png"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    /** @default  */
                    photo?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "updated": {
                     *         "id": 7,
                     *         "name": "Ana",
                     *         "email": "ana@example.com",
                     *         "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "admin": false,
                     *         "blocked": false,
                     *         "stripe_id": "cus_QbZ2aExample",
                     *         "plan": {
                     *           "title": "Ana",
                     *           "name": "Ana",
                     *           "paid": false
                     *         },
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       },
                     *       "pending_email": "ana@example.com"
                     *     }
                     */
                    "application/json": {
                        updated: components["schemas"]["User"];
                        pending_email: string | null;
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: CONFLICT. (This status across the API: CONFLICT (an e-mail taken), ALREADY_VERIFIED (a new account's link opened again once its address is verified: sign in), VERSION_CONFLICT and PAINT_MISSING (a colouring's save), PRICE_MISMATCH (a plan's Stripe price), IDEMPOTENCY_CONFLICT (the key was used with another body), IDEMPOTENCY_IN_PROGRESS (the key's first call still runs: retry later).) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUsersAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "caballo-correcto-8"
                 *     }
                 */
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Regalo por el cumpleaños"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE, PAYMENTS_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "export": {
                     *         "id": "dragones",
                     *         "status": "queued",
                     *         "progress": {
                     *           "done": 1,
                     *           "total": 1
                     *         },
                     *         "file": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "error": "dragones",
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        export: components["schemas"]["DataExport"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersExportExportId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example dragones */
                exportId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "export": {
                     *         "id": "dragones",
                     *         "status": "queued",
                     *         "progress": {
                     *           "done": 1,
                     *           "total": 1
                     *         },
                     *         "file": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "error": "dragones",
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        export: components["schemas"]["DataExport"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchUsersPasswordChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "current": "caballo-correcto-8",
                 *       "password": "caballo-correcto-8"
                 *     }
                 */
                "application/json": {
                    current: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Regalo por el cumpleaños"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersPasswordForgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ana@example.com"
                 *     }
                 */
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Regalo por el cumpleaños"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "q3Vw8rLx0Jb2nYc5tK7pA1sD4fG6hJ9kL0zX2cV5bN8",
                 *       "password": "caballo-correcto-8"
                 *     }
                 */
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "token": "q3Vw8rLx0Jb2nYc5tK7pA1sD4fG6hJ9kL0zX2cV5bN8",
                     *       "user": {
                     *         "id": 7,
                     *         "name": "Ana",
                     *         "email": "ana@example.com",
                     *         "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "admin": false,
                     *         "blocked": false,
                     *         "stripe_id": "cus_QbZ2aExample",
                     *         "plan": {
                     *           "title": "Ana",
                     *           "name": "Ana",
                     *           "paid": false
                     *         },
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersEmailUndo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "q3Vw8rLx0Jb2nYc5tK7pA1sD4fG6hJ9kL0zX2cV5bN8"
                 *     }
                 */
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Regalo por el cumpleaños",
                     *       "email": "ana@example.com",
                     *       "restored": false
                     *     }
                     */
                    "application/json": {
                        message: string;
                        email: string;
                        restored: boolean;
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersRecentColors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "colors": [
                     *         "#ff6f61"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        colors: string[];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchUsersRecentColors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "colors": [
                 *         "#ff6f61"
                 *       ]
                 *     }
                 */
                "application/json": {
                    colors: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "colors": [
                     *         "#ff6f61"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        colors: string[];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCreditsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "public_page": 7,
                     *       "page_creation": 1,
                     *       "expire_at": "2026-11-27T10:00:00.000Z",
                     *       "user": {
                     *         "plan": {
                     *           "id": 7,
                     *           "name": "Ana",
                     *           "title": "Ana",
                     *           "paid": false
                     *         },
                     *         "subscription": {
                     *           "id": 7,
                     *           "created_at": "2026-11-27T10:00:00.000Z",
                     *           "canceled_at": "2026-11-27T10:00:00.000Z",
                     *           "expire_at": "2026-11-27T10:00:00.000Z",
                     *           "source": "stripe"
                     *         }
                     *       },
                     *       "storage": {
                     *         "used": 1,
                     *         "quota": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreditsRead"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPagesPaginate: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /**
                 * @description Words to look for (the first 100 characters count).
                 * @example Regalo por el cumpleaños
                 */
                search?: string;
                /** @example trending */
                sort?: "trending" | "popularity" | "latest" | "oldest" | "mostFavorited" | "mostColored";
                /** @example public */
                scope?: "public" | "favorited" | "owned" | "colored";
                /**
                 * @description The last answer's `next_cursor`: the next page of "Load more".
                 * @example dragones
                 */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "prompt": "Un dragón leyendo un cuento en un castillo",
                     *           "title": "Ana",
                     *           "illustration": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "user": {
                     *             "name": "Ana",
                     *             "stripe_id": "cus_QbZ2aExample"
                     *           },
                     *           "visibility": "public",
                     *           "blocked": false,
                     *           "trending": 1,
                     *           "colored": {
                     *             "preview": "https://colorea.example/files/pages/7/ck9x2.png",
                     *             "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *             "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *             "progress": 40,
                     *             "version": 7
                     *           },
                     *           "colored_count": 7,
                     *           "favorited_count": 7,
                     *           "is_colored": false,
                     *           "is_favorited": false,
                     *           "is_owner": false,
                     *           "region_map": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "region_count": 7,
                     *           "created_at": "2026-11-27T10:00:00.000Z"
                     *         }
                     *       ],
                     *       "current_page": 7,
                     *       "last_page": 7,
                     *       "next_cursor": "dragones"
                     *     }
                     */
                    "application/json": components["schemas"]["PagePage"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPagesIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A row's id.
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "prompt": "Un dragón leyendo un cuento en un castillo",
                     *       "title": "Ana",
                     *       "illustration": "https://colorea.example/files/pages/7/ck9x2.png",
                     *       "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *       "user": {
                     *         "name": "Ana",
                     *         "stripe_id": "cus_QbZ2aExample"
                     *       },
                     *       "visibility": "public",
                     *       "blocked": false,
                     *       "trending": 1,
                     *       "colored": {
                     *         "preview": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "progress": 40,
                     *         "version": 7
                     *       },
                     *       "colored_count": 7,
                     *       "favorited_count": 7,
                     *       "is_colored": false,
                     *       "is_favorited": false,
                     *       "is_owner": false,
                     *       "region_map": "https://colorea.example/files/pages/7/ck9x2.png",
                     *       "region_count": 7,
                     *       "created_at": "2026-11-27T10:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Page"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPagesDaily: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "day": "2026-11-28",
                     *       "page": {
                     *         "id": 7,
                     *         "prompt": "Un dragón leyendo un cuento en un castillo",
                     *         "title": "Ana",
                     *         "illustration": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "user": {
                     *           "name": "Ana",
                     *           "stripe_id": "cus_QbZ2aExample"
                     *         },
                     *         "visibility": "public",
                     *         "blocked": false,
                     *         "trending": 1,
                     *         "colored": {
                     *           "preview": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "progress": 40,
                     *           "version": 7
                     *         },
                     *         "colored_count": 7,
                     *         "favorited_count": 7,
                     *         "is_colored": false,
                     *         "is_favorited": false,
                     *         "is_owner": false,
                     *         "region_map": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "region_count": 7,
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** Format: date */
                        day: string | null;
                        page: components["schemas"]["Page"] | null;
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchPagesIdBlockedToggle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A row's id.
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "updated": {
                     *         "id": 7,
                     *         "prompt": "Un dragón leyendo un cuento en un castillo",
                     *         "title": "Ana",
                     *         "illustration": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "user": {
                     *           "name": "Ana",
                     *           "stripe_id": "cus_QbZ2aExample"
                     *         },
                     *         "visibility": "public",
                     *         "blocked": false,
                     *         "trending": 1,
                     *         "colored": {
                     *           "preview": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "progress": 40,
                     *           "version": 7
                     *         },
                     *         "colored_count": 7,
                     *         "favorited_count": 7,
                     *         "is_colored": false,
                     *         "is_favorited": false,
                     *         "is_owner": false,
                     *         "region_map": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "region_count": 7,
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        updated: components["schemas"]["Page"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchPagesIdFavoritedToggle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A row's id.
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "updated": {
                     *         "id": 7,
                     *         "prompt": "Un dragón leyendo un cuento en un castillo",
                     *         "title": "Ana",
                     *         "illustration": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "user": {
                     *           "name": "Ana",
                     *           "stripe_id": "cus_QbZ2aExample"
                     *         },
                     *         "visibility": "public",
                     *         "blocked": false,
                     *         "trending": 1,
                     *         "colored": {
                     *           "preview": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "progress": 40,
                     *           "version": 7
                     *         },
                     *         "colored_count": 7,
                     *         "favorited_count": 7,
                     *         "is_colored": false,
                     *         "is_favorited": false,
                     *         "is_owner": false,
                     *         "region_map": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "region_count": 7,
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        updated: components["schemas"]["Page"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN, NO_PAID_PLAN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchPagesIdVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A row's id.
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "visibility": "public"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    visibility: "public" | "private";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "updated": {
                     *         "id": 7,
                     *         "prompt": "Un dragón leyendo un cuento en un castillo",
                     *         "title": "Ana",
                     *         "illustration": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "user": {
                     *           "name": "Ana",
                     *           "stripe_id": "cus_QbZ2aExample"
                     *         },
                     *         "visibility": "public",
                     *         "blocked": false,
                     *         "trending": 1,
                     *         "colored": {
                     *           "preview": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "progress": 40,
                     *           "version": 7
                     *         },
                     *         "colored_count": 7,
                     *         "favorited_count": 7,
                     *         "is_colored": false,
                     *         "is_favorited": false,
                     *         "is_owner": false,
                     *         "region_map": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "region_count": 7,
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        updated: components["schemas"]["Page"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN, NO_CREDITS. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: CONFLICT. (This status across the API: CONFLICT (an e-mail taken), ALREADY_VERIFIED (a new account's link opened again once its address is verified: sign in), VERSION_CONFLICT and PAINT_MISSING (a colouring's save), PRICE_MISMATCH (a plan's Stripe price), IDEMPOTENCY_CONFLICT (the key was used with another body), IDEMPOTENCY_IN_PROGRESS (the key's first call still runs: retry later).) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchPagesIdTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A row's id.
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tags": [
                 *         "dragones"
                 *       ]
                 *     }
                 */
                "application/json": {
                    tags?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "updated": {
                     *         "id": 7,
                     *         "tags": [
                     *           "dragones"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        updated: {
                            id: number;
                            tags: string[];
                        };
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPagesPromptGenerate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "prompt": "Un dragón leyendo un cuento en un castillo"
                     *     }
                     */
                    "application/json": {
                        prompt: string;
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: AI_FAILED. (This status across the API: AI_FAILED: the drawing service failed; nothing was spent.) */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "AI_FAILED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE, AI_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPagesCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique text (a UUID) the client makes for one call and sends again with its retries. The same key and the same body answer the first call's answer again, for 24 hours, and nothing is done twice (a refusal, 4xx, is not kept: the call runs again); an account holds at most 1000 keys a day (then 429, Retry-After); the same key with another body is a 409 IDEMPOTENCY_CONFLICT; while the first call still runs, a 409 IDEMPOTENCY_IN_PROGRESS (retry later). Keys are the caller's own: another user's same key is another call.
                 * @example 3f1c7a52-9a4e-4f0b-8a0e-2b6d5c1e9f10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "prompt": "Un dragón leyendo un cuento en un castillo",
                 *       "visibility": "public"
                 *     }
                 */
                "application/json": {
                    prompt: string;
                    /**
                     * @default private
                     * @enum {string}
                     */
                    visibility?: "public" | "private";
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created": {
                     *         "id": 7,
                     *         "prompt": "Un dragón leyendo un cuento en un castillo",
                     *         "title": "Ana",
                     *         "illustration": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "user": {
                     *           "name": "Ana",
                     *           "stripe_id": "cus_QbZ2aExample"
                     *         },
                     *         "visibility": "public",
                     *         "blocked": false,
                     *         "trending": 1,
                     *         "colored": {
                     *           "preview": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "progress": 40,
                     *           "version": 7
                     *         },
                     *         "colored_count": 7,
                     *         "favorited_count": 7,
                     *         "is_colored": false,
                     *         "is_favorited": false,
                     *         "is_owner": false,
                     *         "region_map": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "region_count": 7,
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        created: components["schemas"]["Page"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST, IDEMPOTENCY_KEY_INVALID. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN, NO_CREDITS. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: IDEMPOTENCY_CONFLICT, IDEMPOTENCY_IN_PROGRESS. (This status across the API: CONFLICT (an e-mail taken), ALREADY_VERIFIED (a new account's link opened again once its address is verified: sign in), VERSION_CONFLICT and PAINT_MISSING (a colouring's save), PRICE_MISMATCH (a plan's Stripe price), IDEMPOTENCY_CONFLICT (the key was used with another body), IDEMPOTENCY_IN_PROGRESS (the key's first call still runs: retry later).) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "IDEMPOTENCY_CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: AI_FAILED. (This status across the API: AI_FAILED: the drawing service failed; nothing was spent.) */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "AI_FAILED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE, AI_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPagesUpload: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique text (a UUID) the client makes for one call and sends again with its retries. The same key and the same body answer the first call's answer again, for 24 hours, and nothing is done twice (a refusal, 4xx, is not kept: the call runs again); an account holds at most 1000 keys a day (then 429, Retry-After); the same key with another body is a 409 IDEMPOTENCY_CONFLICT; while the first call still runs, a 409 IDEMPOTENCY_IN_PROGRESS (retry later). Keys are the caller's own: another user's same key is another call.
                 * @example 3f1c7a52-9a4e-4f0b-8a0e-2b6d5c1e9f10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "illustration": "https://colorea.example/files/pages/7/ck9x2.png",
                 *       "name": "Ana",
                 *       "visibility": "public"
                 *     }
                 */
                "application/json": {
                    illustration: string;
                    name?: string;
                    /**
                     * @default private
                     * @enum {string}
                     */
                    visibility?: "public" | "private";
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created": {
                     *         "id": 7,
                     *         "prompt": "Un dragón leyendo un cuento en un castillo",
                     *         "title": "Ana",
                     *         "illustration": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "user": {
                     *           "name": "Ana",
                     *           "stripe_id": "cus_QbZ2aExample"
                     *         },
                     *         "visibility": "public",
                     *         "blocked": false,
                     *         "trending": 1,
                     *         "colored": {
                     *           "preview": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "progress": 40,
                     *           "version": 7
                     *         },
                     *         "colored_count": 7,
                     *         "favorited_count": 7,
                     *         "is_colored": false,
                     *         "is_favorited": false,
                     *         "is_owner": false,
                     *         "region_map": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "region_count": 7,
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       },
                     *       "warnings": [
                     *         {
                     *           "code": "NOT_SHARED",
                     *           "message": "Regalo por el cumpleaños",
                     *           "problems": [
                     *             "dragones"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        created: components["schemas"]["Page"];
                        /** @description Why the page may disappoint (kept private, hard to fill); empty when all is fine. */
                        warnings: components["schemas"]["Warning"][];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST, IDEMPOTENCY_KEY_INVALID. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN, NO_CREDITS. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: IDEMPOTENCY_CONFLICT, IDEMPOTENCY_IN_PROGRESS. (This status across the API: CONFLICT (an e-mail taken), ALREADY_VERIFIED (a new account's link opened again once its address is verified: sign in), VERSION_CONFLICT and PAINT_MISSING (a colouring's save), PRICE_MISMATCH (a plan's Stripe price), IDEMPOTENCY_CONFLICT (the key was used with another body), IDEMPOTENCY_IN_PROGRESS (the key's first call still runs: retry later).) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "IDEMPOTENCY_CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPagesPhotoPreview: {
        parameters: {
            query: {
                /** @example https://colorea.example/files/pages/7/ck9x2.png */
                photo: string;
                /** @example 3 */
                detail?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A 1024×1024 PNG. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": Blob;
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPagesPhotoCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique text (a UUID) the client makes for one call and sends again with its retries. The same key and the same body answer the first call's answer again, for 24 hours, and nothing is done twice (a refusal, 4xx, is not kept: the call runs again); an account holds at most 1000 keys a day (then 429, Retry-After); the same key with another body is a 409 IDEMPOTENCY_CONFLICT; while the first call still runs, a 409 IDEMPOTENCY_IN_PROGRESS (retry later). Keys are the caller's own: another user's same key is another call.
                 * @example 3f1c7a52-9a4e-4f0b-8a0e-2b6d5c1e9f10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                 *       "detail": 3,
                 *       "title": "Ana",
                 *       "visibility": "public"
                 *     }
                 */
                "application/json": {
                    photo: string;
                    /** @default 3 */
                    detail?: number;
                    title?: string;
                    /**
                     * @default private
                     * @enum {string}
                     */
                    visibility?: "public" | "private";
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created": {
                     *         "id": 7,
                     *         "prompt": "Un dragón leyendo un cuento en un castillo",
                     *         "title": "Ana",
                     *         "illustration": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "user": {
                     *           "name": "Ana",
                     *           "stripe_id": "cus_QbZ2aExample"
                     *         },
                     *         "visibility": "public",
                     *         "blocked": false,
                     *         "trending": 1,
                     *         "colored": {
                     *           "preview": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "progress": 40,
                     *           "version": 7
                     *         },
                     *         "colored_count": 7,
                     *         "favorited_count": 7,
                     *         "is_colored": false,
                     *         "is_favorited": false,
                     *         "is_owner": false,
                     *         "region_map": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "region_count": 7,
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       },
                     *       "warnings": [
                     *         {
                     *           "code": "NOT_SHARED",
                     *           "message": "Regalo por el cumpleaños",
                     *           "problems": [
                     *             "dragones"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        created: components["schemas"]["Page"];
                        /** @description Why the page may disappoint (kept private, hard to fill); empty when all is fine. */
                        warnings: components["schemas"]["Warning"][];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST, IDEMPOTENCY_KEY_INVALID. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN, NO_CREDITS. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: IDEMPOTENCY_CONFLICT, IDEMPOTENCY_IN_PROGRESS. (This status across the API: CONFLICT (an e-mail taken), ALREADY_VERIFIED (a new account's link opened again once its address is verified: sign in), VERSION_CONFLICT and PAINT_MISSING (a colouring's save), PRICE_MISMATCH (a plan's Stripe price), IDEMPOTENCY_CONFLICT (the key was used with another body), IDEMPOTENCY_IN_PROGRESS (the key's first call still runs: retry later).) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "IDEMPOTENCY_CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPagesPatternPreview: {
        parameters: {
            query: {
                /** @example 1 */
                seed: number;
                /** @example 6 */
                symmetry?: 6 | 8 | 10 | 12;
                /** @example 1 */
                density?: 1 | 2 | 3;
                /** @example petals */
                motif?: "petals" | "stars" | "geometric" | "waves";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1024 1024\"></svg>",
                     *       "title": "Ana",
                     *       "options": {
                     *         "seed": 1,
                     *         "symmetry": 6,
                     *         "density": 1,
                     *         "motif": "petals"
                     *       }
                     *     }
                     */
                    "application/json": {
                        svg: string;
                        title: string;
                        options: components["schemas"]["PatternOptions"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPagesPatternCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique text (a UUID) the client makes for one call and sends again with its retries. The same key and the same body answer the first call's answer again, for 24 hours, and nothing is done twice (a refusal, 4xx, is not kept: the call runs again); an account holds at most 1000 keys a day (then 429, Retry-After); the same key with another body is a 409 IDEMPOTENCY_CONFLICT; while the first call still runs, a 409 IDEMPOTENCY_IN_PROGRESS (retry later). Keys are the caller's own: another user's same key is another call.
                 * @example 3f1c7a52-9a4e-4f0b-8a0e-2b6d5c1e9f10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "seed": 1,
                 *       "symmetry": 6,
                 *       "density": 1,
                 *       "motif": "petals",
                 *       "title": "Ana",
                 *       "visibility": "public"
                 *     }
                 */
                "application/json": {
                    seed: number;
                    /**
                     * @default 8
                     * @enum {number}
                     */
                    symmetry?: 6 | 8 | 10 | 12;
                    /**
                     * @default 2
                     * @enum {number}
                     */
                    density?: 1 | 2 | 3;
                    /**
                     * @default petals
                     * @enum {string}
                     */
                    motif?: "petals" | "stars" | "geometric" | "waves";
                    title?: string;
                    /**
                     * @default private
                     * @enum {string}
                     */
                    visibility?: "public" | "private";
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created": {
                     *         "id": 7,
                     *         "prompt": "Un dragón leyendo un cuento en un castillo",
                     *         "title": "Ana",
                     *         "illustration": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "user": {
                     *           "name": "Ana",
                     *           "stripe_id": "cus_QbZ2aExample"
                     *         },
                     *         "visibility": "public",
                     *         "blocked": false,
                     *         "trending": 1,
                     *         "colored": {
                     *           "preview": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "progress": 40,
                     *           "version": 7
                     *         },
                     *         "colored_count": 7,
                     *         "favorited_count": 7,
                     *         "is_colored": false,
                     *         "is_favorited": false,
                     *         "is_owner": false,
                     *         "region_map": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "region_count": 7,
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        created: components["schemas"]["Page"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST, IDEMPOTENCY_KEY_INVALID. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN, NO_CREDITS. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: IDEMPOTENCY_CONFLICT, IDEMPOTENCY_IN_PROGRESS. (This status across the API: CONFLICT (an e-mail taken), ALREADY_VERIFIED (a new account's link opened again once its address is verified: sign in), VERSION_CONFLICT and PAINT_MISSING (a colouring's save), PRICE_MISMATCH (a plan's Stripe price), IDEMPOTENCY_CONFLICT (the key was used with another body), IDEMPOTENCY_IN_PROGRESS (the key's first call still runs: retry later).) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "IDEMPOTENCY_CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCollections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "slug": "dragones",
                     *           "title": "Ana",
                     *           "description": "Regalo por el cumpleaños",
                     *           "count": 7,
                     *           "cover": "https://colorea.example/files/pages/7/ck9x2.png"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Collection"][];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCollectionsSlugPages: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /**
                 * @description Words to look for (the first 100 characters count).
                 * @example Regalo por el cumpleaños
                 */
                search?: string;
                /** @example trending */
                sort?: "trending" | "popularity" | "latest" | "oldest" | "mostFavorited" | "mostColored";
                /** @example public */
                scope?: "public" | "favorited" | "owned" | "colored";
                /**
                 * @description The last answer's `next_cursor`: the next page of "Load more".
                 * @example dragones
                 */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @example dragones */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "prompt": "Un dragón leyendo un cuento en un castillo",
                     *           "title": "Ana",
                     *           "illustration": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "user": {
                     *             "name": "Ana",
                     *             "stripe_id": "cus_QbZ2aExample"
                     *           },
                     *           "visibility": "public",
                     *           "blocked": false,
                     *           "trending": 1,
                     *           "colored": {
                     *             "preview": "https://colorea.example/files/pages/7/ck9x2.png",
                     *             "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *             "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *             "progress": 40,
                     *             "version": 7
                     *           },
                     *           "colored_count": 7,
                     *           "favorited_count": 7,
                     *           "is_colored": false,
                     *           "is_favorited": false,
                     *           "is_owner": false,
                     *           "region_map": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "region_count": 7,
                     *           "created_at": "2026-11-27T10:00:00.000Z"
                     *         }
                     *       ],
                     *       "current_page": 7,
                     *       "last_page": 7,
                     *       "next_cursor": "dragones"
                     *     }
                     */
                    "application/json": components["schemas"]["PagePage"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getColoredsPaginate: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /**
                 * @description Words to look for (the first 100 characters count).
                 * @example Regalo por el cumpleaños
                 */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "pageId": 7,
                     *           "page": {
                     *             "id": 7,
                     *             "prompt": "Un dragón leyendo un cuento en un castillo",
                     *             "title": "Ana",
                     *             "illustration": "https://colorea.example/files/pages/7/ck9x2.png",
                     *             "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *             "blocked": false
                     *           },
                     *           "user": {
                     *             "id": 7,
                     *             "name": "Ana",
                     *             "email": "ana@example.com"
                     *           },
                     *           "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "preview": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "progress": 40,
                     *           "version": 7,
                     *           "save_id": "save-01HZX3",
                     *           "created_at": "2026-11-27T10:00:00.000Z",
                     *           "updated_at": "2026-11-27T10:00:00.000Z"
                     *         }
                     *       ],
                     *       "current_page": 7,
                     *       "last_page": 7
                     *     }
                     */
                    "application/json": components["schemas"]["ColoredPage"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchColoredsUpsert: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique text (a UUID) the client makes for one call and sends again with its retries. The same key and the same body answer the first call's answer again, for 24 hours, and nothing is done twice (a refusal, 4xx, is not kept: the call runs again); an account holds at most 1000 keys a day (then 429, Retry-After); the same key with another body is a 409 IDEMPOTENCY_CONFLICT; while the first call still runs, a 409 IDEMPOTENCY_IN_PROGRESS (retry later). Keys are the caller's own: another user's same key is another call.
                 * @example 3f1c7a52-9a4e-4f0b-8a0e-2b6d5c1e9f10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pageId": 7,
                 *       "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                 *       "progress": 40,
                 *       "version": 7,
                 *       "save_id": "save-01HZX3",
                 *       "timelapse": {
                 *         "v": 1,
                 *         "steps": [
                 *           {
                 *             "t": "s",
                 *             "c": "#ff6f61",
                 *             "w": 1,
                 *             "e": 1,
                 *             "d": "M120 80L512 300Q600 420 700 512",
                 *             "r": 1
                 *           }
                 *         ],
                 *         "truncated": true
                 *       }
                 *     }
                 */
                "application/json": {
                    pageId: number | string;
                    photo: string;
                    progress?: number | string;
                    version?: number | string;
                    save_id?: string;
                    /** @description The strokes and fills that made it, {v: 1, steps} (as /coloreds/{id}/timelapse answers), or its JSON text. */
                    timelapse?: {
                        /** @constant */
                        v: 1;
                        steps: ({
                            /** @constant */
                            t: "s";
                            c: string;
                            w: number;
                            /** @constant */
                            e?: 1;
                            d: string;
                            r?: number;
                        } | {
                            /** @constant */
                            t: "f";
                            r: number;
                            c: string;
                            s?: {
                                /** @enum {string} */
                                kind: "linear" | "radial";
                                to: string;
                                line: [
                                    number,
                                    number,
                                    number,
                                    number
                                ];
                            } | {
                                /** @enum {string} */
                                kind: "dots" | "stripes" | "glitter" | "crayon";
                            };
                        } | {
                            /** @constant */
                            t: "b";
                        })[];
                        /** @constant */
                        truncated?: true;
                    } | string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "upserted": {
                     *         "id": 7,
                     *         "pageId": 7,
                     *         "page": {
                     *           "id": 7,
                     *           "prompt": "Un dragón leyendo un cuento en un castillo",
                     *           "title": "Ana",
                     *           "illustration": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "blocked": false
                     *         },
                     *         "user": {
                     *           "id": 7,
                     *           "name": "Ana",
                     *           "email": "ana@example.com"
                     *         },
                     *         "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "preview": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "progress": 40,
                     *         "version": 7,
                     *         "save_id": "save-01HZX3",
                     *         "created_at": "2026-11-27T10:00:00.000Z",
                     *         "updated_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        upserted: components["schemas"]["Colored"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST, IDEMPOTENCY_KEY_INVALID. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN, NO_CREDITS. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: IDEMPOTENCY_CONFLICT, IDEMPOTENCY_IN_PROGRESS, VERSION_CONFLICT, PAINT_MISSING. (This status across the API: CONFLICT (an e-mail taken), ALREADY_VERIFIED (a new account's link opened again once its address is verified: sign in), VERSION_CONFLICT and PAINT_MISSING (a colouring's save), PRICE_MISMATCH (a plan's Stripe price), IDEMPOTENCY_CONFLICT (the key was used with another body), IDEMPOTENCY_IN_PROGRESS (the key's first call still runs: retry later).) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "IDEMPOTENCY_CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getColoredsIdPdf: {
        parameters: {
            query?: {
                /** @example a4 */
                paper?: "a4" | "letter";
                /** @example 0 */
                footer?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path: {
                /**
                 * @description A row's id.
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, as a file to save (Content-Disposition names it). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, NO_PAID_PLAN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getColoredsIdTimelapse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A row's id.
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timelapse": {
                     *         "v": 1,
                     *         "steps": [
                     *           {
                     *             "t": "s",
                     *             "c": "#ff6f61",
                     *             "w": 1,
                     *             "e": 1,
                     *             "d": "M120 80L512 300Q600 420 700 512",
                     *             "r": 1
                     *           }
                     *         ],
                     *         "truncated": true
                     *       },
                     *       "version": 7
                     *     }
                     */
                    "application/json": {
                        timelapse: components["schemas"]["Timelapse"] | null;
                        version: number;
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getColoredsIdShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A row's id.
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "share": {
                     *         "token": "q3Vw8rLx0Jb2nYc5tK7pA1sD4fG6hJ9kL0zX2cV5bN8",
                     *         "url": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "picture": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "card": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        share: components["schemas"]["Share"] | null;
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postColoredsIdShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A row's id.
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "share": {
                     *         "token": "q3Vw8rLx0Jb2nYc5tK7pA1sD4fG6hJ9kL0zX2cV5bN8",
                     *         "url": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "picture": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "card": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        share: components["schemas"]["Share"];
                    };
                };
            };
            /** @description OK */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "share": {
                     *         "token": "q3Vw8rLx0Jb2nYc5tK7pA1sD4fG6hJ9kL0zX2cV5bN8",
                     *         "url": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "picture": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "card": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        share: components["schemas"]["Share"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteColoredsIdShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A row's id.
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "share": null
                     *     }
                     */
                    "application/json": {
                        share: null;
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBooklets: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique text (a UUID) the client makes for one call and sends again with its retries. The same key and the same body answer the first call's answer again, for 24 hours, and nothing is done twice (a refusal, 4xx, is not kept: the call runs again); an account holds at most 1000 keys a day (then 429, Retry-After); the same key with another body is a 409 IDEMPOTENCY_CONFLICT; while the first call still runs, a 409 IDEMPOTENCY_IN_PROGRESS (retry later). Keys are the caller's own: another user's same key is another call.
                 * @example 3f1c7a52-9a4e-4f0b-8a0e-2b6d5c1e9f10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pageIds": [
                 *         1
                 *       ],
                 *       "paper": "a4",
                 *       "footer": false,
                 *       "title": "Ana"
                 *     }
                 */
                "application/json": {
                    pageIds: number[];
                    /** @enum {string} */
                    paper?: "a4" | "letter";
                    footer?: boolean | ("0" | "1" | "true" | "false" | "on");
                    title?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "booklet": {
                     *         "id": "dragones",
                     *         "title": "Ana",
                     *         "status": "queued",
                     *         "progress": {
                     *           "done": 1,
                     *           "total": 1
                     *         },
                     *         "paper": "a4",
                     *         "footer": false,
                     *         "page_ids": [
                     *           1
                     *         ],
                     *         "file": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "error": "dragones",
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        booklet: components["schemas"]["Booklet"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST, IDEMPOTENCY_KEY_INVALID. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN, NO_PAID_PLAN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: IDEMPOTENCY_CONFLICT, IDEMPOTENCY_IN_PROGRESS. (This status across the API: CONFLICT (an e-mail taken), ALREADY_VERIFIED (a new account's link opened again once its address is verified: sign in), VERSION_CONFLICT and PAINT_MISSING (a colouring's save), PRICE_MISMATCH (a plan's Stripe price), IDEMPOTENCY_CONFLICT (the key was used with another body), IDEMPOTENCY_IN_PROGRESS (the key's first call still runs: retry later).) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "IDEMPOTENCY_CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBookletsBookletId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example dragones */
                bookletId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "booklet": {
                     *         "id": "dragones",
                     *         "title": "Ana",
                     *         "status": "queued",
                     *         "progress": {
                     *           "done": 1,
                     *           "total": 1
                     *         },
                     *         "paper": "a4",
                     *         "footer": false,
                     *         "page_ids": [
                     *           1
                     *         ],
                     *         "file": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "error": "dragones",
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        booklet: components["schemas"]["Booklet"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postStorageUpload: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique text (a UUID) the client makes for one call and sends again with its retries. The same key and the same body answer the first call's answer again, for 24 hours, and nothing is done twice (a refusal, 4xx, is not kept: the call runs again); an account holds at most 1000 keys a day (then 429, Retry-After); the same key with another body is a 409 IDEMPOTENCY_CONFLICT; while the first call still runs, a 409 IDEMPOTENCY_IN_PROGRESS (retry later). Keys are the caller's own: another user's same key is another call.
                 * @example 3f1c7a52-9a4e-4f0b-8a0e-2b6d5c1e9f10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "(the file's bytes)",
                 *       "extensions": "dragones",
                 *       "max": "dragones",
                 *       "dimensions": "dragones"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The picture (PNG, JPEG, WebP, GIF, SVG, HEIC as the rules allow).
                     */
                    file: Blob;
                    /** @description A comma list of extensions to accept (`png,jpg`). */
                    extensions?: string;
                    /** @description The largest size to accept, in KiB. */
                    max?: string;
                    /** @description Size rules, e.g. `min_width=512,max_width=4096,min_height=512,max_height=4096`. */
                    dimensions?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "https://colorea.example/files/pages/7/ck9x2.png"
                     *     }
                     */
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST, IDEMPOTENCY_KEY_INVALID. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: IDEMPOTENCY_CONFLICT, IDEMPOTENCY_IN_PROGRESS. (This status across the API: CONFLICT (an e-mail taken), ALREADY_VERIFIED (a new account's link opened again once its address is verified: sign in), VERSION_CONFLICT and PAINT_MISSING (a colouring's save), PRICE_MISMATCH (a plan's Stripe price), IDEMPOTENCY_CONFLICT (the key was used with another body), IDEMPOTENCY_IN_PROGRESS (the key's first call still runs: retry later).) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "IDEMPOTENCY_CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE, QUOTA_EXCEEDED. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPlansList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 7,
                     *         "name": "Ana",
                     *         "title": "Ana",
                     *         "description": "Regalo por el cumpleaños",
                     *         "price": 1,
                     *         "discount": 7,
                     *         "paid": false,
                     *         "stripe_price_id": "price_1QbZ2aExample",
                     *         "public_page_limit": 7,
                     *         "page_creation_limit": 7,
                     *         "on_sale": false
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PlanOnSale"][];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPlansPaidList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 7,
                     *         "name": "Ana",
                     *         "title": "Ana",
                     *         "description": "Regalo por el cumpleaños",
                     *         "price": 1,
                     *         "discount": 7,
                     *         "paid": false,
                     *         "stripe_price_id": "price_1QbZ2aExample",
                     *         "public_page_limit": 7,
                     *         "page_creation_limit": 7,
                     *         "on_sale": false
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PlanOnSale"][];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPlansPaidFeatures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "features": [
                     *         "print"
                     *       ],
                     *       "plan": {
                     *         "name": "Ana",
                     *         "title": "Ana",
                     *         "price": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PaidFeatures"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPlansIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A row's id.
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "name": "Ana",
                     *       "title": "Ana",
                     *       "description": "Regalo por el cumpleaños",
                     *       "price": 1,
                     *       "discount": 7,
                     *       "paid": false,
                     *       "stripe_price_id": "price_1QbZ2aExample",
                     *       "public_page_limit": 7,
                     *       "page_creation_limit": 7
                     *     }
                     */
                    "application/json": components["schemas"]["Plan"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPlansIdUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A row's id.
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ana",
                 *       "title": "Ana",
                 *       "description": "Regalo por el cumpleaños",
                 *       "price": 1,
                 *       "discount": 7,
                 *       "publicPageLimit": 7,
                 *       "pageCreationLimit": 7,
                 *       "stripePriceId": "price_1QbZ2aExample"
                 *     }
                 */
                "application/json": {
                    name?: string | null;
                    title: string;
                    description?: string | null;
                    price?: number | null;
                    discount?: number | null;
                    publicPageLimit: number;
                    pageCreationLimit: number;
                    stripePriceId?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "updated": {
                     *         "id": 7,
                     *         "name": "Ana",
                     *         "title": "Ana",
                     *         "description": "Regalo por el cumpleaños",
                     *         "price": 1,
                     *         "discount": 7,
                     *         "paid": false,
                     *         "stripe_price_id": "price_1QbZ2aExample",
                     *         "public_page_limit": 7,
                     *         "page_creation_limit": 7
                     *       }
                     *     }
                     */
                    "application/json": {
                        updated: components["schemas"]["Plan"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: CONFLICT, PRICE_MISMATCH. (This status across the API: CONFLICT (an e-mail taken), ALREADY_VERIFIED (a new account's link opened again once its address is verified: sign in), VERSION_CONFLICT and PAINT_MISSING (a colouring's save), PRICE_MISMATCH (a plan's Stripe price), IDEMPOTENCY_CONFLICT (the key was used with another body), IDEMPOTENCY_IN_PROGRESS (the key's first call still runs: retry later).) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE, PAYMENTS_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postStripeCheckout: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique text (a UUID) the client makes for one call and sends again with its retries. The same key and the same body answer the first call's answer again, for 24 hours, and nothing is done twice (a refusal, 4xx, is not kept: the call runs again); an account holds at most 1000 keys a day (then 429, Retry-After); the same key with another body is a 409 IDEMPOTENCY_CONFLICT; while the first call still runs, a 409 IDEMPOTENCY_IN_PROGRESS (retry later). Keys are the caller's own: another user's same key is another call.
                 * @example 3f1c7a52-9a4e-4f0b-8a0e-2b6d5c1e9f10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "priceId": "price_1QbZ2aExample"
                 *     }
                 */
                "application/json": {
                    priceId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "https://colorea.example/files/pages/7/ck9x2.png"
                     *     }
                     */
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST, IDEMPOTENCY_KEY_INVALID. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: IDEMPOTENCY_CONFLICT, IDEMPOTENCY_IN_PROGRESS, CONFLICT, PRICE_MISMATCH. (This status across the API: CONFLICT (an e-mail taken), ALREADY_VERIFIED (a new account's link opened again once its address is verified: sign in), VERSION_CONFLICT and PAINT_MISSING (a colouring's save), PRICE_MISMATCH (a plan's Stripe price), IDEMPOTENCY_CONFLICT (the key was used with another body), IDEMPOTENCY_IN_PROGRESS (the key's first call still runs: retry later).) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "IDEMPOTENCY_CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE, PAYMENTS_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postStripeSubscriptionCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Regalo por el cumpleaños"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: CONFLICT. (This status across the API: CONFLICT (an e-mail taken), ALREADY_VERIFIED (a new account's link opened again once its address is verified: sign in), VERSION_CONFLICT and PAINT_MISSING (a colouring's save), PRICE_MISMATCH (a plan's Stripe price), IDEMPOTENCY_CONFLICT (the key was used with another body), IDEMPOTENCY_IN_PROGRESS (the key's first call still runs: retry later).) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE, PAYMENTS_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postStripeWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @example t=1764237600,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd */
                "stripe-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A Stripe event, as Stripe sends it. */
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST, VALIDATION. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE, PAYMENTS_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSettingsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "name": "Ana",
                     *         "value": "Colorea"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Setting"][];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchSettingsNameUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example Ana */
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "value": "Colorea"
                 *     }
                 */
                "application/json": {
                    value: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "updated": {
                     *         "name": "Ana",
                     *         "value": "Colorea"
                     *       }
                     *     }
                     */
                    "application/json": {
                        updated: components["schemas"]["Setting"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersPaginate: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /**
                 * @description Words to look for (the first 100 characters count).
                 * @example Regalo por el cumpleaños
                 */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "name": "Ana",
                     *           "email": "ana@example.com",
                     *           "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "admin": false,
                     *           "blocked": false,
                     *           "stripe_id": "cus_QbZ2aExample",
                     *           "plan": {
                     *             "title": "Ana",
                     *             "name": "Ana",
                     *             "paid": false
                     *           },
                     *           "created_at": "2026-11-27T10:00:00.000Z"
                     *         }
                     *       ],
                     *       "current_page": 7,
                     *       "last_page": 7
                     *     }
                     */
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ana",
                 *       "email": "ana@example.com",
                 *       "password": "caballo-correcto-8",
                 *       "photo": "https://colorea.example/files/pages/7/ck9x2.png"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    /** @default  */
                    photo?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created": {
                     *         "id": 7,
                     *         "name": "Ana",
                     *         "email": "ana@example.com",
                     *         "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "admin": false,
                     *         "blocked": false,
                     *         "stripe_id": "cus_QbZ2aExample",
                     *         "plan": {
                     *           "title": "Ana",
                     *           "name": "Ana",
                     *           "paid": false
                     *         },
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        created: components["schemas"]["User"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: CONFLICT. (This status across the API: CONFLICT (an e-mail taken), ALREADY_VERIFIED (a new account's link opened again once its address is verified: sign in), VERSION_CONFLICT and PAINT_MISSING (a colouring's save), PRICE_MISMATCH (a plan's Stripe price), IDEMPOTENCY_CONFLICT (the key was used with another body), IDEMPOTENCY_IN_PROGRESS (the key's first call still runs: retry later).) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersAdminCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ana",
                 *       "email": "ana@example.com",
                 *       "password": "caballo-correcto-8"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created": {
                     *         "id": 7,
                     *         "name": "Ana",
                     *         "email": "ana@example.com",
                     *         "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "admin": false,
                     *         "blocked": false,
                     *         "stripe_id": "cus_QbZ2aExample",
                     *         "plan": {
                     *           "title": "Ana",
                     *           "name": "Ana",
                     *           "paid": false
                     *         },
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        created: components["schemas"]["User"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: CONFLICT. (This status across the API: CONFLICT (an e-mail taken), ALREADY_VERIFIED (a new account's link opened again once its address is verified: sign in), VERSION_CONFLICT and PAINT_MISSING (a colouring's save), PRICE_MISMATCH (a plan's Stripe price), IDEMPOTENCY_CONFLICT (the key was used with another body), IDEMPOTENCY_IN_PROGRESS (the key's first call still runs: retry later).) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A row's id.
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "name": "Ana",
                     *       "email": "ana@example.com",
                     *       "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *       "admin": false,
                     *       "blocked": false,
                     *       "stripe_id": "cus_QbZ2aExample",
                     *       "plan": {
                     *         "title": "Ana",
                     *         "name": "Ana",
                     *         "paid": false
                     *       },
                     *       "created_at": "2026-11-27T10:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchUsersIdUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A row's id.
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ana",
                 *       "email": "ana@example.com",
                 *       "photo": "https://colorea.example/files/pages/7/ck9x2.png"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    /** @default  */
                    photo?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "updated": {
                     *         "id": 7,
                     *         "name": "Ana",
                     *         "email": "ana@example.com",
                     *         "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "admin": false,
                     *         "blocked": false,
                     *         "stripe_id": "cus_QbZ2aExample",
                     *         "plan": {
                     *           "title": "Ana",
                     *           "name": "Ana",
                     *           "paid": false
                     *         },
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        updated: components["schemas"]["User"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: CONFLICT. (This status across the API: CONFLICT (an e-mail taken), ALREADY_VERIFIED (a new account's link opened again once its address is verified: sign in), VERSION_CONFLICT and PAINT_MISSING (a colouring's save), PRICE_MISMATCH (a plan's Stripe price), IDEMPOTENCY_CONFLICT (the key was used with another body), IDEMPOTENCY_IN_PROGRESS (the key's first call still runs: retry later).) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchUsersIdBlockedToggle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A row's id.
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "updated": {
                     *         "id": 7,
                     *         "name": "Ana",
                     *         "email": "ana@example.com",
                     *         "photo": "https://colorea.example/files/pages/7/ck9x2.png",
                     *         "admin": false,
                     *         "blocked": false,
                     *         "stripe_id": "cus_QbZ2aExample",
                     *         "plan": {
                     *           "title": "Ana",
                     *           "name": "Ana",
                     *           "paid": false
                     *         },
                     *         "created_at": "2026-11-27T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        updated: components["schemas"]["User"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUsersIdAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A row's id.
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Regalo por el cumpleaños"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE, PAYMENTS_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersIdGrants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A row's id.
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "plan",
                 *       "plan": "dragones",
                 *       "months": 7,
                 *       "reason": "Regalo por el cumpleaños"
                 *     }
                 */
                "application/json": ({
                    /** @enum {string} */
                    kind: "plan";
                } & {
                    plan: string;
                    months: number;
                    reason: string;
                }) | ({
                    /** @enum {string} */
                    kind: "credits";
                } & {
                    publicPage?: number | null;
                    pageCreation?: number | null;
                    reason: string;
                });
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created": {
                     *         "id": 7,
                     *         "created_at": "2026-11-27T10:00:00.000Z",
                     *         "admin": {
                     *           "id": 7,
                     *           "name": "Ana"
                     *         },
                     *         "user": {
                     *           "id": 7,
                     *           "name": "Ana",
                     *           "email": "ana@example.com"
                     *         },
                     *         "kind": "plan",
                     *         "plan": {
                     *           "name": "Ana",
                     *           "title": "Ana"
                     *         },
                     *         "months": 7,
                     *         "public_page": 7,
                     *         "page_creation": 1,
                     *         "until": "2026-11-27T10:00:00.000Z",
                     *         "reason": "Regalo por el cumpleaños"
                     *       }
                     *     }
                     */
                    "application/json": {
                        created: components["schemas"]["SupportGrant"];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: CONFLICT. (This status across the API: CONFLICT (an e-mail taken), ALREADY_VERIFIED (a new account's link opened again once its address is verified: sign in), VERSION_CONFLICT and PAINT_MISSING (a colouring's save), PRICE_MISMATCH (a plan's Stripe price), IDEMPOTENCY_CONFLICT (the key was used with another body), IDEMPOTENCY_IN_PROGRESS (the key's first call still runs: retry later).) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGrantsPaginate: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /**
                 * @description Words to look for (the first 100 characters count).
                 * @example Regalo por el cumpleaños
                 */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "created_at": "2026-11-27T10:00:00.000Z",
                     *           "admin": {
                     *             "id": 7,
                     *             "name": "Ana"
                     *           },
                     *           "user": {
                     *             "id": 7,
                     *             "name": "Ana",
                     *             "email": "ana@example.com"
                     *           },
                     *           "kind": "plan",
                     *           "plan": {
                     *             "name": "Ana",
                     *             "title": "Ana"
                     *           },
                     *           "months": 7,
                     *           "public_page": 7,
                     *           "page_creation": 1,
                     *           "until": "2026-11-27T10:00:00.000Z",
                     *           "reason": "Regalo por el cumpleaños"
                     *         }
                     *       ],
                     *       "current_page": 7,
                     *       "last_page": 7
                     *     }
                     */
                    "application/json": components["schemas"]["SupportGrantPage"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSubscriptionsPaginate: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /**
                 * @description Words to look for (the first 100 characters count).
                 * @example Regalo por el cumpleaños
                 */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "user": {
                     *             "id": 7,
                     *             "name": "Ana",
                     *             "email": "ana@example.com",
                     *             "stripe_id": "cus_QbZ2aExample"
                     *           },
                     *           "plan": {
                     *             "id": 7,
                     *             "name": "Ana",
                     *             "title": "Ana"
                     *           },
                     *           "price": 1,
                     *           "created_at": "2026-11-27T10:00:00.000Z",
                     *           "canceled_at": "2026-11-27T10:00:00.000Z",
                     *           "expire_at": "2026-11-27T10:00:00.000Z",
                     *           "status": "active",
                     *           "source": "stripe",
                     *           "given_by": "dragones"
                     *         }
                     *       ],
                     *       "current_page": 7,
                     *       "last_page": 7
                     *     }
                     */
                    "application/json": components["schemas"]["SubscriptionPage"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnalyticsCounters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "week": {
                     *         "users": 1,
                     *         "pages": 1,
                     *         "coloreds": 1,
                     *         "subscriptions": 1
                     *       },
                     *       "total": {
                     *         "users": 1,
                     *         "pages": 1,
                     *         "coloreds": 1,
                     *         "subscriptions": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Counters"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnalyticsCharts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "users": [
                     *         {
                     *           "name": "Ana",
                     *           "users": 1
                     *         }
                     *       ],
                     *       "pages": [
                     *         {
                     *           "name": "Ana",
                     *           "pages": 1
                     *         }
                     *       ],
                     *       "coloreds": [
                     *         {
                     *           "name": "Ana",
                     *           "coloreds": 1
                     *         }
                     *       ],
                     *       "subscriptions": [
                     *         {
                     *           "name": "Ana",
                     *           "subscriptions": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Charts"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAppStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openaiApi": false,
                     *       "stripeApi": false,
                     *       "stripeWebhook": false,
                     *       "plans": false
                     *     }
                     */
                    "application/json": components["schemas"]["AppStatus"];
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDailyPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "day": "2026-11-28",
                     *           "page_id": 7,
                     *           "title": "Ana",
                     *           "thumbnail": "https://colorea.example/files/pages/7/ck9x2.png",
                     *           "public": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["DailyPin"][];
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postDailyPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "day": "2026-11-28",
                 *       "pageId": 7
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description A day (YYYY-MM-DD), from today in the app's time zone to 366 days ahead.
                     */
                    day: string;
                    pageId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "pinned": {
                     *         "day": "2026-11-28",
                     *         "page_id": 7
                     *       }
                     *     }
                     */
                    "application/json": {
                        pinned: {
                            /** Format: date */
                            day: string;
                            page_id: number;
                        };
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: NOT_FOUND. (This status across the API: NOT_FOUND: no such thing, or not the caller's to see (a path param of the wrong shape too).) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDailyPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "day": "2026-11-28"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description A day (YYYY-MM-DD), from today in the app's time zone to 366 days ahead.
                     */
                    day: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "unpinned": {
                     *         "day": "2026-11-28"
                     *       }
                     *     }
                     */
                    "application/json": {
                        unpinned: {
                            /** Format: date */
                            day: string;
                        };
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAUTHORIZED. (This status across the API: UNAUTHORIZED: no token, or one that is no longer good (sign in again).) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: USER_BLOCKED, FORBIDDEN. (This status across the API: FORBIDDEN (not for this role), USER_BLOCKED, NO_PAID_PLAN (a paid feature on the free plan: `feature` and `plan` say which and what to buy), NO_CREDITS, EMAIL_NOT_VERIFIED.) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "USER_BLOCKED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: LENGTH_REQUIRED. (This status across the API: LENGTH_REQUIRED: a body without Content-Length.) */
            411: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "LENGTH_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: TOO_LARGE. (This status across the API: TOO_LARGE: the body (or the upload) is over its limit. QUOTA_EXCEEDED: the plan's storage is full.) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: VALIDATION. (This status across the API: VALIDATION: `errors` has a message per field.) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "VALIDATION"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example {} */
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description This call's codes: BAD_REQUEST. (This status across the API: BAD_REQUEST: not a request this server reads (its Host or path), or a body that is not what the operation reads (not JSON, cut short, not an object, another Content-Type, none): nothing was changed. IDEMPOTENCY_KEY_INVALID: an empty or longer than 255 Idempotency-Key. VALIDATION: the Stripe webhook's signature does not match.) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: RATE_LIMITED. (This status across the API: RATE_LIMITED: too many requests; Retry-After says when to try again.) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "RATE_LIMITED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: INTERNAL. (This status across the API: INTERNAL: something failed on the server.) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "INTERNAL"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This call's codes: UNAVAILABLE, STORAGE_UNAVAILABLE. (This status across the API: Retry-After says when to ask again. AI_UNAVAILABLE, PAYMENTS_UNAVAILABLE (not set up), UNAVAILABLE (the database is out of reach, or the sign-in limits cannot be counted right now; Retry-After says when to try again), STORAGE_UNAVAILABLE (the file store cannot take or give a file now: nothing was kept and nothing spent; Retry-After says when to try again).) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "No se ha podido hacer.",
                     *       "code": "UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}

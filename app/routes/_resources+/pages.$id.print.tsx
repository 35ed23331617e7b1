import type { LoaderFunctionArgs } from "@remix-run/node";
import { translate } from "~/i18n";
import { requirePaidColored } from "~/routes/pages+/__color-route.server";
import { getLocale } from "~/utils/request.server";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/**
 * A sheet with nothing on it but the saved composite, fitted inside the page margins,
 * that opens the print dialog once the image is there (printing earlier prints a blank).
 * A plain document rather than a screen of the app, so no shell, toolbar or toast can print.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { page, preview } = await requirePaidColored(request, params, "print");
  const locale = getLocale(request);
  const title = escapeHtml(translate(locale, "colored.printTitle", { title: page.title }));
  // The CSP runs only scripts carrying this request's nonce (inline handlers are refused).
  const nonce = escapeHtml(context.cspNonce);
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
@page { margin: 12mm; }
html, body { margin: 0; height: 100%; background: #ffffff; }
body { display: flex; align-items: center; justify-content: center; }
img { display: block; max-width: 100%; max-height: 100%; object-fit: contain; }
</style>
</head>
<body>
<img id="colored" src="${escapeHtml(preview)}" alt="${title}">
<script nonce="${nonce}">
(function () {
  var image = document.getElementById("colored");
  var printed = false;
  function print() { if (!printed) { printed = true; window.print(); } }
  if (image.complete && image.naturalWidth > 0) print();
  else image.addEventListener("load", print, { once: true });
})();
</script>
</body>
</html>
`;
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

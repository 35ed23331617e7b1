/**
 * The gallery's cards are drawn once per server and what they show (server/kept-markup): the
 * production build, through HTTP, must still draw every viewer's own card (their favourite, their
 * page) and every screen's own way back, on the first request and on those that reuse the markup.
 */
import { describe, expect, it } from "vitest";
import { servedApp } from "../helpers/http";
import { insertColored, insertFavorite, insertPages, makeUser, sessionCookieFor, uniqueWord } from "../helpers/pages";

const served = servedApp();

/** Each card of a gallery document, by page id. */
function cardsOf(html: string) {
  const cards = new Map<number, string>();
  for (const [card, id] of html.matchAll(/<li class="flex"><article[^>]*data-page-id="(\d+)"[\s\S]*?<\/article><\/li>/g)) cards.set(Number(id), card);
  return cards;
}

const gallery = async (cookie: string, path: string) => {
  const res = await fetch(`${served.base}${path}`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  return cardsOf(await res.text());
};

describe("the gallery's cards, kept as markup", () => {
  it("draws each viewer's own flags and each screen's own way back, request after request", async () => {
    const [owner, viewer] = await Promise.all([makeUser({ name: "Dueña Ejemplo" }), makeUser({ plan: "paid", name: "Visita" })]);
    const word = uniqueWord("kept");
    const [first, second] = await insertPages(owner.user, [{ prompt: `${word} uno` }, { prompt: `${word} dos` }]);
    const [ownerCookie, viewerCookie] = await Promise.all([sessionCookieFor(owner.user), sessionCookieFor(viewer.user)]);
    const path = `/pages/public?search=${word}`;

    const drawn = await gallery(viewerCookie, path);
    expect([...drawn.keys()].sort()).toEqual([first.id, second.id].sort());
    // Again: the markup kept from the first request, the same.
    expect(await gallery(viewerCookie, path)).toEqual(drawn);
    for (const card of drawn.values()) {
      expect(card).toContain('aria-pressed="false"');
      expect(card).toContain(`name="redirectTo" value="${path}"`);
      expect(card).not.toContain('data-testid="delete-page"');
      // Someone else's page names its author by the first name only.
      expect(card).toContain(">por Dueña<");
    }

    // The viewer favourites one and colours the other: their cards say so, the owner's do not.
    await insertFavorite(viewer.user, second);
    await insertColored(viewer.user, first);
    const viewers = await gallery(viewerCookie, path);
    expect(viewers.get(second.id)).toContain('aria-pressed="true"');
    expect(viewers.get(first.id)).toContain('aria-pressed="false"');
    expect(viewers.get(first.id)).toContain("Tu versión coloreada");
    const owners = await gallery(ownerCookie, path);
    expect(owners.get(second.id)).toContain('aria-pressed="false"');
    expect(owners.get(first.id)).not.toContain("Tu versión coloreada");
    // Their own pages: the whole name, and the controls an owner has.
    for (const card of owners.values()) {
      expect(card).toContain('data-testid="delete-page"');
      expect(card).toContain(">por Dueña Ejemplo<");
    }

    // Another sort is another way back, escaped as an attribute.
    const sorted = await gallery(viewerCookie, `${path}&sort=oldest`);
    for (const card of sorted.values()) expect(card).toContain(`value="${path}&amp;sort=oldest"`);
  });
});

import { expect, test, type Page } from "@playwright/test";
import { coloredRow, creditsOf, newFamily } from "./fixtures";
import {
  bucketOnOwnPage,
  collectDialogs,
  DOT,
  expectAccessible,
  historyCursor,
  LAPTOP,
  newPage,
  openEditor,
  pageWithMap,
  paintAt,
  PHONE,
  pickColor,
  RGBA,
  RING,
  shoot,
  signIn,
  SQUARE,
  storedPixel,
  stroke,
  tapAt,
  uploadPageWithMap,
} from "./helpers";

/**
 * The colour screen never loses work (issue #13): every edit is kept on the device at once
 * and on the server a moment later; scale mode, closing the tab, going offline and a second
 * device lose nothing.
 */

const { red: RED, blue: BLUE, green: GREEN, yellow: YELLOW, orange: ORANGE } = RGBA;

/** Saving waits for an idle moment, then encodes, uploads and composes on the server. */
const SAVED = { timeout: 20_000 };

const saveState = (page: Page) => page.getByTestId("save-state");

/** Closes a tab the way a person does (its beforeunload and pagehide run), and waits until it is gone. */
async function closeTab(page: Page) {
  await Promise.all([page.waitForEvent("close"), page.close({ runBeforeUnload: true })]);
}

async function fillWith(page: Page, color: string, [x, y]: [number, number]) {
  await pickColor(page, color);
  await tapAt(page, x, y);
}

test.describe("the colour screen keeps every stroke", () => {
  // Sign-ups (argon2), uploads, waits for saves: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test("'Pantalla completa' keeps unsaved colouring, hides the shell and gives the picture the whole screen", async ({ browser }) => {
    const { context, page } = await newPage(browser, LAPTOP);
    const { id } = await pageWithMap(page, context.request, "Completa");
    await openEditor(page, id, { regions: true });
    const before = await page.locator(".upper-canvas").boundingBox();
    await page.getByTestId("fill-tool").click();
    await fillWith(page, "Verde", [RING.x, RING.y]);
    await expect.poll(() => paintAt(page, RING.x, RING.y)).toEqual(GREEN);
    // The paint shows a moment before the history's step is rendered into the editor's attribute.
    await expect.poll(() => historyCursor(page)).toBeGreaterThan(0);
    const cursor = await historyCursor(page);

    // At once, before the save: the colouring stays.
    await page.getByRole("button", { name: "Pantalla completa" }).click();
    const exit = page.getByRole("button", { name: "Salir de pantalla completa" });
    await expect(exit).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("shell-side")).toBeHidden();
    expect(await paintAt(page, RING.x, RING.y)).toEqual(GREEN);
    expect(await historyCursor(page)).toBe(cursor);
    await expect.poll(async () => page.getByTestId("editor").boundingBox()).toEqual({ x: 0, y: 0, width: 1366, height: 768 });
    await expect.poll(async () => (await page.locator(".upper-canvas").boundingBox())?.width ?? 0).toBeGreaterThan(before?.width ?? 0);
    await shoot(page, "color-scale-laptop");
    await expectAccessible(page);

    // Still colouring in scale mode, then out again: nothing lost, the shell is back.
    await fillWith(page, "Azul", [SQUARE.left + 40, SQUARE.top + 40]);
    await exit.click();
    await expect(page.getByTestId("shell-side")).toBeVisible();
    await expect(page.getByRole("button", { name: "Pantalla completa" })).toHaveAttribute("aria-pressed", "false");
    expect(await paintAt(page, RING.x, RING.y)).toEqual(GREEN);
    expect(await paintAt(page, SQUARE.left + 40, SQUARE.top + 40)).toEqual(BLUE);
    await context.close();
  });

  test("every edit saves by itself a moment later, not only the first; leaving asks nothing @embedded", async ({ page, request }) => {
    const { id, email } = await pageWithMap(page, request, "Cinco");
    const dialogs = collectDialogs(page);
    await openEditor(page, id, { regions: true });
    await page.getByTestId("fill-tool").click();
    const fills: [string, [number, number], number[]][] = [
      ["Rojo", [RING.x, RING.y], RED],
      ["Azul", [SQUARE.left + 40, SQUARE.top + 40], BLUE],
      ["Verde", [DOT.x, DOT.y], GREEN],
      ["Amarillo", [60, 60], YELLOW],
    ];
    for (const [color, at, rgba] of fills) {
      await fillWith(page, color, at);
      await expect.poll(() => paintAt(page, ...at)).toEqual(rgba);
    }
    await expect(saveState(page)).toHaveText("Guardando…");
    // The fills reach the server by themselves ("Guardando…" also stands for a save still
    // waiting its idle moment, so an edit made now could join it and hide whether a later
    // edit saves on its own).
    await expect(saveState(page)).toHaveText("Guardado", SAVED);
    // A stroke last: a save of its own.
    await page.getByTestId("brush").click();
    await pickColor(page, "Naranja");
    await stroke(page, [
      [100, 980],
      [400, 980],
    ]);
    await expect(saveState(page)).toHaveText("Guardado", SAVED);
    const saved = await coloredRow(email, id);
    expect(saved?.version).toBeGreaterThanOrEqual(2);
    for (const [, [x, y], rgba] of fills) expect(await storedPixel(page.request, saved?.photo ?? "", x, y)).toEqual(rgba);
    expect(await storedPixel(page.request, saved?.photo ?? "", 250, 980)).toEqual(ORANGE);

    // The back arrow leaves at once: the work is kept, so nothing to confirm.
    await page.getByTestId("back").click();
    await expect(page).toHaveURL(/\/pages\/public$/);
    expect(dialogs).toEqual([]);
  });

  test("leaving the screen right after an edit, within the app: the server still gets it", async ({ page, request }) => {
    const { id, email } = await pageWithMap(page, request, "Me voy");
    await openEditor(page, id, { regions: true });
    await page.getByTestId("fill-tool").click();
    await fillWith(page, "Rojo", [RING.x, RING.y]);
    await expect.poll(() => paintAt(page, RING.x, RING.y)).toEqual(RED);
    // No pause: straight back to the gallery.
    await page.getByTestId("back").click();
    await expect(page).toHaveURL(/\/pages\/public$/);
    await expect.poll(async () => (await coloredRow(email, id))?.photo ?? "", SAVED).not.toBe("");
    expect(await storedPixel(page.request, (await coloredRow(email, id))?.photo ?? "", RING.x, RING.y)).toEqual(RED);
  });

  test("the same page opened in a second tab takes it over; the first tab's work is kept", async ({ browser }) => {
    const { context, page, id, email } = await bucketOnOwnPage(browser, LAPTOP, "Dos pestañas");
    await fillWith(page, "Rojo", [RING.x, RING.y]);
    await expect.poll(() => paintAt(page, RING.x, RING.y)).toEqual(RED);

    const second = await context.newPage();
    await openEditor(second, id, { regions: true });
    await expect(page.getByTestId("editor-lost")).toContainText("se ha abierto en otra pestaña");
    await expect.poll(() => paintAt(second, RING.x, RING.y)).toEqual(RED);
    await second.getByTestId("fill-tool").click();
    await fillWith(second, "Azul", [SQUARE.left + 40, SQUARE.top + 40]);
    await expect(saveState(second)).toHaveText("Guardado", SAVED);
    const saved = await coloredRow(email, id);
    expect(await storedPixel(context.request, saved?.photo ?? "", RING.x, RING.y)).toEqual(RED);
    expect(await storedPixel(context.request, saved?.photo ?? "", SQUARE.left + 40, SQUARE.top + 40)).toEqual(BLUE);
    // "Seguir aquí" takes it back.
    await page.getByRole("button", { name: "Seguir aquí" }).click();
    await expect(page.getByTestId("editor")).toHaveAttribute("data-ready", "true", SAVED);
    await expect.poll(() => paintAt(page, SQUARE.left + 40, SQUARE.top + 40)).toEqual(BLUE);
    await expect(second.getByTestId("editor-lost")).toBeVisible();
    await context.close();
  });

  test("colour on a phone, close the tab at once, open it again: every fill is there and reaches the server", async ({ browser }) => {
    const { context, page, id, email } = await bucketOnOwnPage(browser, PHONE, "Cierra");
    await fillWith(page, "Rojo", [RING.x, RING.y]);
    await fillWith(page, "Azul", [SQUARE.left + 40, SQUARE.top + 40]);
    await fillWith(page, "Verde", [DOT.x, DOT.y]);
    await fillWith(page, "Amarillo", [60, 60]);
    await expect.poll(() => paintAt(page, 60, 60)).toEqual(YELLOW);
    // No pause: the tab goes away while the save is still waiting.
    await closeTab(page);

    const again = await context.newPage();
    await openEditor(again, id, { regions: true });
    await expect.poll(() => paintAt(again, RING.x, RING.y)).toEqual(RED);
    expect(await paintAt(again, SQUARE.left + 40, SQUARE.top + 40)).toEqual(BLUE);
    expect(await paintAt(again, DOT.x, DOT.y)).toEqual(GREEN);
    expect(await paintAt(again, 60, 60)).toEqual(YELLOW);
    // And undo still knows the steps.
    await expect(again.getByTestId("undo")).toBeEnabled();
    await expect(saveState(again)).toHaveText("Guardado", SAVED);
    const saved = await coloredRow(email, id);
    expect(await storedPixel(context.request, saved?.photo ?? "", 60, 60)).toEqual(YELLOW);
    expect(await storedPixel(context.request, saved?.photo ?? "", RING.x, RING.y)).toEqual(RED);
    await context.close();
  });

  test("offline: the work is kept on the device, the screen says so, and the server has it once back online", async ({ browser }) => {
    const { context, page } = await newPage(browser, PHONE);
    const { id, email } = await pageWithMap(page, context.request, "Sin red");
    const dialogs = collectDialogs(page);
    await openEditor(page, id, { regions: true });
    await page.getByTestId("fill-tool").tap();
    await fillWith(page, "Rojo", [RING.x, RING.y]);
    await expect(saveState(page)).toHaveText("Guardado", SAVED);

    await context.setOffline(true);
    await fillWith(page, "Azul", [SQUARE.left + 40, SQUARE.top + 40]);
    await expect(saveState(page)).toHaveText("Sin conexión: guardado en este dispositivo", SAVED);
    await expect(page.getByTestId("toast")).toHaveCount(0);
    await shoot(page, "color-offline-phone");
    expect((await coloredRow(email, id))?.version).toBe(1);

    await context.setOffline(false);
    await expect(saveState(page)).toHaveText("Guardado", SAVED);
    const saved = await coloredRow(email, id);
    expect(saved?.version).toBe(2);
    expect(await storedPixel(context.request, saved?.photo ?? "", SQUARE.left + 40, SQUARE.top + 40)).toEqual(BLUE);

    // Offline again, and the tab closed: no question; the fill is there next time, and saved then.
    await context.setOffline(true);
    await fillWith(page, "Verde", [DOT.x, DOT.y]);
    await expect(saveState(page)).toHaveText("Sin conexión: guardado en este dispositivo", SAVED);
    const again = await context.newPage();
    await closeTab(page);
    expect(dialogs).toEqual([]);
    await context.setOffline(false);
    await openEditor(again, id, { regions: true });
    await expect.poll(() => paintAt(again, DOT.x, DOT.y)).toEqual(GREEN);
    await expect(saveState(again)).toHaveText("Guardado", SAVED);
    expect(await storedPixel(context.request, (await coloredRow(email, id))?.photo ?? "", DOT.x, DOT.y)).toEqual(GREEN);
    await context.close();
  });

  test("the network gone while the phone still says it is online (a save that never reaches the server) is «Sin conexión», not a server error", async ({
    browser,
  }) => {
    const { context, page } = await newPage(browser, PHONE);
    const { id, email } = await pageWithMap(page, context.request, "Sin red real");
    await openEditor(page, id, { regions: true });
    await page.getByTestId("fill-tool").tap();
    await fillWith(page, "Rojo", [RING.x, RING.y]);
    await expect(saveState(page)).toHaveText("Guardado", SAVED);

    // Wi-Fi with nothing behind it: the browser keeps navigator.onLine, the request fails.
    await page.route(`**/pages/${id}/save`, (route) => route.abort("internetdisconnected"));
    await fillWith(page, "Azul", [SQUARE.left + 40, SQUARE.top + 40]);
    await expect(saveState(page)).toHaveText("Sin conexión: guardado en este dispositivo", SAVED);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);

    // The network back: the next try (the queue tries again by itself) saves it.
    await page.unroute(`**/pages/${id}/save`);
    await expect(saveState(page)).toHaveText("Guardado", SAVED);
    expect((await coloredRow(email, id))?.version).toBe(2);
    await context.close();
  });

  test("a browser that keeps nothing on the device: leaving unsaved work asks once, in the app's own dialog", async ({ browser }) => {
    const { context, page } = await newPage(browser, LAPTOP);
    await context.addInitScript(() => Object.defineProperty(window, "indexedDB", { value: undefined, configurable: true }));
    const { id } = await pageWithMap(page, context.request, "Sin almacén");
    const dialogs = collectDialogs(page);
    await openEditor(page, id, { regions: true });
    await context.setOffline(true);
    await page.getByTestId("fill-tool").click();
    await fillWith(page, "Rojo", [RING.x, RING.y]);
    await expect(saveState(page)).toHaveText("Sin conexión: no cierres esta página", SAVED);

    await page.getByTestId("back").click();
    const leave = page.getByRole("alertdialog", { name: "Tu dibujo aún no está guardado" });
    await expect(leave).toBeVisible();
    await shoot(page, "color-leave-unkept");
    await leave.getByRole("button", { name: "Seguir coloreando" }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/pages/${id}/color$`));
    expect(await paintAt(page, RING.x, RING.y)).toEqual(RED);

    // Back online it saves, and then leaving asks nothing.
    await context.setOffline(false);
    await expect(saveState(page)).toHaveText("Guardado", SAVED);
    await page.getByTestId("back").click();
    await expect(page).toHaveURL(/\/pages\/public$/);
    expect(dialogs).toEqual([]);
    await context.close();
  });

  test("colour on device A, open on device B: B shows A's work; colouring on both at once keeps both", async ({ browser }) => {
    const a = await bucketOnOwnPage(browser, LAPTOP, "Dos aparatos");
    const { id, email, password } = a;
    await fillWith(a.page, "Rojo", [RING.x, RING.y]);
    await expect(saveState(a.page)).toHaveText("Guardado", SAVED);

    const b = await newPage(browser, PHONE);
    await signIn(b.page, email, password);
    await expect(b.page).toHaveURL(/\/pages\/public$/);
    await openEditor(b.page, id, { regions: true });
    await expect.poll(() => paintAt(b.page, RING.x, RING.y)).toEqual(RED);

    // A loses its connection and fills the square; meanwhile B fills the ground and saves.
    await a.context.setOffline(true);
    await fillWith(a.page, "Azul", [SQUARE.left + 40, SQUARE.top + 40]);
    await expect(saveState(a.page)).toHaveText("Sin conexión: guardado en este dispositivo", SAVED);
    await b.page.getByTestId("fill-tool").tap();
    await fillWith(b.page, "Verde", [60, 60]);
    await expect(saveState(b.page)).toHaveText("Guardado", SAVED);

    // A comes back: its square goes on top of B's newer copy; nobody's work is lost.
    await a.context.setOffline(false);
    await expect(saveState(a.page)).toHaveText("Guardado", SAVED);
    await expect.poll(() => paintAt(a.page, 60, 60)).toEqual(GREEN);
    expect(await paintAt(a.page, SQUARE.left + 40, SQUARE.top + 40)).toEqual(BLUE);
    expect(await paintAt(a.page, RING.x, RING.y)).toEqual(RED);
    const saved = await coloredRow(email, id);
    for (const [x, y, rgba] of [
      [60, 60, GREEN],
      [SQUARE.left + 40, SQUARE.top + 40, BLUE],
      [RING.x, RING.y, RED],
    ] as const) {
      expect(await storedPixel(a.context.request, saved?.photo ?? "", x, y)).toEqual(rgba);
    }

    // B, back in front, shows what A added.
    await b.page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect.poll(() => paintAt(b.page, SQUARE.left + 40, SQUARE.top + 40)).toEqual(BLUE);
    await a.context.close();
    await b.context.close();
  });

  test("'Borrar todo' asks first, and stays undoable", async ({ page, request }) => {
    const { id } = await pageWithMap(page, request, "Borrar");
    await openEditor(page, id, { regions: true });
    await page.getByTestId("fill-tool").click();
    await fillWith(page, "Rojo", [RING.x, RING.y]);
    await expect.poll(() => paintAt(page, RING.x, RING.y)).toEqual(RED);

    await page.getByTestId("clear").click();
    const dialog = page.getByRole("alertdialog", { name: "¿Borrar todo el dibujo?" });
    await expect(dialog).toBeVisible();
    // The safe answer has the focus.
    await expect(dialog.getByRole("button", { name: "Cancelar" })).toBeFocused();
    await expectAccessible(page);
    await shoot(page, "color-clear-dialog");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await paintAt(page, RING.x, RING.y)).toEqual(RED);

    await page.getByTestId("clear").click();
    await page.getByRole("button", { name: "Sí, borrar todo" }).click();
    await expect.poll(async () => (await paintAt(page, RING.x, RING.y))?.[3]).toBe(0);
    await page.getByTestId("undo").click();
    await expect.poll(() => paintAt(page, RING.x, RING.y)).toEqual(RED);
  });

  test("a quick reload before the first save reached the server: the notice and the toast never show two numbers (issue #43.7)", async ({ browser }) => {
    const owner = await newPage(browser, LAPTOP);
    const { token } = await pageWithMap(owner.page, owner.context.request, "Dueña");
    const id = await uploadPageWithMap(owner.context.request, token, "Página ajena");
    for (const options of [PHONE, LAPTOP]) {
      const { context, page } = await newPage(browser, options);
      const { email } = await newFamily(page, "Recarga");
      // The first save never arrives (the network gone): the work waits on the device.
      await page.route(`**/pages/${id}/save`, (route) => route.abort("internetdisconnected"));
      await openEditor(page, id, { regions: true });
      await page.getByTestId("fill-tool").click();
      await fillWith(page, "Rojo", [RING.x, RING.y]);
      await expect(saveState(page)).toHaveText("Sin conexión: guardado en este dispositivo", SAVED);
      expect((await creditsOf(email)).public_page).toBe(5);

      // Reloaded at once with the network back: the server has not spent the credit, so the
      // screen says 5 first; the kept work then saves and spends it, and from then on one number, 4.
      await page.unroute(`**/pages/${id}/save`);
      await openEditor(page, id, { regions: true });
      const toast = page.getByTestId("toast");
      await expect(toast).toContainText("Te quedan 4 páginas públicas este mes.", SAVED);
      await expect(page.getByTestId("credit-notice")).toHaveCount(0);
      expect((await creditsOf(email)).public_page).toBe(4);
      await shoot(page, `color-reload-claimed-${options === PHONE ? "phone" : "laptop"}`);
      await context.close();
    }
    await owner.context.close();
  });

  test("before the first stroke on someone else's page, it says how many public pages are left", async ({ browser }) => {
    const owner = await newPage(browser, LAPTOP);
    const { token } = await pageWithMap(owner.page, owner.context.request, "Dueña");
    const id = await uploadPageWithMap(owner.context.request, token, "Página ajena");
    const { context, page } = await newPage(browser, PHONE);
    const { email } = await newFamily(page, "Visita");
    await openEditor(page, id, { regions: true });
    const notice = page.getByTestId("credit-notice");
    await expect(notice).toHaveText("Al empezar a colorear esta página usarás 1 de tus páginas públicas de este mes. Te quedan 5.");
    await shoot(page, "color-credit-notice-phone");
    expect((await creditsOf(email)).public_page).toBe(5);

    await page.getByTestId("fill-tool").tap();
    await fillWith(page, "Rojo", [RING.x, RING.y]);
    await expect(notice).toBeHidden();
    await expect(page.getByTestId("toast")).toContainText("Te quedan 4 páginas públicas este mes.", SAVED);
    expect((await creditsOf(email)).public_page).toBe(4);
    // On a phone the toast shows at the top, clear of the colours and tools along the bottom.
    const toast = await page.getByTestId("toast").boundingBox();
    const palette = await page.getByTestId("palette").boundingBox();
    expect((toast?.y ?? 0) + (toast?.height ?? 0)).toBeLessThanOrEqual(palette?.y ?? 0);
    await shoot(page, "color-claimed-phone");
    // Told once: later strokes spend nothing and say nothing more about it.
    await fillWith(page, "Azul", [60, 60]);
    await expect(saveState(page)).toHaveText("Guardado", SAVED);
    expect((await creditsOf(email)).public_page).toBe(4);
    await openEditor(page, id);
    await expect(page.getByTestId("credit-notice")).toHaveCount(0);
    await owner.context.close();
    await context.close();
  });
});

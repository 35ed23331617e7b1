/** Catalogue entries for #14: privacy of what a family creates, accounts, prices, copy. Spread into es.ts and en.ts. */
export const trustEs = {
  "pages.visibility.invalid": "Elige quién puede ver la página: solo tú o toda la galería.",
  "create.visibility.legend": "¿Quién podrá verla?",
  "create.visibility.private": "Solo para mí",
  "create.visibility.privateHint": "Solo tú la verás, en «Mis páginas».",
  "create.visibility.public": "Compartir en la galería pública",
  "create.visibility.publicHint": "Cualquier familia podrá colorearla; se verá solo tu nombre de pila.",
  "gallery.card.privateToggle": "«{title}»: solo para mí",
  "gallery.card.privateBadge": "Solo para mí",
  "gallery.visibility.nowPrivate": "Ahora la página es solo para ti.",
  "gallery.visibility.nowPublic": "La página ya está en la galería pública.",
} as const;

export const trustEn: Record<keyof typeof trustEs, string> = {
  "pages.visibility.invalid": "Choose who can see the page: only you or the whole gallery.",
  "create.visibility.legend": "Who will see it?",
  "create.visibility.private": "Only me",
  "create.visibility.privateHint": "Only you will see it, in “My pages”.",
  "create.visibility.public": "Share in the public gallery",
  "create.visibility.publicHint": "Any family can colour it; only your first name is shown.",
  "gallery.card.privateToggle": "“{title}”: only me",
  "gallery.card.privateBadge": "Only me",
  "gallery.visibility.nowPrivate": "The page is now only for you.",
  "gallery.visibility.nowPublic": "The page is now in the public gallery.",
};

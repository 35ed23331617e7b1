import { defineMessages } from "../define";

/** The `pages.*` messages. */
export const pagesMessages = defineMessages({
  es: {
    "pages.visibility.invalid": "Elige quién puede ver la página: solo tú o toda la galería.",
    "pages.visibility.busy": "La página estaba cambiando en ese momento. Inténtalo de nuevo.",
    "pages.visibility.flagged": "Esta imagen no se puede compartir en la galería pública: la revisión automática no lo permite. Sigue guardada solo para ti.",
    "pages.visibility.unchecked": "Ahora mismo no podemos revisar la imagen para la galería pública. Sigue guardada solo para ti; prueba de nuevo más tarde.",
  },
  en: {
    "pages.visibility.invalid": "Choose who can see the page: only you or the whole gallery.",
    "pages.visibility.busy": "The page was changing at that moment. Try again.",
    "pages.visibility.flagged": "This picture cannot be shared in the public gallery: the automatic review does not allow it. It stays saved for you only.",
    "pages.visibility.unchecked": "We cannot review the picture for the public gallery right now. It stays saved for you only; try again later.",
  },
});

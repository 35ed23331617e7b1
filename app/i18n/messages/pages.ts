import { defineMessages } from "../define";

/** The `pages.*` messages. */
export const pagesMessages = defineMessages({
  es: {
    "pages.visibility.invalid": "Elige quién puede ver la página: solo tú o toda la galería.",
  },
  en: {
    "pages.visibility.invalid": "Choose who can see the page: only you or the whole gallery.",
  },
});

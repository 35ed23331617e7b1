import { defineMessages } from "../define";

/** The `gallerySeed.*` messages. */
export const gallerySeedMessages = defineMessages({
  es: {
    "gallerySeed.log.added": "Galería inicial: {added} páginas añadidas en {seconds} s ({present} ya estaban, {failed} fallaron).",
    "gallerySeed.log.upToDate": "Galería inicial: nada que añadir ({count, plural, one {# página ya estaba} other {# páginas ya estaban}}).",
    "gallerySeed.log.noAdmin": "Galería inicial: todavía no hay ningún administrador que sea dueño de las páginas; no se añadió nada.",
    "gallerySeed.log.failed": "Galería inicial: no se pudo crear la página «{key}».",
    "gallerySeed.log.error": "Galería inicial: la siembra falló.",
  },
  en: {
    "gallerySeed.log.added": "First-run gallery: {added} pages added in {seconds} s ({present} were already there, {failed} failed).",
    "gallerySeed.log.upToDate": "First-run gallery: nothing to add ({count, plural, one {# page was} other {# pages were}} already there).",
    "gallerySeed.log.noAdmin": "First-run gallery: there is no administrator yet to own the pages; nothing was added.",
    "gallerySeed.log.failed": "First-run gallery: the page “{key}” could not be made.",
    "gallerySeed.log.error": "First-run gallery: seeding failed.",
  },
});

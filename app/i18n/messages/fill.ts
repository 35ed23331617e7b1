import { defineMessages } from "../define";

/** The `fill.*` messages. */
export const fillMessages = defineMessages({
  es: {
    "fill.tool": "Cubo de relleno",
    "fill.loading": "Cubo de relleno: preparando las zonas del dibujo…",
    "fill.unavailable": "El cubo de relleno no está disponible: este dibujo aún no tiene sus zonas preparadas. Puedes colorearlo con el pincel.",
    "fill.failed": "El cubo de relleno no está disponible: no se pudieron cargar las zonas del dibujo. Puedes colorearlo con el pincel.",
    "fill.hint": "Toca o haz clic en una zona del dibujo para rellenarla con el color elegido.",
    "fill.progress": "{percent} % coloreado",
    "fill.progressLabel": "Progreso del coloreado",
    "fill.progressValue": "{percent} % coloreado: {colored} de {total, plural, one {# zona} other {# zonas}}",
    "fill.progressInvalid": "El progreso debe ser un número entre 0 y 100.",
  },
  en: {
    "fill.tool": "Fill bucket",
    "fill.loading": "Fill bucket: getting the picture's areas ready…",
    "fill.unavailable": "The fill bucket is not available: this picture's areas are not ready yet. You can colour it with the brush.",
    "fill.failed": "The fill bucket is not available: the picture's areas could not be loaded. You can colour it with the brush.",
    "fill.hint": "Tap or click an area of the picture to fill it with the chosen colour.",
    "fill.progress": "{percent}% coloured",
    "fill.progressLabel": "Colouring progress",
    "fill.progressValue": "{percent}% coloured: {colored} of {total, plural, one {# area} other {# areas}}",
    "fill.progressInvalid": "Progress must be a number from 0 to 100.",
  },
});

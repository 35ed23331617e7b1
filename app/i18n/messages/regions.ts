import { defineMessages } from "../define";

/** The `regions.*` messages. */
export const regionsMessages = defineMessages({
  es: {
    "regions.problem.empty": "El dibujo está casi vacío",
    "regions.problem.tooMuchInk": "Tiene demasiado negro y poco espacio para colorear",
    "regions.problem.blobs": "Tiene manchas negras grandes",
    "regions.problem.fewRegions": "Casi no tiene zonas cerradas para rellenar",
    "regions.problem.tinyRegions": "La mayoría de sus zonas son demasiado pequeñas",
    "regions.warning.upload": "Hemos creado tu página, pero puede costar rellenarla con el bote de pintura: {reasons}.",
    "regions.admin.fillable": "Rellenable",
    "regions.admin.notFillable": "Difícil de rellenar",
    "regions.admin.pending": "Sin mapa de zonas",
    "regions.admin.title": "Comprobación de relleno",
    "regions.admin.regions": "Zonas",
    "regions.admin.usable": "Zonas coloreables",
    "regions.admin.ink": "Tinta",
    "regions.admin.tiny": "Zonas diminutas",
    "regions.admin.blobs": "Manchas negras",
  },
  en: {
    "regions.problem.empty": "The drawing is almost empty",
    "regions.problem.tooMuchInk": "It has too much black and little room to colour",
    "regions.problem.blobs": "It has large black blots",
    "regions.problem.fewRegions": "It has hardly any closed areas to fill",
    "regions.problem.tinyRegions": "Most of its areas are too small",
    "regions.warning.upload": "Your page was created, but it may be hard to fill with the paint bucket: {reasons}.",
    "regions.admin.fillable": "Fillable",
    "regions.admin.notFillable": "Hard to fill",
    "regions.admin.pending": "No region map",
    "regions.admin.title": "Fill check",
    "regions.admin.regions": "Areas",
    "regions.admin.usable": "Colourable areas",
    "regions.admin.ink": "Ink",
    "regions.admin.tiny": "Tiny areas",
    "regions.admin.blobs": "Black blots",
  },
});

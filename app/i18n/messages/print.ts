import { defineMessages } from "../define";

/** The `print.*` messages. */
export const printMessages = defineMessages({
  es: {
    "print.pdf": "PDF para imprimir",
    "print.dialog.title": "PDF para imprimir",
    "print.dialog.description": "Líneas nítidas a cualquier tamaño, a 300 ppp. Elige el papel de tu impresora.",
    "print.paper": "Papel",
    "print.paper.a4": "A4 (21 × 29,7 cm)",
    "print.paper.letter": "Carta (8,5 × 11 in)",
    "print.footer": "Título y nombre de la app al pie",
    "print.download": "Descargar PDF",
    "print.cancel": "Cancelar",
    "print.preparing": "Preparando el PDF…",
    "print.failed": "No pudimos preparar el PDF. Vuelve a intentarlo.",
    "print.errors.paper": "Elige A4 o Carta.",
    "print.errors.footer": "El pie de página es 1 (sí) o 0 (no).",
    "print.paidOnly": "La impresión solo está disponible en los planes de pago.",
    "print.downloadPaidOnly": "La descarga solo está disponible en los planes de pago.",
  },
  en: {
    "print.pdf": "Print-ready PDF",
    "print.dialog.title": "Print-ready PDF",
    "print.dialog.description": "Crisp lines at any size, at 300 dpi. Choose your printer's paper.",
    "print.paper": "Paper",
    "print.paper.a4": "A4 (21 × 29.7 cm)",
    "print.paper.letter": "Letter (8.5 × 11 in)",
    "print.footer": "Title and app name at the foot",
    "print.download": "Download PDF",
    "print.cancel": "Cancel",
    "print.preparing": "Preparing the PDF…",
    "print.failed": "We could not prepare the PDF. Try again.",
    "print.errors.paper": "Choose A4 or Letter.",
    "print.errors.footer": "The footer is 1 (yes) or 0 (no).",
    "print.paidOnly": "Print is only available on the paid plan.",
    "print.downloadPaidOnly": "Download is only available on the paid plan.",
  },
});

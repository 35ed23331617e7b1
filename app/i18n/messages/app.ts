import { defineMessages } from "../define";

/** The `app.*` messages. */
export const appMessages = defineMessages({
  es: {
    "app.loading": "Cargando…",
    "app.skipToContent": "Saltar al contenido",
    "app.backToTop": "Volver arriba",
    "app.close": "Cerrar",
    "app.cancel": "Cancelar",
    "app.proceed": "Continuar",
    "app.processing": "Procesando…",
    "app.menu": "Menú principal",
    "app.adminBadge": "admin",
    "app.createPage": "Crear página",
    "app.signOut": "Cerrar sesión",
    "app.notifications": "Notificaciones",
  },
  en: {
    "app.loading": "Loading…",
    "app.skipToContent": "Skip to content",
    "app.backToTop": "Back to top",
    "app.close": "Close",
    "app.cancel": "Cancel",
    "app.proceed": "Proceed",
    "app.processing": "Processing…",
    "app.menu": "Main menu",
    "app.adminBadge": "admin",
    "app.createPage": "Create page",
    "app.signOut": "Sign out",
    "app.notifications": "Notifications",
  },
});

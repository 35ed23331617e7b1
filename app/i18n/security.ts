/** Catalogue entries for #18: what the guards in front of the app say, and the account limits. Spread into es.ts and en.ts. */
export const securityEs = {
  "errors.badRequest": "No entendimos esa solicitud.",
  "errors.lengthRequired": "La solicitud no dice cuánto ocupa. Vuelve a intentarlo desde la aplicación.",
  "errors.bodyTooLarge": "Lo que enviaste es demasiado grande. El máximo es {max}.",
  "errors.guard.back": "Volver al inicio",
  "errors.limitsUnavailable": "No podemos comprobar los intentos ahora mismo. Vuelve a intentarlo en unos minutos.",
  "auth.signIn.accountLimited": "Demasiados intentos con esta cuenta. Espera 15 minutos o elige una contraseña nueva con «¿Olvidaste tu contraseña?».",
  "auth.mail.tooMany": "Ya te enviamos varios correos hace poco. Espera una hora antes de pedir otro.",
  "auth.exists.mail.subject": "Ya tienes una cuenta en {app}",
  "auth.exists.mail.body": "Alguien, quizá tú, intentó crear una cuenta en {app} con este correo, pero ya tienes una. Para entrar, abre este enlace:",
  "auth.exists.mail.forgot": "¿No recuerdas la contraseña? Elige una nueva aquí:",
  "auth.exists.mail.ignore": "Si no fuiste tú, no tienes que hacer nada: tu cuenta sigue igual.",
} as const;

export const securityEn: Record<keyof typeof securityEs, string> = {
  "errors.badRequest": "We could not understand that request.",
  "errors.lengthRequired": "The request does not say how long it is. Try again from the app.",
  "errors.bodyTooLarge": "What you sent is too large. The maximum is {max}.",
  "errors.guard.back": "Back to the start",
  "errors.limitsUnavailable": "We cannot check attempts right now. Try again in a few minutes.",
  "auth.signIn.accountLimited": "Too many attempts on this account. Wait 15 minutes or choose a new password with “Forgot your password?”.",
  "auth.mail.tooMany": "We sent you several e-mails a moment ago. Wait an hour before asking for another.",
  "auth.exists.mail.subject": "You already have an account on {app}",
  "auth.exists.mail.body": "Someone, perhaps you, tried to create an account on {app} with this e-mail, but you already have one. To sign in, open this link:",
  "auth.exists.mail.forgot": "Forgot your password? Choose a new one here:",
  "auth.exists.mail.ignore": "If it was not you, there is nothing to do: your account is unchanged.",
};

import { translate, type MessageKey } from "~/i18n";
import type { MessageParams } from "~/i18n/define";

/** The app's Spanish words for `key`: what a Spanish answer, toast or screen says. */
export const es = (key: MessageKey, params?: MessageParams) => translate("es", key, params);

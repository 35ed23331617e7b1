/** The action's answer for one of the account screen's forms. */
export type AdminFormResult = {
  form: "account" | "password" | "settings";
  error: string | null;
  fields?: Record<string, string>;
  values?: Record<string, string>;
};

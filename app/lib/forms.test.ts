import { describe, expect, it } from "vitest";
import { formState, textFieldOf } from "./forms";

describe("textFieldOf", () => {
  const stored = { name: "Lucía", email: "lucia@colorea.test", id: 7 };

  it("shows what is stored, with no error, before any answer", () => {
    expect(textFieldOf(undefined, stored)("name")).toEqual({ id: "name", defaultValue: "Lucía", error: undefined });
  });

  it("after a refusal shows what was sent and the field's own error", () => {
    const state = { error: "Revisa el correo", fields: { email: "Revisa el correo" }, values: { name: "Lu", email: "lu@" } };
    const field = textFieldOf(state, stored);
    expect(field("email")).toEqual({ id: "email", defaultValue: "lu@", error: "Revisa el correo" });
    expect(field("name")).toEqual({ id: "name", defaultValue: "Lu", error: undefined });
  });
});

describe("formState", () => {
  it("shows a field sent empty as empty (conform's reply leaves it out of initialValue), what else was sent as sent", () => {
    const data = {
      result: { status: "error", initialValue: { email: "lu@" }, error: { name: ["Obligatorio"] }, fields: ["name", "email", "password"] },
      code: "VALIDATION",
    };
    expect(formState(data)).toEqual({ error: "Obligatorio", fields: { name: "Obligatorio" }, values: { name: "", email: "lu@", password: "" } });
    expect(formState(data, "details")).toBeUndefined();
  });
});

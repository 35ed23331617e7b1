import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { forgetKeptMarkup, keepMarkup } from "./kept-markup.server";

afterEach(() => forgetKeptMarkup());

describe("markup kept by the server", () => {
  it("draws an element once per key and gives the same markup after", () => {
    let draws = 0;
    const draw = (text: string) => () => {
      draws++;
      return createElement("p", { className: "x" }, text, " y");
    };
    expect(keepMarkup("a", draw("uno"))).toBe('<p class="x">uno<!-- --> y</p>');
    expect(keepMarkup("a", draw("otro"))).toBe('<p class="x">uno<!-- --> y</p>');
    expect(draws).toBe(1);
    expect(keepMarkup("b", draw("dos"))).toBe('<p class="x">dos<!-- --> y</p>');
    expect(draws).toBe(2);
  });

  it("is bounded by size: the least recently used markup goes first", () => {
    const big = "x".repeat(1_000_000);
    const drawn: string[] = [];
    const draw = (key: string) => () => {
      drawn.push(key);
      return createElement("p", null, big);
    };
    for (let i = 0; i < 9; i++) keepMarkup(`k${i}`, draw(`k${i}`));
    // Eight million characters hold seven of these: the first two are gone and drawn again.
    keepMarkup("k8", draw("k8"));
    keepMarkup("k0", draw("k0 again"));
    keepMarkup("k1", draw("k1 again"));
    expect(drawn).toEqual(["k0", "k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8", "k0 again", "k1 again"]);
  });
});

import { describe, expect, it } from "vitest";
import { failure } from "../failure";
import { facebookReturn } from "./facebook";

describe("coming back from Facebook's dialog", () => {
  it("completes with a code and the state this browser stored", () => {
    expect(facebookReturn("s3cr3t", new URLSearchParams("code=abc&state=s3cr3t"))).toEqual({
      ok: true,
      code: "abc",
    });
  });

  it("refuses a mismatched, missing or unexpected state", () => {
    expect(facebookReturn("s3cr3t", new URLSearchParams("code=abc&state=other"))).toEqual(failure("state"));
    expect(facebookReturn("s3cr3t", new URLSearchParams("code=abc"))).toEqual(failure("state"));
    expect(facebookReturn(null, new URLSearchParams("code=abc&state=s3cr3t"))).toEqual(failure("state"));
  });

  it("does nothing on a page without a code or state", () => {
    expect(facebookReturn("s3cr3t", new URLSearchParams("ref=1"))).toEqual(failure("nothing"));
  });
});

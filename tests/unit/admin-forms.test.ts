import { describe, expect, it } from "vitest";
import { apiFieldErrors } from "~/components/admin/admin.server";

describe("apiFieldErrors", () => {
  it("puts each API message beside the field it names", () => {
    expect(
      apiFieldErrors(["username must be between 3 and 20 characters", "email is already used by another account"], ["username", "email"], "email"),
    ).toEqual({
      username: "username must be between 3 and 20 characters.",
      email: "email is already used by another account.",
    });
  });

  it("joins several messages for one field and sends the unnamed ones to the fallback", () => {
    expect(apiFieldErrors(["email is required", "email must be a valid email", "body must be JSON"], ["username", "email"], "email")).toEqual({
      email: "email is required. email must be a valid email. body must be JSON.",
    });
  });

  it("does not mistake a field whose name starts another word", () => {
    expect(apiFieldErrors(["usernames are case sensitive"], ["username"], "email")).toEqual({ email: "usernames are case sensitive." });
  });
});

import { describe, expect, it } from "vitest";
import { mailFromSetting, maskedSmtpUrl, readConfig, smtpUrlSetting, staffEmailsSetting } from "~/config.server";

const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;

describe("STAFF_EMAILS", () => {
  it("lists the addresses, trimmed, each once whatever its case", () => {
    expect(staffEmailsSetting(" orders@yasmine.tn, Ahmed@Yasmine.tn ,ORDERS@yasmine.tn,")).toEqual([
      "orders@yasmine.tn",
      "Ahmed@Yasmine.tn",
    ]);
  });

  it("is null when unset or empty: the e-mails then go to the admins", () => {
    expect(staffEmailsSetting(undefined)).toBeNull();
    expect(staffEmailsSetting("")).toBeNull();
    expect(staffEmailsSetting(" , ")).toBeNull();
    expect(readConfig(env({})).staffEmails).toBeNull();
  });

  it("stops the start on anything that is not an address, naming it", () => {
    expect(() => readConfig(env({ STAFF_EMAILS: "orders@yasmine.tn, ahmed at yasmine" }))).toThrow(
      'STAFF_EMAILS must be e-mail addresses separated by commas (not an address: "ahmed at yasmine")',
    );
    expect(() => staffEmailsSetting("orders@yasmine.tn;ahmed@yasmine.tn")).toThrow(/STAFF_EMAILS/);
  });
});

describe("MAIL_FROM", () => {
  it("defaults to the store's name at no-reply@ the public host, or localhost", () => {
    expect(readConfig(env({})).mailFrom).toEqual({ name: "Yasmine", address: "no-reply@localhost" });
    expect(readConfig(env({ STORE_NAME: "Yasmine & Co, Tunis", PUBLIC_URL: "https://shop.yasmine.tn" })).mailFrom).toEqual({
      name: "Yasmine & Co, Tunis",
      address: "no-reply@shop.yasmine.tn",
    });
  });

  it("takes an address, or a name and an address", () => {
    expect(mailFromSetting("orders@yasmine.tn", "Yasmine", undefined)).toEqual({ name: "", address: "orders@yasmine.tn" });
    expect(mailFromSetting('"Yasmine Shop" <orders@yasmine.tn>', "Yasmine", undefined)).toEqual({
      name: "Yasmine Shop",
      address: "orders@yasmine.tn",
    });
    expect(mailFromSetting("Yasmine <orders@yasmine.tn>", "Yasmine", undefined)).toEqual({ name: "Yasmine", address: "orders@yasmine.tn" });
  });

  it("stops the start on anything else", () => {
    for (const bad of ["Yasmine", "Yasmine <orders>", "a@b.tn, c@d.tn"]) {
      expect(() => mailFromSetting(bad, "Yasmine", undefined), bad).toThrow(/MAIL_FROM must be an e-mail address/);
    }
  });
});

describe("SMTP_URL", () => {
  it("takes smtp:// and smtps:// URLs", () => {
    expect(readConfig(env({ SMTP_URL: "smtp://shop:pa%40ss@mail.yasmine.tn:587" })).smtpUrl).toBe(
      "smtp://shop:pa%40ss@mail.yasmine.tn:587",
    );
    expect(smtpUrlSetting("smtps://mail.yasmine.tn")).toBe("smtps://mail.yasmine.tn");
    expect(readConfig(env({})).smtpUrl).toBeUndefined();
  });

  it("stops the start on another scheme or no host, never repeating the password", () => {
    for (const bad of ["https://shop:s3cret@mail.yasmine.tn", "mail.yasmine.tn:587", "smtp://"]) {
      expect(() => smtpUrlSetting(bad), bad).toThrow(/^SMTP_URL must be smtp:\/\//);
      expect(() => smtpUrlSetting(bad), bad).not.toThrow(/s3cret/);
    }
  });

  it("is masked for the log", () => {
    expect(maskedSmtpUrl("smtps://shop:p%40ss@mail.yasmine.tn:465")).toBe("smtps://shop:***@mail.yasmine.tn:465");
    expect(maskedSmtpUrl("smtp://shop:p@ss@mail.yasmine.tn")).toBe("smtp://shop:***@mail.yasmine.tn");
    expect(maskedSmtpUrl("smtp://mail.yasmine.tn:587")).toBe("smtp://mail.yasmine.tn:587");
  });
});

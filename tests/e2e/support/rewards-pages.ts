import { expect, type Page } from "@playwright/test";

export class CustomerDashboard {
  constructor(readonly page: Page) {}

  async goto(query = "") {
    await this.page.goto(`/user/dashboard${query}`);
  }

  punchCount() {
    return this.page.getByTestId("punch-count");
  }

  async enterToken(token: string) {
    await this.page.getByRole("tab", { name: "Enter Code" }).click();
    await this.page.getByTestId("token-input").fill(token);
    await this.page.getByTestId("add-punch").click();
  }

  async expectPunches(n: number) {
    await expect(this.punchCount()).toHaveText(`${n} / 10`);
  }
}

export class QrGeneratePage {
  constructor(readonly page: Page) {}

  async generate(): Promise<{ id: string; url: string }> {
    await this.page.goto("/admin/qr-generate");
    await this.page.getByTestId("generate-token").click();
    const result = this.page.getByTestId("token-result");
    await expect(result.locator("img")).toBeVisible();
    const id = (await this.page.getByTestId("token-id").textContent())!.trim();
    const url = (await result.locator("img").getAttribute("data-qr-value"))!;
    return { id, url };
  }
}

import { expect, type Page } from "@playwright/test";

/** /admin/messages: the campaigns, the automatic messages and quiet hours. */
export class MessagesPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/admin/messages");
    await expect(this.page.getByTestId("automation-welcome")).toBeVisible();
    await expect(
      this.page.getByTestId("campaigns-list").or(this.page.getByTestId("campaigns-empty")),
    ).toBeVisible();
  }

  automation(kind: string) {
    const part = (name: string) => this.page.getByTestId(`automation-${kind}-${name}`);
    return {
      row: this.page.getByTestId(`automation-${kind}`),
      switch: part("switch"),
      count: part("count"),
      edit: part("edit"),
      title: part("title"),
      body: part("body"),
      days: part("days"),
      save: part("save"),
      previewTitle: part("preview-title"),
      previewBody: part("preview-body"),
    };
  }

  campaignRow(title: string) {
    return this.page.getByTestId("campaign-row").filter({ hasText: title });
  }
}

/** /admin/messages/campaigns/new. */
export class CampaignFormPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/admin/messages/campaigns/new");
    await expect(this.page.getByTestId("campaign-form")).toBeVisible();
  }

  async write(title: string, body: string) {
    await this.page.getByTestId("campaign-title").fill(title);
    await this.page.getByTestId("campaign-body").fill(body);
  }

  audience() {
    return this.page.getByTestId("campaign-audience-count");
  }

  async review() {
    await this.page.getByTestId("campaign-review").click();
    return this.page.getByTestId("campaign-confirm");
  }
}

/** A campaign's page. */
export class CampaignPage {
  constructor(readonly page: Page) {}

  count(name: "recipients" | "pushed" | "failed" | "opened") {
    return this.page.getByTestId(`campaign-count-${name}`);
  }

  status() {
    return this.page.getByTestId("campaign-status").first();
  }
}

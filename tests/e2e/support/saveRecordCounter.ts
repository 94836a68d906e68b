/** Counts the SaveRecord requests a page sends, so a test can prove a refused form sent nothing. */
import type { Page } from '@playwright/test';

export class SaveRecordCounter {
  /** SaveRecord requests the page has sent since this object was made. */
  writes = 0;

  constructor(readonly page: Page) {
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('"operationName":"SaveRecord"'))
        this.writes += 1;
    });
  }
}

import { isResourceName } from './index';

/**
 * The i18n key of a page's name, and the count to pass: an entity's page is
 * named by the entity (`resources.sensor.name`, plural for a list, singular
 * for a single-record page such as `/company/details`); other pages by
 * `app.pages.<codeIntl>`.
 */
export const pageLabel = (page: {
    codeIntl: string;
    url: string;
}): { key: string; smart_count?: number } =>
    isResourceName(page.codeIntl)
        ? {
              key: `resources.${page.codeIntl}.name`,
              smart_count: page.url.endsWith('/details') ? 1 : 2,
          }
        : { key: `app.pages.${page.codeIntl}` };

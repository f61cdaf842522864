/**
 * A list counts its matching records up to this many; past it the API
 * answers `meta.total` = this number with `meta.totalCapped: true`, and the
 * list says "mais de 1.000" ("more than 1,000") and pages forward and
 * back. Counting every reading of a plant on each page costs more than the
 * page itself (docs/performance.md, "Lists on the server").
 */
export const LIST_COUNT_CAP = 1_000;

/**
 * The largest page the API answers (`limit`, and ids per `getMany`); a
 * client that needs more asks page after page (docs/api.md, "Lists").
 */
export const MAX_PAGE_SIZE = 100;

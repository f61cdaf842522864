export const resources = {};

/** The catalog key of a page setting's name (a column header, a switch's label). */
export const settingLabel = (source: string) =>
    `resources.profile.fields.pages.${source}`;

/**
 * What Blueprint's icon loader (@blueprintjs/icons iconLoader.js) reads of `./iconNames`, without
 * the table of every icon's name that module builds when loaded (a 27 KB enum and a case converter,
 * ~11 KB compressed: a twentieth of the first view, issue 17). web/vite.config.ts hands the loader
 * this module instead. A name here is typed (`IconName`); one that is well formed but not an icon
 * fails when its file is imported (iconPaths.ts), which Blueprint logs as it logs an unknown name.
 * `IconNames` serves only `Icons.loadAll`, which this app never calls (it loads icons one by one).
 */
const WELL_FORMED = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const IconNames: Readonly<Record<string, string>> = {};

export const IconNamesSet: Pick<ReadonlySet<string>, 'has'> = {
  has: (name: string) => typeof name === 'string' && WELL_FORMED.test(name),
};

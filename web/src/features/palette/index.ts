/** The palette feature's public API: the command palette, the header search and their one search. */
export { CommandPalette, type CommandPaletteProps } from './components/CommandPalette.js';
export { GlobalSearch, type GlobalSearchProps } from './components/GlobalSearch.js';
export { ShortcutKeys } from './components/CommandList.js';
export { useEntitySearch, type EntitySearch } from './hooks/useEntitySearch.js';
export { matchCommands, hitsOf, searchVariables, type PaletteCommand } from './search.js';

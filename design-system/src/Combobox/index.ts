export { Combobox, type ComboboxProps } from './Combobox.js';
export { filterOptions, type FilteredOptions } from './filterOptions.js';

export { DataList, type DataListColumn, type DataListProps } from './DataList.js';
export { FilterBar, type FilterBarProps } from './FilterBar.js';

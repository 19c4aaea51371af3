export { DataTable, nextSort, type DataTableProps } from './data-table.tsx';
export { Pagination } from './pagination.tsx';

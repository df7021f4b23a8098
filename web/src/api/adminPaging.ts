/** A page of an admin list that pages by number, as the bff answers it. */
export interface AdminListPage {
  page: number;
  pageSize: number;
  total: number;
}

/** The page after `last`, or undefined once every matching entry has been loaded. */
export function nextAdminPage(last: AdminListPage): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

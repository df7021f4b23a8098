export { PageTitle, type PageTitleProps } from './PageTitle.js';

export { Button, type ButtonProps, type ButtonVariant } from './Button';
export {
  TextField,
  TextArea,
  SelectField,
  type TextFieldProps,
  type TextAreaProps,
  type SelectFieldProps,
  type SelectOption
} from './fields';
export { Dialog, type DialogProps } from './Dialog';
export { DataTable, type Column, type DataTableProps } from './DataTable';
export { StatusBadge, Spinner, EmptyState, TileGrid, Tile, type Tone } from './bits';
export { SearchBox } from './SearchBox';
export { Pager } from './Pager';
export { Page, type PageProps } from './Page';
export { BottomBar } from './BottomBar';
export { GlobalStyles } from './GlobalStyles';
export { useLogout } from './use-logout';
export { useMediaQuery, PHONE_QUERY } from './use-media-query';
export { SearchableTiles, type TileLink } from './SearchableTiles';
export { SkipLink } from './SkipLink';

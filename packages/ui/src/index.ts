export { Button } from './Button/Button';
export type { ButtonProps, ButtonVariant } from './Button/Button';
export { Alert } from './Alert/Alert';
export type { AlertProps, AlertVariant } from './Alert/Alert';
export { Spinner } from './Spinner/Spinner';
export type { SpinnerProps } from './Spinner/Spinner';
export { Tile } from './Tile/Tile';
export type { TileProps } from './Tile/Tile';
export { TopBar } from './TopBar/TopBar';
export type { TopBarProps } from './TopBar/TopBar';
export { SideNav } from './SideNav/SideNav';
export type { SideNavItem, SideNavProps } from './SideNav/SideNav';
export { Footer } from './Footer/Footer';
export type { FooterProps } from './Footer/Footer';
export { ModalAlert } from './ModalAlert/ModalAlert';
export type { ModalAlertProps } from './ModalAlert/ModalAlert';
export { TextField } from './TextField/TextField';
export type { TextFieldProps } from './TextField/TextField';
export { DefaultLink } from './types';
export type { LinkComponent, LinkComponentProps } from './types';
export { TaxpayerDataPanel, defaultTaxpayerDataPanelLabels } from './TaxpayerDataPanel/TaxpayerDataPanel';
export type {
  TaxpayerDataPanelLabels,
  TaxpayerDataPanelProps,
  TaxpayerDataPanelStatus,
} from './TaxpayerDataPanel/TaxpayerDataPanel';
export { DisplayMode, formatZip } from './TaxpayerDataPanel/format';
export type { TaxpayerPanelData, TaxpayerPanelField, TaxpayerPanelPerson } from './TaxpayerDataPanel/format';

export { Button } from './Button/Button';
export type { ButtonProps, ButtonVariant } from './Button/Button';
export { Alert } from './Alert/Alert';
export type { AlertProps, AlertVariant } from './Alert/Alert';
export { Spinner } from './Spinner/Spinner';
export type { SpinnerProps } from './Spinner/Spinner';
export { Tag } from './Tag/Tag';
export type { TagProps, TagVariant } from './Tag/Tag';
export { Tile } from './Tile/Tile';
export type { TileProps } from './Tile/Tile';
export { TopBar } from './TopBar/TopBar';
export type { TopBarProps } from './TopBar/TopBar';
export { SideNav } from './SideNav/SideNav';
export type { SideNavItem, SideNavProps } from './SideNav/SideNav';
export { useDisclosure } from './Disclosure/useDisclosure';
export type { Disclosure } from './Disclosure/useDisclosure';
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
export { TextArea } from './TextArea/TextArea';
export type { TextAreaProps } from './TextArea/TextArea';
export { Checkbox } from './Checkbox/Checkbox';
export type { CheckboxProps } from './Checkbox/Checkbox';
export { RadioGroup } from './RadioGroup/RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup/RadioGroup';
export { Select } from './Select/Select';
export type { SelectProps, SelectOption } from './Select/Select';
export { NativeSelect } from './NativeSelect/NativeSelect';
export type { NativeSelectProps } from './NativeSelect/NativeSelect';
export { useConfirmedChoice, type ConfirmedChoiceProps } from './NativeSelect/useConfirmedChoice';
export { NativeDateField } from './NativeDateField/NativeDateField';
export type { NativeDateFieldProps } from './NativeDateField/NativeDateField';
export { DateField, dateToIso, isoToDate } from './DateField/DateField';
export type { DateFieldProps } from './DateField/DateField';
export { FieldErrorList } from './FieldErrorList/FieldErrorList';
export type { FieldErrorItem, FieldErrorListProps } from './FieldErrorList/FieldErrorList';
export { CurrencyInput } from './CurrencyInput/CurrencyInput';
export type { CurrencyInputProps } from './CurrencyInput/CurrencyInput';
export {
  defaultCurrencyOptions,
  formatCurrency,
  parseCurrency,
  rangeError,
  readCurrency,
} from './CurrencyInput/currency';
export type {
  CurrencyAlign,
  CurrencyOptions,
  CurrencyProblem,
  CurrencyRangeError,
  CurrencyReading,
} from './CurrencyInput/currency';
export { describeField, errorId, hintId, joinIds, useFieldIds } from './fieldHelpers/fieldHelpers';
export { DialogFrame } from './dialogShared/DialogFrame';
export type { DialogFrameProps } from './dialogShared/DialogFrame';
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { PrintReminderDialog } from './PrintReminderDialog/PrintReminderDialog';
export type { PrintReminderDialogProps } from './PrintReminderDialog/PrintReminderDialog';
export { InactivityDialog } from './InactivityDialog/InactivityDialog';
export type { InactivityDialogProps } from './InactivityDialog/InactivityDialog';
export { useIdleTimer, createIdleTimer, DEFAULT_IDLE_EVENTS } from './useIdleTimer/useIdleTimer';
export type {
  UseIdleTimerOptions,
  UseIdleTimerResult,
  IdleTimer,
  IdleTimerOptions,
} from './useIdleTimer/useIdleTimer';
export { ToastProvider, useToast } from './Toast/Toast';
export type { ToastProviderProps, ToastOptions, ToastItem, ToastKind, ToastApi } from './Toast/Toast';
export { FaqAccordion, findFaqSectionId } from './FaqAccordion/FaqAccordion';
export type { FaqAccordionProps, FaqSection, FaqQuestion } from './FaqAccordion/FaqAccordion';
export { Stack } from './Stack/Stack';
export type { LayoutElement, SpaceStep, StackProps } from './Stack/Stack';
export { Cluster } from './Cluster/Cluster';
export type { ClusterAlign, ClusterJustify, ClusterProps } from './Cluster/Cluster';
export { SummaryList } from './SummaryList/SummaryList';
export type { SummaryListAction, SummaryListProps, SummaryListRow } from './SummaryList/SummaryList';
export { Table } from './Table/Table';
export type { TableColumn, TableProps, TableRow, TableRowProps, TableStackBelow } from './Table/Table';
export { Banner } from './Banner/Banner';
export type { BannerProps } from './Banner/Banner';
export { Fieldset } from './Fieldset/Fieldset';
export type { FieldsetLegendSize, FieldsetProps } from './Fieldset/Fieldset';
export { CheckboxGroup } from './CheckboxGroup/CheckboxGroup';
export type { CheckboxGroupProps, CheckboxOption } from './CheckboxGroup/CheckboxGroup';
export { Details } from './Details/Details';
export type { DetailsProps } from './Details/Details';
export { Link } from './Link/Link';
export type { LinkProps, LinkVariant } from './Link/Link';
export { SkipLink } from './SkipLink/SkipLink';
export type { SkipLinkProps } from './SkipLink/SkipLink';
export { ErrorSummary } from './ErrorSummary/ErrorSummary';
export type { ErrorSummaryItem, ErrorSummaryMode, ErrorSummaryProps } from './ErrorSummary/ErrorSummary';
export { StepIndicator } from './StepIndicator/StepIndicator';
export type { StepIndicatorProps, StepIndicatorStep, StepState } from './StepIndicator/StepIndicator';
export { FileInput } from './FileInput/FileInput';
export type { FileInputProps } from './FileInput/FileInput';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
export { UiTextProvider } from './text/UiTextProvider';
export type { UiTextProviderProps } from './text/UiTextProvider';
export { useUiText } from './text/useUiText';
export type { UiLocale, UiTextValue } from './text/uiTextContext';
export { uiTextEn } from './text/uiText.en';
export type { UiText } from './text/uiText.en';
export { uiTextEs } from './text/uiText.es';

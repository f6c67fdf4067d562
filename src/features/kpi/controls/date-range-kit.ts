// Mantine's date picker (calendar, popover, phone dialog, dayjs's German locale): loaded on first use.
export { DateRangePicker } from './date-range-picker';

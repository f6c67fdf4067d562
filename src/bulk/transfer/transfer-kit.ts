// What the import/export menu needs once it is used: codecs, CSV parsing, the preview and apply
// dialog. It is most of a list page's code, so pages load it when the menu is about to be used
// (load-transfer-kit.ts), not with the page.
export { adapterFor } from './typed-adapters';
export { downloadFile } from './download';
export { exportCsvInSteps, exportRules, parseRuleFile } from './file-format';
export { TransferDialog } from './TransferDialog';
export { startBulkDelete } from './start-transfer-job';
export { fileTooLarge, maxImportBytes } from './file-decode';
